import { DEFAULT_PENALTY } from '@klokwerk/contract/penalty-settings';
import type { ReviewRecord } from '@klokwerk/contract/reports';
import { correctionsWindow, recordsWindow } from '@klokwerk/domain/correction-windows';
import type { PenaltySettings } from '@klokwerk/domain/counted-records';
import { shiftsWindow } from '@klokwerk/domain/match-shifts';
import type { MonthBounds } from '@klokwerk/domain/month-bounds';
import type {
  ApprovalStatus,
  CorrectionInput,
  MonthRecord,
  MonthShift,
} from '@klokwerk/domain/time-records';
import type { PaidEmployee } from '@klokwerk/domain/wage-cost';
import {
  and,
  asc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { definitiveShifts } from '../../db/definitive-shifts';
import { epochMs, isoUtc } from '../../db/instant-sql';
import {
  idField,
  instantAt,
  instantField,
  int8At,
  optionalInstantAt,
  optionalInstantField,
  packedRows,
} from '../../db/packed-rows';
import {
  companySettings,
  corrections,
  employees,
  leaveRequests,
  schedules,
  sickReports,
  timeRecords,
} from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';

/** Which company's month, and optionally one employee's part of it (staff see their own). */
export interface MonthScope {
  companyId: number;
  month: MonthBounds;
  employeeId: number | null;
}

/** The scope's one employee, when it names one, as a condition on `column`. */
function employeeIs(scope: MonthScope, column: SQLWrapper): SQL | undefined {
  return scope.employeeId === null ? undefined : eq(column, scope.employeeId);
}

/** The same in the raw SQL of packedRows. */
function ofEmployee(scope: MonthScope, column: SQL): SQL {
  const is = employeeIs(scope, column);
  return is ? sql`and ${is}` : sql``;
}

const STATUSES: readonly ApprovalStatus[] = ['Pending', 'Approved', 'Rejected'];
/** The approval status as a packed int2 field (2 bytes, big-endian): its index in STATUSES. */
const statusField = sql`int2send((case approval_status when 'Pending' then 0 when 'Approved' then 1 else 2 end)::int2)`;

/** id, employee_id, clock_in_time, clock_out_time, approval_status. */
const RECORD_BYTES = 8 + 8 + 8 + 8 + 2;

/** The clock-ins of the month's registrations and of the neighbours its corrections may go to. */
function recordsAround(month: MonthBounds) {
  return recordsWindow(correctionsWindow({ from: month.start, to: month.end }));
}

/**
 * The registrations whose clock-in falls in the month (every status: the Pending ones are
 * counted), and the neighbours that the month's corrections may go to instead (the records
 * window of correction-windows.ts around its corrections window): the rules count only the
 * month's. Through time_records_company_month_idx; instants as epoch milliseconds.
 */
export async function monthRecords(ctx: TenantContext, scope: MonthScope): Promise<MonthRecord[]> {
  const window = recordsAround(scope.month);
  const view = await packedRows(
    ctx.tx,
    [
      idField(sql`id`),
      idField(sql`employee_id`),
      instantField(sql`clock_in_time`),
      optionalInstantField(sql`clock_out_time`),
      statusField,
    ],
    sql`
      from time_records
      where tenant_id = ${ctx.tenantId} and company_id = ${scope.companyId}
        and clock_in_time >= ${window.from} and clock_in_time < ${window.to}
        ${ofEmployee(scope, sql`employee_id`)}`,
  );
  const records: MonthRecord[] = new Array(view.byteLength / RECORD_BYTES);
  for (let r = 0, at = 0; at < view.byteLength; r++, at += RECORD_BYTES) {
    records[r] = {
      recordId: int8At(view, at),
      employeeId: int8At(view, at + 8),
      clockInMs: instantAt(view, at + 16),
      clockOutMs: optionalInstantAt(view, at + 24),
      approvalStatus: STATUSES[view.getInt16(at + 32)] as ApprovalStatus,
    };
  }
  return records;
}

/** id, employee_id, start_time, end_time. */
const SHIFT_BYTES = 8 + 8 + 8 + 8;

/**
 * The definitive shifts the records of monthRecords may match (shiftsWindow around them), so
 * that a neighbour of the month takes its own shift and not one of the month's. Concept shifts
 * are drafts, not the roster.
 */
export async function monthSchedules(ctx: TenantContext, scope: MonthScope): Promise<MonthShift[]> {
  const window = shiftsWindow(recordsAround(scope.month));
  const view = await packedRows(
    ctx.tx,
    [
      idField(sql`id`),
      idField(sql`employee_id`),
      instantField(sql`start_time`),
      instantField(sql`end_time`),
    ],
    sql`
      from schedules
      where tenant_id = ${ctx.tenantId} and company_id = ${scope.companyId}
        and start_time >= ${window.from} and start_time < ${window.to}
        and ${definitiveShifts()}
        ${ofEmployee(scope, sql`employee_id`)}`,
  );
  const schedules: MonthShift[] = new Array(view.byteLength / SHIFT_BYTES);
  for (let r = 0, at = 0; at < view.byteLength; r++, at += SHIFT_BYTES) {
    schedules[r] = {
      scheduleId: int8At(view, at),
      employeeId: int8At(view, at + 8),
      startMs: instantAt(view, at + 16),
      endMs: instantAt(view, at + 24),
    };
  }
  return schedules;
}

/**
 * The APPROVED corrections that may apply to the month's registrations: those requested within
 * the month's correctionsWindow (docs/decisions/013-time-registration-corrections-and-reports.md).
 */
export function monthCorrections(
  ctx: TenantContext,
  scope: MonthScope,
): Promise<CorrectionInput[]> {
  const window = correctionsWindow({ from: scope.month.start, to: scope.month.end });
  return approvedCorrectionsWhere(
    ctx,
    and(eq(corrections.companyId, scope.companyId), employeeIs(scope, corrections.employeeId)),
    window.from,
    window.to,
  );
}

/**
 * The one read of APPROVED corrections requested in [from, to), of the rows `owned` selects (a
 * condition on `corrections`): the month's figures and the hours table (time/repository.ts)
 * read them the same way.
 */
export async function approvedCorrectionsWhere(
  ctx: TenantContext,
  owned: SQL | undefined,
  from: Date,
  to: Date,
): Promise<CorrectionInput[]> {
  const rows = await ctx.tx
    .select({
      correctionId: corrections.id,
      employeeId: corrections.employeeId,
      requested: epochMs(corrections.requestedTime),
      reviewed: epochMs(corrections.reviewedAt),
    })
    .from(corrections)
    .where(
      and(
        eq(corrections.tenantId, ctx.tenantId),
        owned,
        eq(corrections.status, 'APPROVED'),
        gte(corrections.requestedTime, from),
        lt(corrections.requestedTime, to),
      ),
    );
  return rows.map((row) => ({
    correctionId: row.correctionId,
    employeeId: row.employeeId,
    requestedTime: new Date(row.requested),
    status: 'APPROVED',
    reviewedAt: row.reviewed === null ? null : new Date(row.reviewed),
  }));
}

/** The company's employees, archived ones too (their hours stay in past months, docs/data-model.md#archived-employees). */
export function companyEmployees(ctx: TenantContext, scope: MonthScope): Promise<PaidEmployee[]> {
  return ctx.tx
    .select({
      employeeId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
      salary: employees.salary,
      hoursRating: employees.hoursRating,
    })
    .from(employees)
    .where(
      and(
        eq(employees.tenantId, ctx.tenantId),
        eq(employees.companyId, scope.companyId),
        employeeIs(scope, employees.id),
      ),
    );
}

/** The company's late check-in penalty; the defaults (on, 15 minutes) without a saved row. */
export async function penaltySettings(
  ctx: TenantContext,
  companyId: number,
): Promise<PenaltySettings> {
  const [row] = await ctx.tx
    .select({
      applyPenalty: companySettings.applyPenalty,
      penaltyMinutes: companySettings.penaltyMinutes,
    })
    .from(companySettings)
    .where(
      and(eq(companySettings.tenantId, ctx.tenantId), eq(companySettings.companyId, companyId)),
    );
  return row ?? { ...DEFAULT_PENALTY };
}

/**
 * The month's registrations a kiosk tap marked for review and nobody has decided yet,
 * by clock-in. Few by nature, so read as rows.
 */
export function reviewRecords(ctx: TenantContext, scope: MonthScope): Promise<ReviewRecord[]> {
  return ctx.tx
    .select({
      recordId: timeRecords.id,
      employeeId: timeRecords.employeeId,
      name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
      clockInTime: isoUtc(timeRecords.clockInTime),
      clockOutTime: isoUtc(timeRecords.clockOutTime),
      approvalStatus: timeRecords.approvalStatus,
      reviewNote: timeRecords.reviewNote,
    })
    .from(timeRecords)
    .innerJoin(
      employees,
      and(eq(employees.tenantId, timeRecords.tenantId), eq(employees.id, timeRecords.employeeId)),
    )
    .where(
      and(
        eq(timeRecords.tenantId, ctx.tenantId),
        eq(timeRecords.companyId, scope.companyId),
        gte(timeRecords.clockInTime, scope.month.start),
        lt(timeRecords.clockInTime, scope.month.end),
        eq(timeRecords.needsReview, true),
        employeeIs(scope, timeRecords.employeeId),
      ),
    )
    .orderBy(asc(timeRecords.clockInTime), asc(timeRecords.id));
}

/** An approved leave request as stored: its type in capitals, whole days or part of one. */
export interface ApprovedLeaveRow {
  employeeId: number;
  leaveType: 'VAKANTIE' | 'BIJZONDER' | 'ONBETAALD';
  startDate: string;
  endDate: string;
  /** Part of a day; null for whole days. */
  startMinutes: number | null;
  minutes: number;
}

/** The APPROVED leave requests with a day from `from` to `to` ('yyyy-mm-dd', inclusive). */
export function approvedLeave(
  ctx: TenantContext,
  scope: MonthScope,
  from: string,
  to: string,
): Promise<ApprovedLeaveRow[]> {
  return ctx.tx
    .select({
      employeeId: leaveRequests.employeeId,
      leaveType: leaveRequests.leaveType,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      startMinutes: leaveRequests.startMinutes,
      minutes: leaveRequests.minutes,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.tenantId, ctx.tenantId),
        eq(leaveRequests.companyId, scope.companyId),
        eq(leaveRequests.status, 'APPROVED'),
        lte(leaveRequests.startDate, to),
        gte(leaveRequests.endDate, from),
        employeeIs(scope, leaveRequests.employeeId),
      ),
    )
    .orderBy(asc(leaveRequests.startDate), asc(leaveRequests.id));
}

export interface SickReportRow {
  employeeId: number;
  sickFrom: number;
  recoveredAt: number | null;
}

/** The sick reports that overlap the month; instants as epoch milliseconds. */
export function monthSickReports(ctx: TenantContext, scope: MonthScope): Promise<SickReportRow[]> {
  return ctx.tx
    .select({
      employeeId: sickReports.employeeId,
      sickFrom: epochMs(sickReports.sickFrom),
      recoveredAt: epochMs(sickReports.recoveredAt),
    })
    .from(sickReports)
    .where(
      and(
        eq(sickReports.tenantId, ctx.tenantId),
        eq(sickReports.companyId, scope.companyId),
        lt(sickReports.sickFrom, scope.month.end),
        or(isNull(sickReports.recoveredAt), gt(sickReports.recoveredAt, scope.month.start)),
        employeeIs(scope, sickReports.employeeId),
      ),
    )
    .orderBy(asc(sickReports.sickFrom), asc(sickReports.id));
}

/** A definitive shift of an employee, instants as epoch milliseconds. */
export interface EmployeeShift {
  employeeId: number;
  startMs: number;
  endMs: number;
}

/**
 * The definitive shifts of these employees that start in [from, to): the whole weeks around a
 * month, which sick hours read to tell a rostered week from an unrostered one.
 */
export function shiftsOfEmployees(
  ctx: TenantContext,
  scope: MonthScope,
  employeeIds: readonly number[],
  window: { from: Date; to: Date },
): Promise<EmployeeShift[]> {
  if (employeeIds.length === 0) return Promise.resolve([]);
  return ctx.tx
    .select({
      employeeId: schedules.employeeId,
      startMs: epochMs(schedules.startTime),
      endMs: epochMs(schedules.endTime),
    })
    .from(schedules)
    .where(
      and(
        eq(schedules.tenantId, ctx.tenantId),
        eq(schedules.companyId, scope.companyId),
        inArray(schedules.employeeId, [...employeeIds]),
        definitiveShifts(schedules.status),
        gte(schedules.startTime, window.from),
        lt(schedules.startTime, window.to),
      ),
    )
    .orderBy(asc(schedules.startTime), asc(schedules.id));
}
