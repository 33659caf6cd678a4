import type { TimeRecordItem } from '@klokwerk/contract/time';
import type { CorrectionInput, TimeRecordInput } from '@klokwerk/domain/time-records';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { epochMs, isoUtc } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
import {
  APPROVAL_STATUSES,
  type ApprovalStatus,
  companies,
  corrections,
  employees,
  TIME_RECORD_SOURCES,
  type TimeRecordSource,
  timeRecords,
} from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';
import { approvedCorrectionsWhere } from '../month-figures/index';

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
 * in a company that is not archived; null when there is none (docs/data-model.md#archived-employees: the kiosk key).
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

/**
 * The employee's Pending registration without a clock-out, if any (at most one: the index). An
 * open one a manager decided does not count: the kiosk leaves it alone.
 */
export async function openRecordOf(
  ctx: TenantContext,
  employeeId: number,
): Promise<OpenRecord | null> {
  const [row] = await ctx.tx
    .select({ recordId: timeRecords.id, clockIn: epochMs(timeRecords.clockInTime) })
    .from(timeRecords)
    .where(
      and(
        eq(timeRecords.tenantId, ctx.tenantId),
        eq(timeRecords.employeeId, employeeId),
        isNull(timeRecords.clockOutTime),
        eq(timeRecords.approvalStatus, 'Pending'),
      ),
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

/** An open registration as a tap sees it: whether a manager decided it already. */
export interface OpenForTap extends OpenRecord {
  approvalStatus: ApprovalStatus;
}

/** What a kiosk tap reads of the employee's registrations (kiosk-tap.ts decides with it). */
export interface TapState {
  /** The open Pending registration, or failing that the latest open decided one. */
  open: OpenForTap | null;
  /** The latest registered moment (a clock-in or a clock-out); null without any. */
  latest: Date | null;
}

/**
 * The employee's open registration and latest registered moment: a tap before that moment
 * arrived out of order.
 */
export async function tapStateOf(ctx: TenantContext, employeeId: number): Promise<TapState> {
  const ofEmployee = and(
    eq(timeRecords.tenantId, ctx.tenantId),
    eq(timeRecords.employeeId, employeeId),
  );
  const [row] = await ctx.tx
    .select({
      latest: epochMs(sql`max(greatest(${timeRecords.clockInTime}, ${timeRecords.clockOutTime}))`),
    })
    .from(timeRecords)
    .where(ofEmployee);
  const [open] = await ctx.tx
    .select({
      recordId: timeRecords.id,
      clockIn: epochMs(timeRecords.clockInTime),
      approvalStatus: timeRecords.approvalStatus,
    })
    .from(timeRecords)
    .where(and(ofEmployee, isNull(timeRecords.clockOutTime)))
    .orderBy(
      desc(sql`${timeRecords.approvalStatus} = 'Pending'`),
      desc(timeRecords.clockInTime),
      desc(timeRecords.id),
    )
    .limit(1);
  return {
    open: open
      ? {
          recordId: open.recordId,
          clockInTime: new Date(open.clockIn),
          approvalStatus: open.approvalStatus,
        }
      : null,
    latest: row?.latest == null ? null : new Date(row.latest),
  };
}

const filledInRow = z.object({ clockIn: z.number(), clockOut: z.number(), filled: z.boolean() });

/**
 * The employee's latest registration with hours (a clock-out after its clock-in: not a tap kept
 * for review, not a forgotten clock-out closed at its clock-in) when a manager filled in its
 * clock-out while it was open: an edit of its times from no clock-out (`time.record.update`), or
 * the clock-out of an approved correction stored on it (`time.record.corrected-clock-out`). The
 * audit trail is what records who set a clock-out; its entries are written in the change's own
 * transaction and never changed. Null when that registration's clock-out came from a tap.
 */
export async function filledInOf(
  ctx: TenantContext,
  employeeId: number,
): Promise<{ clockInTime: Date; clockOutTime: Date } | null> {
  // Raw: an exists over the audit trail's jsonb details, which Drizzle's builder cannot say.
  const [row] = await queryRows(
    ctx.tx,
    filledInRow,
    sql`
      select ${epochMs(sql`t.clock_in_time`)} as "clockIn",
        ${epochMs(sql`t.clock_out_time`)} as "clockOut",
        exists (
          select 1 from audit_log a
          where a.tenant_id = t.tenant_id and a.entity = 'time_record' and a.entity_id = t.id
            and (a.action = 'time.record.corrected-clock-out'
              or (a.action = 'time.record.update'
                and jsonb_typeof(a.details -> 'before' -> 'clockOutTime') = 'null'))
        ) as "filled"
      from time_records t
      where t.tenant_id = ${ctx.tenantId} and t.employee_id = ${employeeId}
        and t.clock_out_time > t.clock_in_time
      order by t.clock_in_time desc, t.id desc
      limit 1`,
  );
  return row?.filled
    ? { clockInTime: new Date(row.clockIn), clockOutTime: new Date(row.clockOut) }
    : null;
}

/** What the item query answers; `employee` is put together in Node. */
const itemRow = z.object({
  recordId: z.number(),
  companyId: z.number(),
  employeeId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  clockInTime: z.string(),
  clockOutTime: z.string().nullable(),
  approvalStatus: z.enum(APPROVAL_STATUSES),
  rejectionReason: z.string().nullable(),
  source: z.enum(TIME_RECORD_SOURCES),
  needsReview: z.boolean(),
  reviewNote: z.string().nullable(),
});
type ItemRow = z.output<typeof itemRow>;

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
  const rows = await queryRows(
    ctx.tx,
    itemRow,
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
  const [row] = await queryRows(
    ctx.tx,
    itemRow,
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

/**
 * Registrations as the approval needs them, by id, locked against a concurrent decision (in id
 * order, so that two calls over the same rows cannot deadlock). Ids the tenant does not have
 * are missing from the answer.
 */
export async function recordsForUpdate(
  ctx: TenantContext,
  recordIds: readonly number[],
): Promise<StoredRecord[]> {
  if (recordIds.length === 0) return [];
  const rows = await ctx.tx
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
    .where(and(eq(timeRecords.tenantId, ctx.tenantId), inArray(timeRecords.id, [...recordIds])))
    .orderBy(timeRecords.id)
    .for('update');
  return rows;
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
 * New times for a registration, which returns to Pending: the decision was about the old times.
 * The reviewer and the rejection go with that decision; a kiosk's review mark stays until the
 * next decision.
 */
export async function setTimes(
  ctx: TenantContext,
  recordId: number,
  times: { clockIn: Date; clockOut: Date },
): Promise<void> {
  await ctx.tx
    .update(timeRecords)
    .set({
      clockInTime: times.clockIn,
      clockOutTime: times.clockOut,
      approvalStatus: 'Pending',
      rejectionReason: null,
      reviewedBy: null,
      reviewedAt: null,
    })
    .where(and(eq(timeRecords.tenantId, ctx.tenantId), eq(timeRecords.id, recordId)));
}

/**
 * The employee's registrations (not rejected) that share time with [from, to), an open one
 * counting as lasting until now and beyond; `to` null for an open new one; `except` a
 * registration to leave out (the one being edited). The earliest first.
 */
export async function overlappingRecord(
  ctx: TenantContext,
  employeeId: number,
  from: Date,
  to: Date | null,
  except: number | null = null,
): Promise<{ clockIn: number; clockOut: number | null } | null> {
  const [row] = await ctx.tx
    .select({
      clockIn: epochMs(timeRecords.clockInTime),
      clockOut: epochMs(timeRecords.clockOutTime),
    })
    .from(timeRecords)
    .where(
      and(
        eq(timeRecords.tenantId, ctx.tenantId),
        eq(timeRecords.employeeId, employeeId),
        ne(timeRecords.approvalStatus, 'Rejected'),
        except === null ? undefined : ne(timeRecords.id, except),
        or(isNull(timeRecords.clockOutTime), gt(timeRecords.clockOutTime, from)),
        to ? lt(timeRecords.clockInTime, to) : undefined,
      ),
    )
    .orderBy(asc(timeRecords.clockInTime))
    .limit(1);
  return row ?? null;
}

/** Whose registrations or corrections: one employee's, or a whole company's. */
export type Owner = { employeeId: number } | { companyId: number };

/** The owner as a condition on the registrations or the corrections. */
function ownedBy(owner: Owner, table: typeof timeRecords | typeof corrections) {
  return 'employeeId' in owner
    ? eq(table.employeeId, owner.employeeId)
    : eq(table.companyId, owner.companyId);
}

/**
 * The registrations whose clock-in lies in [from, to), as the rules read them: for applying
 * corrections to the registrations around one (worked hours, the lists, approval).
 */
export async function recordInputs(
  ctx: TenantContext,
  owner: Owner,
  from: Date,
  to: Date,
): Promise<TimeRecordInput[]> {
  const rows = await ctx.tx
    .select({
      recordId: timeRecords.id,
      employeeId: timeRecords.employeeId,
      clockIn: epochMs(timeRecords.clockInTime),
      clockOut: epochMs(timeRecords.clockOutTime),
      approvalStatus: timeRecords.approvalStatus,
    })
    .from(timeRecords)
    .where(
      and(
        eq(timeRecords.tenantId, ctx.tenantId),
        ownedBy(owner, timeRecords),
        gte(timeRecords.clockInTime, from),
        lt(timeRecords.clockInTime, to),
      ),
    );
  return rows.map((row) => ({
    recordId: row.recordId,
    employeeId: row.employeeId,
    clockInTime: new Date(row.clockIn),
    clockOutTime: row.clockOut === null ? null : new Date(row.clockOut),
    approvalStatus: row.approvalStatus,
  }));
}

/** The APPROVED corrections whose requested time lies in [from, to). */
export function approvedCorrections(
  ctx: TenantContext,
  owner: Owner,
  from: Date,
  to: Date,
): Promise<CorrectionInput[]> {
  return approvedCorrectionsWhere(ctx, ownedBy(owner, corrections), from, to);
}
