import { type ClockAnswer, TIME_MESSAGES, type TimeRecordItem } from '@klokwerk/contract/time';
import type { CorrectionInput, TimeRecordInput } from '@klokwerk/domain/time-records';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { epochMs, isoUtc } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
import {
  type ApprovalStatus,
  companies,
  type TimeRecordSource,
  timeRecords,
} from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { keepAnswered, keptRequest } from '../../http/idempotency';
import type { TenantContext } from '../../tenancy/tenant-context';
import { readClockAnswer, storedClockAnswer } from './stored-clock-answer';

/** The time zone of a company of the tenant that is not archived; null when there is none. */
export async function companyTimeZone(
  ctx: TenantContext,
  companyId: number,
): Promise<string | null> {
  const [row] = await ctx.tx
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(
      and(
        eq(companies.tenantId, ctx.tenantId),
        eq(companies.id, companyId),
        isNull(companies.archivedAt),
      ),
    );
  return row?.timeZone ?? null;
}

/** An employee as the time calls need them: company and zone, names for answers. */
export interface EmployeeOfCompany {
  employeeId: number;
  companyId: number;
  firstName: string;
  email: string;
  timeZone: string;
}

const employeeColumns = sql`
  e.id::float8 as "employeeId", e.company_id::float8 as "companyId", e.first_name as "firstName",
  e.email, c.time_zone as "timeZone"`;

/**
 * The employee of the kiosk's company with this (stored form of a) phone number, not archived,
 * in a company that is not archived; null when there is none (docs/data-model.md#archived-employees: the kiosk key).
 */
export async function employeeByPhone(
  ctx: TenantContext,
  companyId: number,
  phoneNumber: string,
): Promise<EmployeeOfCompany | null> {
  const [row] = await queryRows<EmployeeOfCompany>(
    ctx.tx,
    sql`
      select ${employeeColumns}
      from employees e
      join companies c on c.tenant_id = e.tenant_id and c.id = e.company_id
      where e.tenant_id = ${ctx.tenantId} and e.company_id = ${companyId}
        and e.phone_number = ${phoneNumber} and e.archived_at is null and c.archived_at is null`,
  );
  return row ?? null;
}

/**
 * An employee of the tenant with their company's zone; archived ones only when asked (their
 * hours stay readable). Null when there is none, or the company is archived.
 */
export async function employeeById(
  ctx: TenantContext,
  employeeId: number,
  options: { archived: boolean },
): Promise<EmployeeOfCompany | null> {
  const [row] = await queryRows<EmployeeOfCompany>(
    ctx.tx,
    sql`
      select ${employeeColumns}
      from employees e
      join companies c on c.tenant_id = e.tenant_id and c.id = e.company_id
      where e.tenant_id = ${ctx.tenantId} and e.id = ${employeeId} and c.archived_at is null
        ${options.archived ? sql`` : sql`and e.archived_at is null`}`,
  );
  return row ?? null;
}

/**
 * Serialises everything that opens or closes an employee's registrations (kiosk taps, manual
 * entries) until the transaction ends, so two taps at once cannot both find "not clocked in".
 * The one-open-record index is the second wall.
 */
export async function lockClockOf(ctx: TenantContext, employeeId: number): Promise<void> {
  const key = `clock:${ctx.tenantId}:${employeeId}`;
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export interface OpenRecord {
  recordId: number;
  clockInTime: Date;
}

/** The employee's registration without a clock-out, if any (at most one: the index). */
export async function openRecordOf(
  ctx: TenantContext,
  employeeId: number,
): Promise<OpenRecord | null> {
  const [row] = await queryRows<{ recordId: number; clockIn: number }>(
    ctx.tx,
    sql`
      select id::float8 as "recordId", ${epochMs(sql`clock_in_time`)} as "clockIn"
      from time_records
      where tenant_id = ${ctx.tenantId} and employee_id = ${employeeId}
        and clock_out_time is null`,
  );
  return row ? { recordId: row.recordId, clockInTime: new Date(row.clockIn) } : null;
}

export interface NewRecord {
  employeeId: number;
  companyId: number;
  clockInTime: Date;
  clockOutTime: Date | null;
  source: TimeRecordSource;
  /** Why a kiosk tap marked it for review; none for an ordinary registration. */
  reviewNote?: string;
}

export async function insertRecord(ctx: TenantContext, values: NewRecord): Promise<number> {
  const { reviewNote, ...record } = values;
  const [row] = await ctx.tx
    .insert(timeRecords)
    .values({
      ...record,
      tenantId: ctx.tenantId,
      approvalStatus: 'Pending',
      createdBy: ctx.actor.userId,
      needsReview: reviewNote !== undefined,
      reviewNote: reviewNote ?? null,
    })
    .returning({ id: timeRecords.id });
  if (!row) throw new Error('time record insert returned no row');
  return row.id;
}

/** Sets the clock-out; `reviewNote` marks the registration for review and adds to its note. */
export async function closeRecord(
  ctx: TenantContext,
  recordId: number,
  clockOutTime: Date,
  reviewNote?: string,
): Promise<void> {
  const review =
    reviewNote === undefined
      ? {}
      : {
          needsReview: true,
          reviewNote: sql`concat_ws(' ', ${timeRecords.reviewNote}, ${reviewNote}::text)`,
        };
  await ctx.tx
    .update(timeRecords)
    .set({ clockOutTime, ...review })
    .where(and(eq(timeRecords.tenantId, ctx.tenantId), eq(timeRecords.id, recordId)));
}

/** What a kiosk tap reads of the employee's registrations (kiosk-tap.ts decides with it). */
export interface TapState {
  open: OpenRecord | null;
  /** The latest registered moment (a clock-in or a clock-out); null without any. */
  latest: Date | null;
}

/**
 * The employee's open registration and latest registered moment, in one pass over their
 * registrations: a tap before that moment arrived out of order.
 */
export async function tapStateOf(ctx: TenantContext, employeeId: number): Promise<TapState> {
  const [row] = await queryRows<{
    openId: number | null;
    openClockIn: number | null;
    latest: number | null;
  }>(
    ctx.tx,
    sql`
      select max(id) filter (where clock_out_time is null)::float8 as "openId",
        ${epochMs(sql`max(clock_in_time) filter (where clock_out_time is null)`)} as "openClockIn",
        ${epochMs(sql`max(greatest(clock_in_time, clock_out_time))`)} as "latest"
      from time_records
      where tenant_id = ${ctx.tenantId} and employee_id = ${employeeId}`,
  );
  return {
    open:
      row?.openId == null || row.openClockIn == null
        ? null
        : { recordId: row.openId, clockInTime: new Date(row.openClockIn) },
    latest: row?.latest == null ? null : new Date(row.latest),
  };
}

/** What the item query answers; `employee` is put together in Node. */
interface ItemRow extends Omit<TimeRecordItem, 'employee'> {
  employeeId: number;
  firstName: string;
  lastName: string;
  email: string;
}

function toItem(row: ItemRow): TimeRecordItem {
  return {
    recordId: row.recordId,
    companyId: row.companyId,
    employee: {
      employeeId: row.employeeId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
    },
    clockInTime: row.clockInTime,
    clockOutTime: row.clockOutTime,
    approvalStatus: row.approvalStatus,
    rejectionReason: row.rejectionReason,
    source: row.source,
    needsReview: row.needsReview,
    reviewNote: row.reviewNote,
  };
}

const itemColumns = sql`
  t.id::float8 as "recordId", t.company_id::float8 as "companyId",
  e.id::float8 as "employeeId", e.first_name as "firstName", e.last_name as "lastName", e.email,
  ${isoUtc(sql`t.clock_in_time`)} as "clockInTime", ${isoUtc(sql`t.clock_out_time`)} as "clockOutTime",
  t.approval_status as "approvalStatus", t.rejection_reason as "rejectionReason", t.source,
  t.needs_review as "needsReview", t.review_note as "reviewNote"`;

export interface RecordFilter {
  companyId?: number;
  employeeId?: number;
  /** Clock-in at or after. */
  from: Date | null;
  /** Clock-in before. */
  to: Date | null;
}

/** Registrations (archived employees' too) by clock-in, then id; one company's or one employee's. */
export async function listRecords(
  ctx: TenantContext,
  filter: RecordFilter,
): Promise<TimeRecordItem[]> {
  const rows = await queryRows<ItemRow>(
    ctx.tx,
    sql`
      select ${itemColumns}
      from time_records t
      join employees e on e.tenant_id = t.tenant_id and e.id = t.employee_id
      where t.tenant_id = ${ctx.tenantId}
        ${filter.companyId === undefined ? sql`` : sql`and t.company_id = ${filter.companyId}`}
        ${filter.employeeId === undefined ? sql`` : sql`and t.employee_id = ${filter.employeeId}`}
        ${filter.from ? sql`and t.clock_in_time >= ${filter.from}` : sql``}
        ${filter.to ? sql`and t.clock_in_time < ${filter.to}` : sql``}
      order by t.clock_in_time, t.id`,
  );
  return rows.map(toItem);
}

/** One registration as the list shows it; null when the tenant has none with this id. */
export async function recordItem(
  ctx: TenantContext,
  recordId: number,
): Promise<TimeRecordItem | null> {
  const [row] = await queryRows<ItemRow>(
    ctx.tx,
    sql`
      select ${itemColumns}
      from time_records t
      join employees e on e.tenant_id = t.tenant_id and e.id = t.employee_id
      where t.tenant_id = ${ctx.tenantId} and t.id = ${recordId}`,
  );
  return row ? toItem(row) : null;
}

export interface StoredRecord extends TimeRecordInput {
  companyId: number;
  rejectionReason: string | null;
  needsReview: boolean;
}

/** A registration as the approval needs it, locked against a concurrent decision. */
export async function recordForUpdate(
  ctx: TenantContext,
  recordId: number,
): Promise<StoredRecord | null> {
  const [row] = await queryRows<{
    recordId: number;
    employeeId: number;
    companyId: number;
    clockIn: number;
    clockOut: number | null;
    approvalStatus: ApprovalStatus;
    rejectionReason: string | null;
    needsReview: boolean;
  }>(
    ctx.tx,
    sql`
      select id::float8 as "recordId", employee_id::float8 as "employeeId",
        company_id::float8 as "companyId", ${epochMs(sql`clock_in_time`)} as "clockIn",
        ${epochMs(sql`clock_out_time`)} as "clockOut", approval_status as "approvalStatus",
        rejection_reason as "rejectionReason", needs_review as "needsReview"
      from time_records
      where tenant_id = ${ctx.tenantId} and id = ${recordId}
      for update`,
  );
  if (!row) return null;
  return {
    recordId: row.recordId,
    employeeId: row.employeeId,
    companyId: row.companyId,
    clockInTime: new Date(row.clockIn),
    clockOutTime: row.clockOut === null ? null : new Date(row.clockOut),
    approvalStatus: row.approvalStatus,
    rejectionReason: row.rejectionReason,
    needsReview: row.needsReview,
  };
}

export async function setApproval(
  ctx: TenantContext,
  recordId: number,
  decision: { approvalStatus: ApprovalStatus; rejectionReason: string | null; at: Date },
): Promise<void> {
  await ctx.tx
    .update(timeRecords)
    .set({
      approvalStatus: decision.approvalStatus,
      rejectionReason: decision.rejectionReason,
      reviewedBy: ctx.actor.userId,
      reviewedAt: decision.at,
      // A decision is the review a kiosk tap asked for; the note stays as history.
      needsReview: false,
    })
    .where(and(eq(timeRecords.tenantId, ctx.tenantId), eq(timeRecords.id, recordId)));
}

/**
 * The employee's registrations (not rejected) that share time with [from, to), an open one
 * counting as lasting until now and beyond; `to` null for an open new one. The earliest first.
 */
export async function overlappingRecord(
  ctx: TenantContext,
  employeeId: number,
  from: Date,
  to: Date | null,
): Promise<{ clockIn: number; clockOut: number | null } | null> {
  const [row] = await queryRows<{ clockIn: number; clockOut: number | null }>(
    ctx.tx,
    sql`
      select ${epochMs(sql`clock_in_time`)} as "clockIn", ${epochMs(sql`clock_out_time`)} as "clockOut"
      from time_records
      where tenant_id = ${ctx.tenantId} and employee_id = ${employeeId}
        and approval_status <> 'Rejected'
        and (clock_out_time is null or clock_out_time > ${from})
        ${to ? sql`and clock_in_time < ${to}` : sql``}
      order by clock_in_time
      limit 1`,
  );
  return row ?? null;
}

/**
 * The employee's registrations whose clock-in lies in [from, to), as the rules read them: for
 * applying corrections to the registrations around one (worked hours, approval).
 */
export async function recordInputs(
  ctx: TenantContext,
  employeeId: number,
  from: Date,
  to: Date,
): Promise<TimeRecordInput[]> {
  const rows = await queryRows<{
    recordId: number;
    employeeId: number;
    clockIn: number;
    clockOut: number | null;
    approvalStatus: ApprovalStatus;
  }>(
    ctx.tx,
    sql`
      select id::float8 as "recordId", employee_id::float8 as "employeeId",
        ${epochMs(sql`clock_in_time`)} as "clockIn", ${epochMs(sql`clock_out_time`)} as "clockOut",
        approval_status as "approvalStatus"
      from time_records
      where tenant_id = ${ctx.tenantId} and employee_id = ${employeeId}
        and clock_in_time >= ${from} and clock_in_time < ${to}`,
  );
  return rows.map((row) => ({
    recordId: row.recordId,
    employeeId: row.employeeId,
    clockInTime: new Date(row.clockIn),
    clockOutTime: row.clockOut === null ? null : new Date(row.clockOut),
    approvalStatus: row.approvalStatus,
  }));
}

/** The employee's APPROVED corrections whose requested time lies in [from, to). */
export async function approvedCorrections(
  ctx: TenantContext,
  employeeId: number,
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
      where tenant_id = ${ctx.tenantId} and employee_id = ${employeeId}
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

/** A kiosk tap kept with its idempotency key: who sent it, what it was, what it was answered. */
export interface StoredClockRequest {
  userId: number;
  fingerprint: string;
  answer: ClockAnswer;
}

/** Where the kiosk's keys are kept among every call's (http/idempotency.ts). */
const CLOCK_OPERATION = 'POST /api/time/clock';

/** The tap of this tenant with this key, if any; a key another call used is a 409. */
export async function clockRequest(
  ctx: TenantContext,
  idempotencyKey: string,
): Promise<StoredClockRequest | null> {
  // Expired keys are removed when the next one is kept, as before they joined the others.
  const kept = await keptRequest(ctx, idempotencyKey, null);
  if (!kept) return null;
  // Another call's key holds no tap: the same refusal as another kiosk's key.
  if (kept.operation !== CLOCK_OPERATION || kept.userId === null) {
    throw new AppError('CONFLICT', TIME_MESSAGES.idempotencyKeyReused, 'idempotencyKey');
  }
  return { userId: kept.userId, fingerprint: kept.fingerprint, answer: readClockAnswer(kept.body) };
}

/**
 * Serialises the taps that carry the same key until the transaction ends: a resent tap waits
 * for the first to commit and then finds its answer.
 */
export async function lockClockRequest(ctx: TenantContext, idempotencyKey: string): Promise<void> {
  const key = `clock-key:${ctx.tenantId}:${idempotencyKey}`;
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Keeps a keyed tap's answer at `now` until `now` plus the retention. */
export async function saveClockRequest(
  ctx: TenantContext,
  values: { idempotencyKey: string; fingerprint: string; answer: ClockAnswer },
  now: Date,
  keepSince: Date,
): Promise<void> {
  await keepAnswered(
    ctx,
    {
      key: values.idempotencyKey,
      operation: CLOCK_OPERATION,
      userId: ctx.actor.userId,
      fingerprint: values.fingerprint,
    },
    { status: 200, body: storedClockAnswer(values.answer) },
    now,
    now.getTime() - keepSince.getTime(),
  );
}
