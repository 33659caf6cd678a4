import { type ClockAnswer, TIME_MESSAGES, type TimeRecordItem } from '@klokwerk/contract/time';
import type { CorrectionInput, TimeRecordInput } from '@klokwerk/domain/time-records';
import { and, asc, eq, gt, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { epochMs, isoUtc } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
import {
  type ApprovalStatus,
  companies,
  corrections,
  employees,
  type TimeRecordSource,
  timeRecords,
} from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { keepAnswered, keptRequest } from '../../http/idempotency';
import type { TenantContext } from '../../tenancy/tenant-context';
import { readClockAnswer, storedClockAnswer } from './stored-clock-answer';

/** An employee as the time calls need them: company and zone, names for answers. */
export interface EmployeeOfCompany {
  employeeId: number;
  companyId: number;
  firstName: string;
  email: string;
  timeZone: string;
}

const employeeColumns = {
  employeeId: employees.id,
  companyId: employees.companyId,
  firstName: employees.firstName,
  email: employees.email,
  timeZone: companies.timeZone,
};

/** An employee of the tenant joined to their company, which must not be archived. */
function employeesOfOpenCompanies(ctx: TenantContext) {
  return ctx.tx
    .select(employeeColumns)
    .from(employees)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, employees.tenantId), eq(companies.id, employees.companyId)),
    );
}

/**
 * The employee of the kiosk's company with this (stored form of a) phone number, not archived,
 * in a company that is not archived; null when there is none (DESIGN §3: the kiosk key).
 */
export async function employeeByPhone(
  ctx: TenantContext,
  companyId: number,
  phoneNumber: string,
): Promise<EmployeeOfCompany | null> {
  const [row] = await employeesOfOpenCompanies(ctx).where(
    and(
      eq(employees.tenantId, ctx.tenantId),
      eq(employees.companyId, companyId),
      eq(employees.phoneNumber, phoneNumber),
      isNull(employees.archivedAt),
      isNull(companies.archivedAt),
    ),
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
  const [row] = await employeesOfOpenCompanies(ctx).where(
    and(
      eq(employees.tenantId, ctx.tenantId),
      eq(employees.id, employeeId),
      isNull(companies.archivedAt),
      options.archived ? undefined : isNull(employees.archivedAt),
    ),
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
  const [row] = await ctx.tx
    .select({ recordId: timeRecords.id, clockInTime: timeRecords.clockInTime })
    .from(timeRecords)
    .where(
      and(
        eq(timeRecords.tenantId, ctx.tenantId),
        eq(timeRecords.employeeId, employeeId),
        isNull(timeRecords.clockOutTime),
      ),
    );
  return row ?? null;
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
  // Raw: aggregates with FILTER, which the builder has no words for.
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
  // Raw: a list answer, in its names with SQL writing the dates (docs/decisions/009).
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
  // Raw: the list's own columns (itemColumns), so one row answers as the list does.
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
  const [row] = await ctx.tx
    .select({
      recordId: timeRecords.id,
      employeeId: timeRecords.employeeId,
      companyId: timeRecords.companyId,
      clockInTime: timeRecords.clockInTime,
      clockOutTime: timeRecords.clockOutTime,
      approvalStatus: timeRecords.approvalStatus,
      rejectionReason: timeRecords.rejectionReason,
      needsReview: timeRecords.needsReview,
    })
    .from(timeRecords)
    .where(and(eq(timeRecords.tenantId, ctx.tenantId), eq(timeRecords.id, recordId)))
    .for('update');
  return row ?? null;
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
  const [row] = await ctx.tx
    .select({ clockIn: timeRecords.clockInTime, clockOut: timeRecords.clockOutTime })
    .from(timeRecords)
    .where(
      and(
        eq(timeRecords.tenantId, ctx.tenantId),
        eq(timeRecords.employeeId, employeeId),
        ne(timeRecords.approvalStatus, 'Rejected'),
        or(isNull(timeRecords.clockOutTime), gt(timeRecords.clockOutTime, from)),
        to ? lt(timeRecords.clockInTime, to) : undefined,
      ),
    )
    .orderBy(asc(timeRecords.clockInTime))
    .limit(1);
  return row ? { clockIn: row.clockIn.getTime(), clockOut: row.clockOut?.getTime() ?? null } : null;
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
  return ctx.tx
    .select({
      recordId: timeRecords.id,
      employeeId: timeRecords.employeeId,
      clockInTime: timeRecords.clockInTime,
      clockOutTime: timeRecords.clockOutTime,
      approvalStatus: timeRecords.approvalStatus,
    })
    .from(timeRecords)
    .where(
      and(
        eq(timeRecords.tenantId, ctx.tenantId),
        eq(timeRecords.employeeId, employeeId),
        gte(timeRecords.clockInTime, from),
        lt(timeRecords.clockInTime, to),
      ),
    );
}

/** The employee's APPROVED corrections whose requested time lies in [from, to). */
export async function approvedCorrections(
  ctx: TenantContext,
  employeeId: number,
  from: Date,
  to: Date,
): Promise<CorrectionInput[]> {
  const rows = await ctx.tx
    .select({
      correctionId: corrections.id,
      employeeId: corrections.employeeId,
      requestedTime: corrections.requestedTime,
      reviewedAt: corrections.reviewedAt,
    })
    .from(corrections)
    .where(
      and(
        eq(corrections.tenantId, ctx.tenantId),
        eq(corrections.employeeId, employeeId),
        eq(corrections.status, 'APPROVED'),
        gte(corrections.requestedTime, from),
        lt(corrections.requestedTime, to),
      ),
    );
  return rows.map((row) => ({ ...row, status: 'APPROVED' }));
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
