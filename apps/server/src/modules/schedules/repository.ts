import { MAX_SHIFT_HOURS, type ScheduleItem } from '@klokwerk/contract/schedules';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { epochMs, isoUtc } from '../../db/instant-sql';
import { idField, instantAt, instantField, int8At, packedRows } from '../../db/packed-rows';
import { queryRows } from '../../db/query-rows';
import { schedules } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';

/** A row as the item query answers it: the answer's names and types, `employee` still flat. */
interface ItemRow {
  scheduleId: number;
  companyId: number;
  employeeId: number;
  firstName: string;
  lastName: string;
  email: string;
  jobTitleId: number | null;
  jobTitleName: string | null;
  categoryId: number | null;
  startTime: string;
  endTime: string;
}

/**
 * The answer as one object literal per row: the compiled serializer reads those far faster than
 * the drivers' row objects (docs/decisions/009), and the nested employee is built here anyway.
 */
function toItem(row: ItemRow): ScheduleItem {
  return {
    scheduleId: row.scheduleId,
    employee: {
      employeeId: row.employeeId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      jobTitle:
        row.jobTitleId === null || row.jobTitleName === null
          ? null
          : { id: row.jobTitleId, name: row.jobTitleName },
      categoryId: row.categoryId,
    },
    employeeEmail: row.email,
    companyId: row.companyId,
    startTime: row.startTime,
    endTime: row.endTime,
  };
}

/** Only the answer's columns, with SQL doing the type work (ids as float8, times as ISO text). */
const itemColumns = sql`
  s.id::float8 as "scheduleId", s.company_id::float8 as "companyId",
  e.id::float8 as "employeeId", e.first_name as "firstName", e.last_name as "lastName", e.email,
  j.id::float8 as "jobTitleId", j.name as "jobTitleName", j.category_id::float8 as "categoryId",
  ${isoUtc(sql`s.start_time`)} as "startTime", ${isoUtc(sql`s.end_time`)} as "endTime"`;

const itemSource = sql`
  from schedules s
  join employees e
    on e.tenant_id = s.tenant_id and e.id = s.employee_id and e.archived_at is null
  left join job_titles j on j.tenant_id = e.tenant_id and j.id = e.job_title_id`;

export interface Period {
  /** Shifts that end after this instant; null for no lower bound. */
  from: Date | null;
  /** Shifts that start before this instant; null for no upper bound. */
  to: Date | null;
}

/**
 * The shifts that overlap a period as an index range on (tenant, company, start_time): a shift
 * lasts at most MAX_SHIFT_HOURS, so one that ends after `from` starts after `from` minus that.
 */
function overlapping(period: Period): SQL {
  const parts: SQL[] = [];
  if (period.from) {
    const earliestStart = new Date(period.from.getTime() - MAX_SHIFT_HOURS * 3_600_000);
    parts.push(sql`and s.start_time > ${earliestStart} and s.end_time > ${period.from}`);
  }
  if (period.to) parts.push(sql`and s.start_time < ${period.to}`);
  return sql.join(parts, sql` `);
}

/** A company's shifts of employees that are not archived, by start time (then id). */
export async function listSchedules(
  ctx: TenantContext,
  companyId: number,
  period: Period,
): Promise<ScheduleItem[]> {
  const rows = await queryRows<ItemRow>(
    ctx.tx,
    sql`
      select ${itemColumns}
      ${itemSource}
      where s.tenant_id = ${ctx.tenantId} and s.company_id = ${companyId} ${overlapping(period)}
      order by s.start_time, s.id`,
  );
  return rows.map(toItem);
}

function idList(ids: readonly number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}

/** Shifts by id, in the order of `ids`. */
export async function scheduleItems(
  ctx: TenantContext,
  ids: readonly number[],
): Promise<ScheduleItem[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<ItemRow>(
    ctx.tx,
    sql`
      select ${itemColumns}
      ${itemSource}
      where s.tenant_id = ${ctx.tenantId}
        and s.id in (${idList(ids)})`,
  );
  const byId = new Map(rows.map((row) => [row.scheduleId, toItem(row)]));
  return ids.map((id) => {
    const item = byId.get(id);
    if (!item) throw new Error(`shift ${id} vanished within its transaction`);
    return item;
  });
}

export interface RosterEmployee {
  employeeId: number;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The employees of a company that are not archived with one of these addresses (compared as
 * the unique index does, case-insensitively), by lower-cased address.
 */
export async function employeesByEmail(
  ctx: TenantContext,
  companyId: number,
  emails: readonly string[],
): Promise<Map<string, RosterEmployee>> {
  const lower = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (lower.length === 0) return new Map();
  const rows = await queryRows<RosterEmployee>(
    ctx.tx,
    sql`
      select e.id::float8 as "employeeId", e.email, e.first_name as "firstName",
             e.last_name as "lastName"
      from employees e
      where e.tenant_id = ${ctx.tenantId} and e.company_id = ${companyId}
        and e.archived_at is null
        and lower(e.email) in (${sql.join(
          lower.map((email) => sql`${email}`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((row) => [row.email.toLowerCase(), row]));
}

export interface NewShift {
  employeeId: number;
  startTime: Date;
  endTime: Date;
}

/** A shift's place in the unique key: the same employee, start and end is the same shift. */
function shiftKey(employeeId: number, startMs: number, endMs: number): string {
  return `${employeeId}|${startMs}|${endMs}`;
}

/** The ids of the shifts, in the order given, and which of them were there already. */
export interface InsertedShifts {
  ids: number[];
  existing: Set<number>;
}

/**
 * Inserts the shifts in one statement and answers their ids in the same order. A shift that is
 * already planned (the same employee, start and end: the unique key schedules_shift_key) is not
 * planned again; its id is answered and marked as existing. A concurrent insert of the same
 * shift waits on the key until the other transaction ends, so each shift exists once.
 */
export async function insertSchedules(
  ctx: TenantContext,
  companyId: number,
  shifts: readonly NewShift[],
): Promise<InsertedShifts> {
  const keyOf = (shift: NewShift) =>
    shiftKey(shift.employeeId, shift.startTime.getTime(), shift.endTime.getTime());
  const distinct = [...new Map(shifts.map((shift) => [keyOf(shift), shift])).values()];
  const inserted = await ctx.tx
    .insert(schedules)
    .values(
      distinct.map((shift) => ({
        tenantId: ctx.tenantId,
        companyId,
        employeeId: shift.employeeId,
        startTime: shift.startTime,
        endTime: shift.endTime,
        createdBy: ctx.actor.userId,
      })),
    )
    .onConflictDoNothing({
      target: [schedules.tenantId, schedules.employeeId, schedules.startTime, schedules.endTime],
    })
    .returning({
      id: schedules.id,
      employeeId: schedules.employeeId,
      startTime: schedules.startTime,
      endTime: schedules.endTime,
    });
  const ids = new Map(
    inserted.map((row) => [
      shiftKey(row.employeeId, row.startTime.getTime(), row.endTime.getTime()),
      row.id,
    ]),
  );
  const missing = distinct.filter((shift) => !ids.has(keyOf(shift)));
  const existing = new Set<number>();
  if (missing.length > 0) {
    const rows = await queryRows<{
      id: number;
      employeeId: number;
      startMs: number;
      endMs: number;
    }>(
      ctx.tx,
      sql`
        select id::float8 as id, employee_id::float8 as "employeeId",
               ${epochMs(sql`start_time`)} as "startMs", ${epochMs(sql`end_time`)} as "endMs"
        from schedules
        where tenant_id = ${ctx.tenantId} and (employee_id, start_time, end_time) in (${sql.join(
          missing.map(
            (shift) =>
              sql`(${shift.employeeId}::bigint, ${shift.startTime}::timestamptz, ${shift.endTime}::timestamptz)`,
          ),
          sql`, `,
        )})`,
    );
    for (const row of rows) {
      ids.set(shiftKey(row.employeeId, row.startMs, row.endMs), row.id);
      existing.add(row.id);
    }
  }
  return {
    ids: shifts.map((shift) => {
      const id = ids.get(keyOf(shift));
      if (id === undefined) throw new Error('a planned shift went missing');
      return id;
    }),
    existing,
  };
}

/** What a warning names: the shift it is about, and the other time with its bounds. */
export interface Clash {
  scheduleId: number;
  startMs: number;
  endMs: number;
}

/** For each of these shifts, the other shifts of the same employee that overlap it. */
export async function overlappingShifts(
  ctx: TenantContext,
  ids: readonly number[],
): Promise<Clash[]> {
  if (ids.length === 0) return [];
  return queryRows<Clash>(
    ctx.tx,
    sql`
      select s.id::float8 as "scheduleId",
             ${epochMs(sql`o.start_time`)} as "startMs", ${epochMs(sql`o.end_time`)} as "endMs"
      from schedules s
      join schedules o
        on o.tenant_id = s.tenant_id and o.employee_id = s.employee_id and o.id <> s.id
       and o.start_time < s.end_time and o.end_time > s.start_time
      where s.tenant_id = ${ctx.tenantId} and s.id in (${idList(ids)})
      order by o.start_time, o.id`,
  );
}

/** For each of these shifts, the times its employee marked unavailable that overlap it. */
export async function unavailableTimes(
  ctx: TenantContext,
  ids: readonly number[],
): Promise<Clash[]> {
  if (ids.length === 0) return [];
  return queryRows<Clash>(
    ctx.tx,
    sql`
      select s.id::float8 as "scheduleId",
             ${epochMs(sql`a.start_time`)} as "startMs", ${epochMs(sql`a.end_time`)} as "endMs"
      from schedules s
      join availability a
        on a.tenant_id = s.tenant_id and a.employee_id = s.employee_id and not a.available
       and a.start_time < s.end_time and a.end_time > s.start_time
      where s.tenant_id = ${ctx.tenantId} and s.id in (${idList(ids)})
      order by a.start_time, a.id`,
  );
}

export interface StoredShift {
  scheduleId: number;
  companyId: number;
  employeeId: number;
  startTime: Date;
  endTime: Date;
}

/** A shift of the tenant, whatever its employee's state; null when there is none. */
export async function findSchedule(
  ctx: TenantContext,
  scheduleId: number,
): Promise<StoredShift | null> {
  const [row] = await ctx.tx
    .select({
      scheduleId: schedules.id,
      companyId: schedules.companyId,
      employeeId: schedules.employeeId,
      startTime: schedules.startTime,
      endTime: schedules.endTime,
    })
    .from(schedules)
    .where(and(eq(schedules.tenantId, ctx.tenantId), eq(schedules.id, scheduleId)));
  return row ?? null;
}

export async function deleteSchedule(ctx: TenantContext, scheduleId: number): Promise<void> {
  await ctx.tx
    .delete(schedules)
    .where(and(eq(schedules.tenantId, ctx.tenantId), eq(schedules.id, scheduleId)));
}

/** A shift as the labour-law checks read it. */
export interface CheckedShiftRow {
  id: number;
  employeeId: number;
  startMs: number;
  endMs: number;
}

/** id, employee_id, start_time, end_time. */
const CHECKED_SHIFT_BYTES = 8 + 8 + 8 + 8;

/**
 * The shifts of a company's employees that are not archived overlapping [from, to), packed
 * (db/packed-rows): 16 weeks of a large company's roster are some 13,000 rows, which PGlite
 * answered row by row in two thirds of the compliance check's time (bench/RESULTS.md).
 */
export async function shiftsForChecks(
  ctx: TenantContext,
  companyId: number,
  from: Date,
  to: Date,
): Promise<CheckedShiftRow[]> {
  const view = await packedRows(
    ctx,
    [
      idField(sql`s.id`),
      idField(sql`s.employee_id`),
      instantField(sql`s.start_time`),
      instantField(sql`s.end_time`),
    ],
    sql`
      from schedules s
      join employees e
        on e.tenant_id = s.tenant_id and e.id = s.employee_id and e.archived_at is null
      where s.tenant_id = ${ctx.tenantId} and s.company_id = ${companyId}
        and s.start_time < ${to.toISOString()}
        and s.start_time >= ${new Date(from.getTime() - MAX_SHIFT_HOURS * 3_600_000).toISOString()}
        and s.end_time > ${from.toISOString()}`,
  );
  const rows: CheckedShiftRow[] = new Array(view.byteLength / CHECKED_SHIFT_BYTES);
  for (let r = 0, at = 0; at < view.byteLength; r++, at += CHECKED_SHIFT_BYTES) {
    rows[r] = {
      id: int8At(view, at),
      employeeId: int8At(view, at + 8),
      startMs: instantAt(view, at + 16),
      endMs: instantAt(view, at + 24),
    };
  }
  return rows;
}

export interface CheckedEmployeeRow {
  employeeId: number;
  name: string;
  dateOfBirth: string | null;
}

/** Name and date of birth of a company's employees that are not archived. */
export async function employeesForChecks(
  ctx: TenantContext,
  companyId: number,
): Promise<CheckedEmployeeRow[]> {
  return queryRows<CheckedEmployeeRow>(
    ctx.tx,
    sql`
      select e.id::float8 as "employeeId", e.first_name || ' ' || e.last_name as "name",
             to_char(e.date_of_birth, 'YYYY-MM-DD') as "dateOfBirth"
      from employees e
      where e.tenant_id = ${ctx.tenantId} and e.company_id = ${companyId} and e.archived_at is null`,
  );
}
