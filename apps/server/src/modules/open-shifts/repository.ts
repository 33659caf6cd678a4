import type { ClaimItem, ClaimStatus, OpenShiftItem } from '@klokwerk/contract/open-shifts';
import { type OwnTimes, placesLeft } from '@klokwerk/domain/open-shifts';
import { can } from '@klokwerk/domain/policies';
import { ROLES, TENANT_WIDE_ROLES } from '@klokwerk/domain/roles';
import { and, eq, sql } from 'drizzle-orm';
import { epochMs, isoUtc } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
import { openShiftClaims, openShiftSettings, openShifts } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';

/** The employee a token stands for, with what eligibility and the mails read. */
export interface Person {
  employeeId: number;
  companyId: number;
  jobTitleId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  timeZone: string;
  companyName: string;
}

/** An employee of the tenant that is not archived, or null. */
export async function person(ctx: TenantContext, employeeId: number): Promise<Person | null> {
  const [row] = await queryRows<Person>(
    ctx.tx,
    sql`
      select e.id::float8 as "employeeId", e.company_id::float8 as "companyId",
             e.job_title_id::float8 as "jobTitleId", e.first_name as "firstName",
             e.last_name as "lastName", e.email, c.time_zone as "timeZone",
             c.company_name as "companyName"
      from employees e
      join companies c on c.tenant_id = e.tenant_id and c.id = e.company_id
      where e.tenant_id = ${ctx.tenantId} and e.id = ${employeeId} and e.archived_at is null`,
  );
  return row ?? null;
}

/** A planner to be told that a step waits for them. */
export interface Planner {
  email: string;
  firstName: string;
}

/** The roles behind the approve routes of claims and hand-overs. */
const DECIDERS = ROLES.filter((role) => can(role, 'open-shifts.manage'));
const roleList = (roles: readonly string[]) =>
  sql.join(
    roles.map((role) => sql`${role}`),
    sql`, `,
  );

/**
 * The accounts that may decide claims and hand-overs of this company: the first role (the one
 * that counts) may manage open shifts, and the account reaches the company (its own, or every
 * company with a tenant-wide role), as the guard and assertCompanyInReach decide a request.
 * The actor is left out: nobody is told of his own step. The address is the account's, else its
 * employee's; without either there is nobody to mail.
 */
export async function plannersOf(ctx: TenantContext, companyId: number): Promise<Planner[]> {
  return queryRows<Planner>(
    ctx.tx,
    sql`
      select distinct on (lower(coalesce(u.email, e.email)))
             coalesce(u.email, e.email) as email,
             coalesce(e.first_name, u.user_name) as "firstName"
      from users u
      left join employees e on e.tenant_id = u.tenant_id and e.id = u.employee_id
      where u.tenant_id = ${ctx.tenantId} and u.id <> ${ctx.actor.userId}
        and u.roles[1] in (${roleList(DECIDERS)})
        and (u.company_id = ${companyId} or u.roles[1] in (${roleList(TENANT_WIDE_ROLES)}))
        and coalesce(u.email, e.email) is not null
      order by lower(coalesce(u.email, e.email)), u.id`,
  );
}

/**
 * The employee's own times overlapping [start, end) that may stand in a shift's way: their
 * shifts (concept or definitive), times marked not available, approved leave and sick periods
 * (an open sick report runs on), the roster's own warnings (docs/open-shifts-and-swaps.md). One
 * read for the stretch of every shift in question; obstaclesTo decides each.
 */
export async function ownTimes(
  ctx: TenantContext,
  employeeId: number,
  period: { start: Date; end: Date },
): Promise<OwnTimes> {
  const start = period.start.toISOString();
  const end = period.end.toISOString();
  const rows = await queryRows<{
    kind: keyof OwnTimes;
    id: number | null;
    startMs: number;
    endMs: number | null;
  }>(
    ctx.tx,
    sql`
      select 'shifts' as kind, s.id::float8 as id,
             ${epochMs(sql`s.start_time`)} as "startMs", ${epochMs(sql`s.end_time`)} as "endMs"
      from schedules s
      where s.tenant_id = ${ctx.tenantId} and s.employee_id = ${employeeId}
        and s.start_time < ${end} and s.end_time > ${start}
      union all
      select 'unavailable', null, ${epochMs(sql`a.start_time`)}, ${epochMs(sql`a.end_time`)}
      from availability a
      where a.tenant_id = ${ctx.tenantId} and a.employee_id = ${employeeId} and not a.available
        and a.start_time < ${end} and a.end_time > ${start}
      union all
      select 'leave', null, ${epochMs(sql`l.starts_at`)}, ${epochMs(sql`l.ends_at`)}
      from leave_requests l
      where l.tenant_id = ${ctx.tenantId} and l.employee_id = ${employeeId}
        and l.status = 'APPROVED' and l.starts_at < ${end} and l.ends_at > ${start}
      union all
      select 'sick', null, ${epochMs(sql`r.sick_from`)}, ${epochMs(sql`r.recovered_at`)}
      from sick_reports r
      where r.tenant_id = ${ctx.tenantId} and r.employee_id = ${employeeId}
        and r.sick_from < ${end} and (r.recovered_at is null or r.recovered_at > ${start})`,
  );
  const spans = (kind: keyof OwnTimes) =>
    rows
      .filter((row) => row.kind === kind)
      .map((row) => ({ id: row.id ?? 0, startMs: row.startMs, endMs: row.endMs }));
  return {
    shifts: spans('shifts'),
    unavailable: spans('unavailable'),
    leave: spans('leave'),
    sick: spans('sick'),
  };
}

export interface StoredOpenShift {
  openShiftId: number;
  companyId: number;
  jobTitleId: number;
  startTime: Date;
  endTime: Date;
  places: number;
  filled: number;
  timeZone: string;
}

/**
 * An open shift that is not cancelled, locked for the rest of the transaction: every claim and
 * approval of it takes this lock first, so N claims at once are decided one after the other
 * and never give away more places than there are.
 */
export async function openShiftForUpdate(
  ctx: TenantContext,
  openShiftId: number,
): Promise<StoredOpenShift | null> {
  const [row] = await queryRows<
    Omit<StoredOpenShift, 'startTime' | 'endTime'> & { startTime: string; endTime: string }
  >(
    ctx.tx,
    sql`
      select o.id::float8 as "openShiftId", o.company_id::float8 as "companyId",
             o.job_title_id::float8 as "jobTitleId",
             ${isoUtc(sql`o.start_time`)} as "startTime", ${isoUtc(sql`o.end_time`)} as "endTime",
             o.places, o.filled, c.time_zone as "timeZone"
      from open_shifts o
      join companies c on c.tenant_id = o.tenant_id and c.id = o.company_id
      where o.tenant_id = ${ctx.tenantId} and o.id = ${openShiftId} and o.cancelled_at is null
      for update of o`,
  );
  return row
    ? { ...row, startTime: new Date(row.startTime), endTime: new Date(row.endTime) }
    : null;
}

export async function insertOpenShift(
  ctx: TenantContext,
  values: { companyId: number; jobTitleId: number; startTime: Date; endTime: Date; places: number },
): Promise<number> {
  const [row] = await ctx.tx
    .insert(openShifts)
    .values({ ...values, tenantId: ctx.tenantId, createdBy: ctx.actor.userId })
    .returning({ id: openShifts.id });
  if (!row) throw new Error('open shift insert returned no row');
  return row.id;
}

/** Withdrawn: every read of open shifts leaves it out from now on, and its id is a 404. */
export async function cancelOpenShift(
  ctx: TenantContext,
  openShiftId: number,
  at: Date,
): Promise<void> {
  await ctx.tx
    .update(openShifts)
    .set({ cancelledAt: at })
    .where(and(eq(openShifts.tenantId, ctx.tenantId), eq(openShifts.id, openShiftId)));
}

/** The open shift's pending claims declined by the actor; answers whose they were. */
export async function declinePendingClaims(
  ctx: TenantContext,
  openShiftId: number,
  decidedAt: Date,
): Promise<Array<{ claimId: number; employeeId: number }>> {
  return ctx.tx
    .update(openShiftClaims)
    .set({ status: 'REJECTED', decidedAt, decidedBy: ctx.actor.userId })
    .where(
      and(
        eq(openShiftClaims.tenantId, ctx.tenantId),
        eq(openShiftClaims.openShiftId, openShiftId),
        eq(openShiftClaims.status, 'PENDING'),
      ),
    )
    .returning({ claimId: openShiftClaims.id, employeeId: openShiftClaims.employeeId });
}

/** One place more is taken; the table's check refuses more than there are. */
export async function fillPlace(ctx: TenantContext, openShiftId: number): Promise<void> {
  await ctx.tx
    .update(openShifts)
    .set({ filled: sql`${openShifts.filled} + 1` })
    .where(and(eq(openShifts.tenantId, ctx.tenantId), eq(openShifts.id, openShiftId)));
}

/** Whether a job title of this company exists in the tenant. */
export async function jobTitleOfCompany(
  ctx: TenantContext,
  companyId: number,
  jobTitleId: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select id::float8 as id from job_titles
        where tenant_id = ${ctx.tenantId} and id = ${jobTitleId} and company_id = ${companyId}`,
  );
  return rows.length > 0;
}

interface OpenShiftRow {
  openShiftId: number;
  companyId: number;
  jobTitleId: number;
  jobTitleName: string;
  startTime: string;
  endTime: string;
  places: number;
  filled: number;
}

/** Open shifts that are not cancelled: one by id, or a company's that are not over at `from`. */
export async function openShiftRows(
  ctx: TenantContext,
  where: { openShiftId: number } | { companyId: number; from: Date; jobTitleId?: number | null },
): Promise<OpenShiftRow[]> {
  const filter =
    'openShiftId' in where
      ? sql`o.id = ${where.openShiftId}`
      : sql`o.company_id = ${where.companyId} and o.end_time > ${where.from.toISOString()}
            ${where.jobTitleId === undefined ? sql`` : sql`and o.job_title_id = ${where.jobTitleId ?? 0}`}`;
  return queryRows<OpenShiftRow>(
    ctx.tx,
    sql`
      select o.id::float8 as "openShiftId", o.company_id::float8 as "companyId",
             o.job_title_id::float8 as "jobTitleId", j.name as "jobTitleName",
             ${isoUtc(sql`o.start_time`)} as "startTime", ${isoUtc(sql`o.end_time`)} as "endTime",
             o.places, o.filled
      from open_shifts o
      join job_titles j on j.tenant_id = o.tenant_id and j.id = o.job_title_id
      where o.tenant_id = ${ctx.tenantId} and o.cancelled_at is null and ${filter}
      order by o.start_time, o.id`,
  );
}

const claimColumns = sql`
  k.id::float8 as "claimId", k.open_shift_id::float8 as "openShiftId",
  k.employee_id::float8 as "employeeId", e.first_name as "firstName", e.last_name as "lastName",
  k.status, ${isoUtc(sql`k.created_at`)} as "createdAt",
  case when k.decided_at is null then null else ${isoUtc(sql`k.decided_at`)} end as "decidedAt",
  k.schedule_id::float8 as "scheduleId"`;

/** Claims on these open shifts, oldest first (the first claim first). */
export async function claimsOf(
  ctx: TenantContext,
  where: { openShiftIds: readonly number[] } | { claimId: number },
): Promise<ClaimItem[]> {
  if ('openShiftIds' in where && where.openShiftIds.length === 0) return [];
  const filter =
    'claimId' in where
      ? sql`k.id = ${where.claimId}`
      : sql`k.open_shift_id in (${sql.join(
          where.openShiftIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  return queryRows<ClaimItem>(
    ctx.tx,
    sql`
      select ${claimColumns}
      from open_shift_claims k
      join employees e on e.tenant_id = k.tenant_id and e.id = k.employee_id
      where k.tenant_id = ${ctx.tenantId} and ${filter}
      order by k.created_at, k.id`,
  );
}

/** The open shifts with their claims, as the planner's list and the answers show them. */
export async function openShiftItems(
  ctx: TenantContext,
  where: Parameters<typeof openShiftRows>[1],
): Promise<OpenShiftItem[]> {
  const rows = await openShiftRows(ctx, where);
  const claims = await claimsOf(ctx, { openShiftIds: rows.map((r) => r.openShiftId) });
  return rows.map((row) => ({
    openShiftId: row.openShiftId,
    companyId: row.companyId,
    jobTitle: { id: row.jobTitleId, name: row.jobTitleName },
    startTime: row.startTime,
    endTime: row.endTime,
    places: row.places,
    filled: row.filled,
    placesLeft: placesLeft(row.places, row.filled),
    claims: claims.filter((c) => c.openShiftId === row.openShiftId),
  }));
}

/** The claim of one employee on one open shift, if any. */
export async function claimOfEmployee(
  ctx: TenantContext,
  openShiftId: number,
  employeeId: number,
): Promise<{ claimId: number; status: ClaimStatus } | null> {
  const [row] = await queryRows<{ claimId: number; status: ClaimStatus }>(
    ctx.tx,
    sql`select id::float8 as "claimId", status from open_shift_claims
        where tenant_id = ${ctx.tenantId} and open_shift_id = ${openShiftId}
          and employee_id = ${employeeId}`,
  );
  return row ?? null;
}

/** My claims on a company's open shifts, by open shift. */
export async function claimsOfEmployee(
  ctx: TenantContext,
  employeeId: number,
): Promise<Map<number, ClaimStatus>> {
  const rows = await queryRows<{ openShiftId: number; status: ClaimStatus }>(
    ctx.tx,
    sql`select open_shift_id::float8 as "openShiftId", status from open_shift_claims
        where tenant_id = ${ctx.tenantId} and employee_id = ${employeeId}`,
  );
  return new Map(rows.map((row) => [row.openShiftId, row.status]));
}

export async function insertClaim(
  ctx: TenantContext,
  values: { openShiftId: number; employeeId: number },
): Promise<number> {
  const [row] = await ctx.tx
    .insert(openShiftClaims)
    .values({ ...values, tenantId: ctx.tenantId })
    .returning({ id: openShiftClaims.id });
  if (!row) throw new Error('claim insert returned no row');
  return row.id;
}

/** A claim, locked, with its open shift's id. */
export async function claimForUpdate(
  ctx: TenantContext,
  claimId: number,
): Promise<{
  claimId: number;
  openShiftId: number;
  employeeId: number;
  status: ClaimStatus;
} | null> {
  const [row] = await queryRows<{
    claimId: number;
    openShiftId: number;
    employeeId: number;
    status: ClaimStatus;
  }>(
    ctx.tx,
    sql`select id::float8 as "claimId", open_shift_id::float8 as "openShiftId",
               employee_id::float8 as "employeeId", status
        from open_shift_claims
        where tenant_id = ${ctx.tenantId} and id = ${claimId}
        for update`,
  );
  return row ?? null;
}

export async function decideClaim(
  ctx: TenantContext,
  claimId: number,
  values: { status: ClaimStatus; scheduleId: number | null; decidedAt: Date },
): Promise<void> {
  await ctx.tx
    .update(openShiftClaims)
    .set({ ...values, decidedBy: ctx.actor.userId })
    .where(and(eq(openShiftClaims.tenantId, ctx.tenantId), eq(openShiftClaims.id, claimId)));
}

/** The company's choice; off when it never made one. */
export async function autoApprove(ctx: TenantContext, companyId: number): Promise<boolean> {
  const [row] = await ctx.tx
    .select({ autoApprove: openShiftSettings.autoApprove })
    .from(openShiftSettings)
    .where(
      and(eq(openShiftSettings.tenantId, ctx.tenantId), eq(openShiftSettings.companyId, companyId)),
    );
  return row?.autoApprove ?? false;
}

export async function saveAutoApprove(
  ctx: TenantContext,
  companyId: number,
  value: boolean,
): Promise<void> {
  await ctx.tx
    .insert(openShiftSettings)
    .values({ tenantId: ctx.tenantId, companyId, autoApprove: value })
    .onConflictDoUpdate({
      target: [openShiftSettings.tenantId, openShiftSettings.companyId],
      set: { autoApprove: value },
    });
}
