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
import { type SQL, sql } from 'drizzle-orm';
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
import { queryRows } from '../../db/query-rows';
import type { TenantContext } from '../../tenancy/tenant-context';

/** Which company's month, and optionally one employee's part of it (staff see their own). */
export interface MonthScope {
  companyId: number;
  month: MonthBounds;
  employeeId: number | null;
}

function ofEmployee(scope: MonthScope, column: SQL): SQL {
  return scope.employeeId === null ? sql`` : sql`and ${column} = ${scope.employeeId}`;
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
    sql`company_id = ${scope.companyId} ${ofEmployee(scope, sql`employee_id`)}`,
    window.from,
    window.to,
  );
}

/**
 * The one read of APPROVED corrections requested in [from, to), of the rows `owned` selects:
 * the month's figures and the hours table (time/repository.ts) read them the same way.
 */
export async function approvedCorrectionsWhere(
  ctx: TenantContext,
  owned: SQL,
  from: Date,
  to: Date,
): Promise<CorrectionInput[]> {
  const rows = await queryRows<{
    correctionId: number;
    employeeId: number;
    requested: number;
    reviewed: number | null;
  }>(
    ctx.tx,
    sql`
      select id::float8 as "correctionId", employee_id::float8 as "employeeId",
        ${epochMs(sql`requested_time`)} as "requested", ${epochMs(sql`reviewed_at`)} as "reviewed"
      from corrections
      where tenant_id = ${ctx.tenantId} and ${owned}
        and status = 'APPROVED' and requested_time >= ${from} and requested_time < ${to}`,
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
  return queryRows<PaidEmployee>(
    ctx.tx,
    sql`
      select id::float8 as "employeeId", first_name as "firstName", last_name as "lastName",
        email, salary::float8 as "salary", hours_rating::float8 as "hoursRating"
      from employees
      where tenant_id = ${ctx.tenantId} and company_id = ${scope.companyId}
        ${ofEmployee(scope, sql`id`)}`,
  );
}

/** The company's late check-in penalty; the defaults (on, 15 minutes) without a saved row. */
export async function penaltySettings(
  ctx: TenantContext,
  companyId: number,
): Promise<PenaltySettings> {
  const [row] = await queryRows<PenaltySettings>(
    ctx.tx,
    sql`
      select apply_penalty as "applyPenalty", penalty_minutes as "penaltyMinutes"
      from company_settings
      where tenant_id = ${ctx.tenantId} and company_id = ${companyId}`,
  );
  return row ?? { ...DEFAULT_PENALTY };
}

/**
 * The month's registrations a kiosk tap marked for review and nobody has decided yet,
 * by clock-in. Few by nature, so read as rows.
 */
export function reviewRecords(ctx: TenantContext, scope: MonthScope): Promise<ReviewRecord[]> {
  return queryRows<ReviewRecord>(
    ctx.tx,
    sql`
      select t.id::float8 as "recordId", t.employee_id::float8 as "employeeId",
        e.first_name || ' ' || e.last_name as "name",
        ${isoUtc(sql`t.clock_in_time`)} as "clockInTime", ${isoUtc(sql`t.clock_out_time`)} as "clockOutTime",
        t.approval_status as "approvalStatus", t.review_note as "reviewNote"
      from time_records t
      join employees e on e.tenant_id = t.tenant_id and e.id = t.employee_id
      where t.tenant_id = ${ctx.tenantId} and t.company_id = ${scope.companyId}
        and t.clock_in_time >= ${scope.month.start} and t.clock_in_time < ${scope.month.end}
        and t.needs_review
        ${ofEmployee(scope, sql`t.employee_id`)}
      order by t.clock_in_time, t.id`,
  );
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
  return queryRows<ApprovedLeaveRow>(
    ctx.tx,
    sql`
      select employee_id::float8 as "employeeId", leave_type as "leaveType",
        start_date::text as "startDate", end_date::text as "endDate",
        start_minutes as "startMinutes", minutes
      from leave_requests
      where tenant_id = ${ctx.tenantId} and company_id = ${scope.companyId}
        and status = 'APPROVED' and start_date <= ${to}::date and end_date >= ${from}::date
        ${ofEmployee(scope, sql`employee_id`)}
      order by start_date, id`,
  );
}

export interface SickReportRow {
  employeeId: number;
  sickFrom: number;
  recoveredAt: number | null;
}

/** The sick reports that overlap the month; instants as epoch milliseconds. */
export function monthSickReports(ctx: TenantContext, scope: MonthScope): Promise<SickReportRow[]> {
  return queryRows<SickReportRow>(
    ctx.tx,
    sql`
      select employee_id::float8 as "employeeId", ${epochMs(sql`sick_from`)} as "sickFrom",
        ${epochMs(sql`recovered_at`)} as "recoveredAt"
      from sick_reports
      where tenant_id = ${ctx.tenantId} and company_id = ${scope.companyId}
        and sick_from < ${scope.month.end}
        and (recovered_at is null or recovered_at > ${scope.month.start})
        ${ofEmployee(scope, sql`employee_id`)}
      order by sick_from, id`,
  );
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
  const ids = sql.join(
    employeeIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return queryRows<EmployeeShift>(
    ctx.tx,
    sql`
      select employee_id::float8 as "employeeId", ${epochMs(sql`start_time`)} as "startMs",
        ${epochMs(sql`end_time`)} as "endMs"
      from schedules
      where tenant_id = ${ctx.tenantId} and company_id = ${scope.companyId}
        and employee_id in (${ids}) and ${definitiveShifts()}
        and start_time >= ${window.from} and start_time < ${window.to}
      order by start_time, id`,
  );
}
