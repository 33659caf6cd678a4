import type { SickReportItem } from '@klokwerk/contract/sickness';
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { definitiveShifts } from '../../db/definitive-shifts';
import { isoUtc } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
import { companies, schedules, sickReports } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';
import { nameOfUser } from './repository';

/**
 * Serialises the sick reports of one employee until the transaction ends, so two reports sent
 * at once cannot both find no open one.
 */
export async function lockSicknessOf(ctx: TenantContext, employeeId: number): Promise<void> {
  const key = `sickness:${ctx.tenantId}:${employeeId}`;
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/**
 * The employee's report that overlaps a period from `from` on: the open one (which runs on), or
 * one that recovered after `from`; null when none.
 */
export async function overlappingReport(
  ctx: TenantContext,
  employeeId: number,
  from: Date,
): Promise<{ sickFrom: Date; open: boolean } | null> {
  const open = sql<boolean>`${sickReports.recoveredAt} is null`;
  const [row] = await ctx.tx
    .select({ sickFrom: sickReports.sickFrom, open })
    .from(sickReports)
    .where(
      and(
        eq(sickReports.tenantId, ctx.tenantId),
        eq(sickReports.employeeId, employeeId),
        or(isNull(sickReports.recoveredAt), gt(sickReports.recoveredAt, from)),
      ),
    )
    .orderBy(desc(open), desc(sickReports.sickFrom))
    .limit(1);
  return row ?? null;
}

export async function insertReport(
  ctx: TenantContext,
  values: { companyId: number; employeeId: number; sickFrom: Date },
): Promise<number> {
  const [row] = await ctx.tx
    .insert(sickReports)
    .values({ ...values, tenantId: ctx.tenantId, reportedBy: ctx.actor.userId })
    .returning({ id: sickReports.id });
  if (!row) throw new Error('sick report insert returned no row');
  return row.id;
}

/** A report as the recovery reads it, with its company's zone, locked. */
export interface StoredReport {
  sickReportId: number;
  companyId: number;
  employeeId: number;
  sickFrom: Date;
  recoveredAt: Date | null;
  timeZone: string;
}

export async function reportForUpdate(
  ctx: TenantContext,
  sickReportId: number,
): Promise<StoredReport | null> {
  const [row] = await ctx.tx
    .select({
      sickReportId: sickReports.id,
      companyId: sickReports.companyId,
      employeeId: sickReports.employeeId,
      sickFrom: sickReports.sickFrom,
      recoveredAt: sickReports.recoveredAt,
      timeZone: companies.timeZone,
    })
    .from(sickReports)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, sickReports.tenantId), eq(companies.id, sickReports.companyId)),
    )
    .where(and(eq(sickReports.tenantId, ctx.tenantId), eq(sickReports.id, sickReportId)))
    .for('update', { of: sickReports });
  return row ?? null;
}

export async function recordRecovery(
  ctx: TenantContext,
  sickReportId: number,
  recoveredAt: Date,
): Promise<void> {
  await ctx.tx
    .update(sickReports)
    .set({ recoveredAt, recoveryReportedBy: ctx.actor.userId })
    .where(and(eq(sickReports.tenantId, ctx.tenantId), eq(sickReports.id, sickReportId)));
}

export interface SicknessFilter {
  companyId?: number;
  sickReportId?: number;
  /** Reports still open, or recovered after this instant. */
  from?: Date | null;
  /** Reports that began before this instant. */
  to?: Date | null;
}

function conditions(filter: SicknessFilter): SQL {
  const parts: SQL[] = [];
  if (filter.companyId !== undefined) parts.push(sql`and s.company_id = ${filter.companyId}`);
  if (filter.sickReportId !== undefined) parts.push(sql`and s.id = ${filter.sickReportId}`);
  if (filter.from) parts.push(sql`and (s.recovered_at is null or s.recovered_at > ${filter.from})`);
  if (filter.to) parts.push(sql`and s.sick_from < ${filter.to}`);
  return sql.join(parts, sql` `);
}

export type ReportRow = Omit<SickReportItem, 'shifts'>;

/** A report as the lists answer it, in plain types: parsed per row. */
const reportRow = z.object({
  sickReportId: z.number(),
  companyId: z.number(),
  employeeId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  sickFrom: z.string(),
  recoveredAt: z.string().nullable(),
  reportedByName: z.string().nullable(),
  recoveryReportedByName: z.string().nullable(),
});

/** Reports with their employees' names, the open ones first, then the latest first. */
export function listReports(ctx: TenantContext, filter: SicknessFilter): Promise<ReportRow[]> {
  // Raw: a list answer, in its names with SQL writing the dates (docs/decisions/009).
  return queryRows(
    ctx.tx,
    reportRow,
    sql`
      select s.id::float8 as "sickReportId", s.company_id::float8 as "companyId",
             s.employee_id::float8 as "employeeId", e.first_name as "firstName",
             e.last_name as "lastName", ${isoUtc(sql`s.sick_from`)} as "sickFrom",
             case when s.recovered_at is null then null else ${isoUtc(sql`s.recovered_at`)} end
               as "recoveredAt",
             ${nameOfUser(sql`s.tenant_id`, sql`s.reported_by`)} as "reportedByName",
             ${nameOfUser(sql`s.tenant_id`, sql`s.recovery_reported_by`)} as "recoveryReportedByName"
      from sick_reports s
      join employees e on e.tenant_id = s.tenant_id and e.id = s.employee_id
      where s.tenant_id = ${ctx.tenantId} ${conditions(filter)}
      order by s.recovered_at is null desc, s.sick_from desc, s.id desc`,
  );
}

export interface EmployeeShift {
  scheduleId: number;
  employeeId: number;
  startTime: string;
  endTime: string;
}

/** A shift lasts at most a day (docs/decisions/012), so an overlap is an index range on start. */
const LONGEST_SHIFT_MS = 24 * 3_600_000;

/** The published shifts of these employees that overlap [from, to), by start. */
export function shiftsOf(
  ctx: TenantContext,
  employeeIds: readonly number[],
  window: { from: Date; to: Date },
): Promise<EmployeeShift[]> {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return ctx.tx
    .select({
      scheduleId: schedules.id,
      employeeId: schedules.employeeId,
      startTime: isoUtc(schedules.startTime),
      endTime: isoUtc(schedules.endTime),
    })
    .from(schedules)
    .where(
      and(
        eq(schedules.tenantId, ctx.tenantId),
        inArray(schedules.employeeId, [...employeeIds]),
        definitiveShifts(schedules.status),
        gt(schedules.startTime, new Date(window.from.getTime() - LONGEST_SHIFT_MS)),
        lt(schedules.startTime, window.to),
        gt(schedules.endTime, window.from),
      ),
    )
    .orderBy(asc(schedules.startTime), asc(schedules.id));
}
