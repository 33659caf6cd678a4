import {
  CLAIM_STATUSES,
  type ClaimItem,
  type ClaimStatus,
  type OpenShiftItem,
} from '@klokwerk/contract/open-shifts';
import { type OwnTimes, placesLeft } from '@klokwerk/domain/open-shifts';
import { can } from '@klokwerk/domain/policies';
import { ROLES, TENANT_WIDE_ROLES } from '@klokwerk/domain/roles';
import { and, eq, gt, isNull, lt, not, or, sql } from 'drizzle-orm';
import { type PgColumn, unionAll } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { epochMs, isoUtc } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
import {
  availability,
  companies,
  employees,
  jobTitles,
  leaveRequests,
  openShiftClaims,
  openShiftSettings,
  openShifts,
  schedules,
  sickReports,
} from '../../db/schema/index';
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
  const [row] = await ctx.tx
    .select({
      employeeId: employees.id,
      companyId: employees.companyId,
      jobTitleId: employees.jobTitleId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
      timeZone: companies.timeZone,
      companyName: companies.companyName,
    })
    .from(employees)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, employees.tenantId), eq(companies.id, employees.companyId)),
    )
    .where(
      and(
        eq(employees.tenantId, ctx.tenantId),
        eq(employees.id, employeeId),
        isNull(employees.archivedAt),
      ),
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
  // Raw: DISTINCT ON a lower-cased address and the first of the roles array, in one statement.
  return queryRows(
    ctx.tx,
    z.object({ email: z.string(), firstName: z.string() }),
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
  const overlapping = (start: PgColumn, end: PgColumn) =>
    and(lt(start, period.end), gt(end, period.start));
  const shifts = ctx.tx
    .select({
      kind: sql<keyof OwnTimes>`'shifts'`,
      // The union answers in this branch's types and decoders: only a shift has an id, as a
      // float8 (a number on both drivers, where a bigint is text on node-postgres).
      id: sql<number | null>`${schedules.id}::float8`,
      startMs: epochMs(schedules.startTime),
      // Null in the sick branch, whose open period has no end.
      endMs: sql<number | null>`${epochMs(schedules.endTime)}`,
    })
    .from(schedules)
    .where(
      and(
        eq(schedules.tenantId, ctx.tenantId),
        eq(schedules.employeeId, employeeId),
        overlapping(schedules.startTime, schedules.endTime),
      ),
    );
  const unavailable = ctx.tx
    .select({
      kind: sql<keyof OwnTimes>`'unavailable'`,
      id: sql<number | null>`null`,
      startMs: epochMs(availability.startTime),
      endMs: epochMs(availability.endTime),
    })
    .from(availability)
    .where(
      and(
        eq(availability.tenantId, ctx.tenantId),
        eq(availability.employeeId, employeeId),
        not(availability.available),
        overlapping(availability.startTime, availability.endTime),
      ),
    );
  const leave = ctx.tx
    .select({
      kind: sql<keyof OwnTimes>`'leave'`,
      id: sql<number | null>`null`,
      startMs: epochMs(leaveRequests.startsAt),
      endMs: epochMs(leaveRequests.endsAt),
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.tenantId, ctx.tenantId),
        eq(leaveRequests.employeeId, employeeId),
        eq(leaveRequests.status, 'APPROVED'),
        overlapping(leaveRequests.startsAt, leaveRequests.endsAt),
      ),
    );
  const sick = ctx.tx
    .select({
      kind: sql<keyof OwnTimes>`'sick'`,
      id: sql<number | null>`null`,
      startMs: epochMs(sickReports.sickFrom),
      endMs: epochMs(sickReports.recoveredAt),
    })
    .from(sickReports)
    .where(
      and(
        eq(sickReports.tenantId, ctx.tenantId),
        eq(sickReports.employeeId, employeeId),
        lt(sickReports.sickFrom, period.end),
        or(isNull(sickReports.recoveredAt), gt(sickReports.recoveredAt, period.start)),
      ),
    );
  const rows = await unionAll(shifts, unavailable, leave, sick);
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
  const [row] = await ctx.tx
    .select({
      openShiftId: openShifts.id,
      companyId: openShifts.companyId,
      jobTitleId: openShifts.jobTitleId,
      startTime: openShifts.startTime,
      endTime: openShifts.endTime,
      places: openShifts.places,
      filled: openShifts.filled,
      timeZone: companies.timeZone,
    })
    .from(openShifts)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, openShifts.tenantId), eq(companies.id, openShifts.companyId)),
    )
    .where(
      and(
        eq(openShifts.tenantId, ctx.tenantId),
        eq(openShifts.id, openShiftId),
        isNull(openShifts.cancelledAt),
      ),
    )
    .for('update', { of: openShifts });
  return row ?? null;
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
  const rows = await ctx.tx
    .select({ id: jobTitles.id })
    .from(jobTitles)
    .where(
      and(
        eq(jobTitles.tenantId, ctx.tenantId),
        eq(jobTitles.id, jobTitleId),
        eq(jobTitles.companyId, companyId),
      ),
    );
  return rows.length > 0;
}

/** An open shift as the lists answer it, its job title still flat: parsed per row. */
const openShiftRow = z.object({
  openShiftId: z.number(),
  companyId: z.number(),
  jobTitleId: z.number(),
  jobTitleName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  places: z.number(),
  filled: z.number(),
});
type OpenShiftRow = z.output<typeof openShiftRow>;

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
  // Raw: a list answer, in its names with SQL writing the dates (docs/decisions/009).
  return queryRows(
    ctx.tx,
    openShiftRow,
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

/** A claim as the lists answer it (ClaimItem), in plain types: parsed per row. */
const claimRow = z.object({
  claimId: z.number(),
  openShiftId: z.number(),
  employeeId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(CLAIM_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  scheduleId: z.number().nullable(),
});

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
  // Raw: a list answer, in its names with SQL writing the dates (docs/decisions/009).
  return queryRows(
    ctx.tx,
    claimRow,
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
  const [row] = await ctx.tx
    .select({ claimId: openShiftClaims.id, status: openShiftClaims.status })
    .from(openShiftClaims)
    .where(
      and(
        eq(openShiftClaims.tenantId, ctx.tenantId),
        eq(openShiftClaims.openShiftId, openShiftId),
        eq(openShiftClaims.employeeId, employeeId),
      ),
    );
  return row ?? null;
}

/** My claims on a company's open shifts, by open shift. */
export async function claimsOfEmployee(
  ctx: TenantContext,
  employeeId: number,
): Promise<Map<number, ClaimStatus>> {
  const rows = await ctx.tx
    .select({ openShiftId: openShiftClaims.openShiftId, status: openShiftClaims.status })
    .from(openShiftClaims)
    .where(
      and(eq(openShiftClaims.tenantId, ctx.tenantId), eq(openShiftClaims.employeeId, employeeId)),
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
  const [row] = await ctx.tx
    .select({
      claimId: openShiftClaims.id,
      openShiftId: openShiftClaims.openShiftId,
      employeeId: openShiftClaims.employeeId,
      status: openShiftClaims.status,
    })
    .from(openShiftClaims)
    .where(and(eq(openShiftClaims.tenantId, ctx.tenantId), eq(openShiftClaims.id, claimId)))
    .for('update');
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
