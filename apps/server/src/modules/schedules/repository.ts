import {
  MAX_SHIFT_HOURS,
  type ScheduleItem,
  SHIFT_STATUSES,
  type ShiftStatus,
} from '@klokwerk/contract/schedules';
import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { definitiveShifts } from '../../db/definitive-shifts';
import { epochMs, isoUtc } from '../../db/instant-sql';
import { idField, instantAt, instantField, int8At, packedRows } from '../../db/packed-rows';
import { queryRows } from '../../db/query-rows';
import { availability, companies, employees, schedules, users } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';

/** A row as the item query answers it: the answer's names and types, `employee` still flat. */
const itemRow = z.object({
  scheduleId: z.number(),
  status: z.enum(SHIFT_STATUSES),
  companyId: z.number(),
  employeeId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  jobTitleId: z.number().nullable(),
  jobTitleName: z.string().nullable(),
  categoryId: z.number().nullable(),
  startTime: z.string(),
  endTime: z.string(),
});
type ItemRow = z.output<typeof itemRow>;

/**
 * The answer as one object literal per row: the compiled serializer reads those far faster than
 * the drivers' row objects (docs/decisions/009), and the nested employee is built here anyway.
 */
function toItem(row: ItemRow): ScheduleItem {
  return {
    scheduleId: row.scheduleId,
    status: row.status,
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
  s.id::float8 as "scheduleId", s.status, s.company_id::float8 as "companyId",
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

/**
 * A company's shifts of employees that are not archived, by start time (then id): with the
 * concepts for the planners' roster, the definitive ones alone for everyone else.
 */
export async function listSchedules(
  ctx: TenantContext,
  companyId: number,
  period: Period,
  withConcepts: boolean,
): Promise<ScheduleItem[]> {
  // Raw: a list answer, in its names with SQL writing the dates (docs/decisions/009).
  const rows = await queryRows(
    ctx.tx,
    itemRow,
    sql`
      select ${itemColumns}
      ${itemSource}
      where s.tenant_id = ${ctx.tenantId} and s.company_id = ${companyId} ${overlapping(period)}
        ${withConcepts ? sql`` : sql`and ${definitiveShifts(sql`s.status`)}`}
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
  // Raw: the list's own columns (itemColumns), so these rows answer as the list does.
  const rows = await queryRows(
    ctx.tx,
    itemRow,
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
  const rows = await ctx.tx
    .select({
      employeeId: employees.id,
      email: employees.email,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(employees)
    .where(
      and(
        eq(employees.tenantId, ctx.tenantId),
        eq(employees.companyId, companyId),
        isNull(employees.archivedAt),
        inArray(sql`lower(${employees.email})`, lower),
      ),
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
  status: ShiftStatus,
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
        status,
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
    // Raw: a row-value IN over (employee, start, end), which the builder has no words for.
    const rows = await queryRows(
      ctx.tx,
      z.object({ id: z.number(), employeeId: z.number(), startMs: z.number(), endMs: z.number() }),
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

function clashOf(row: { scheduleId: number; start: Date; end: Date }): Clash {
  return { scheduleId: row.scheduleId, startMs: row.start.getTime(), endMs: row.end.getTime() };
}

/** For each of these shifts, the other shifts of the same employee that overlap it. */
export async function overlappingShifts(
  ctx: TenantContext,
  ids: readonly number[],
): Promise<Clash[]> {
  if (ids.length === 0) return [];
  const other = alias(schedules, 'o');
  const rows = await ctx.tx
    .select({ scheduleId: schedules.id, start: other.startTime, end: other.endTime })
    .from(schedules)
    .innerJoin(
      other,
      and(
        eq(other.tenantId, schedules.tenantId),
        eq(other.employeeId, schedules.employeeId),
        ne(other.id, schedules.id),
        lt(other.startTime, schedules.endTime),
        gt(other.endTime, schedules.startTime),
      ),
    )
    .where(and(eq(schedules.tenantId, ctx.tenantId), inArray(schedules.id, [...ids])))
    .orderBy(asc(other.startTime), asc(other.id));
  return rows.map(clashOf);
}

/** For each of these shifts, the times its employee marked unavailable that overlap it. */
export async function unavailableTimes(
  ctx: TenantContext,
  ids: readonly number[],
): Promise<Clash[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.tx
    .select({ scheduleId: schedules.id, start: availability.startTime, end: availability.endTime })
    .from(schedules)
    .innerJoin(
      availability,
      and(
        eq(availability.tenantId, schedules.tenantId),
        eq(availability.employeeId, schedules.employeeId),
        eq(availability.available, false),
        lt(availability.startTime, schedules.endTime),
        gt(availability.endTime, schedules.startTime),
      ),
    )
    .where(and(eq(schedules.tenantId, ctx.tenantId), inArray(schedules.id, [...ids])))
    .orderBy(asc(availability.startTime), asc(availability.id));
  return rows.map(clashOf);
}

export interface StoredShift {
  scheduleId: number;
  status: ShiftStatus;
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
      status: schedules.status,
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

/**
 * Moves a shift to another employee or time; false when that shift exists already (the unique
 * key schedules_shift_key), and then nothing changed.
 */
export async function moveSchedule(
  ctx: TenantContext,
  scheduleId: number,
  shift: NewShift,
): Promise<boolean> {
  const [clash] = await ctx.tx
    .select({ id: schedules.id })
    .from(schedules)
    .where(
      and(
        eq(schedules.tenantId, ctx.tenantId),
        eq(schedules.employeeId, shift.employeeId),
        eq(schedules.startTime, shift.startTime),
        eq(schedules.endTime, shift.endTime),
        ne(schedules.id, scheduleId),
      ),
    )
    .for('update');
  if (clash) return false;
  await ctx.tx
    .update(schedules)
    .set({ employeeId: shift.employeeId, startTime: shift.startTime, endTime: shift.endTime })
    .where(and(eq(schedules.tenantId, ctx.tenantId), eq(schedules.id, scheduleId)));
  return true;
}

/**
 * Makes every concept of a company that starts in [from, to) definitive, in one statement: all
 * or none. A concurrent publish of the same week waits on the rows and then finds them
 * definitive, so it changes nothing. Answers the ids, by start time.
 */
export async function publishConcepts(
  ctx: TenantContext,
  companyId: number,
  from: Date,
  to: Date,
): Promise<number[]> {
  const current = ctx.tx
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.tenantId, ctx.tenantId), isNull(employees.archivedAt)));
  const rows = await ctx.tx
    .update(schedules)
    .set({ status: 'DEFINITIVE' })
    .where(
      and(
        eq(schedules.tenantId, ctx.tenantId),
        eq(schedules.companyId, companyId),
        eq(schedules.status, 'CONCEPT'),
        gte(schedules.startTime, from),
        lt(schedules.startTime, to),
        inArray(schedules.employeeId, current),
      ),
    )
    .returning({ id: schedules.id, startMs: epochMs(schedules.startTime) });
  return rows.sort((a, b) => a.startMs - b.startMs || a.id - b.id).map((row) => row.id);
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
    ctx.tx,
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
  return ctx.tx
    .select({
      employeeId: employees.id,
      name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
      dateOfBirth: employees.dateOfBirth,
    })
    .from(employees)
    .where(
      and(
        eq(employees.tenantId, ctx.tenantId),
        eq(employees.companyId, companyId),
        isNull(employees.archivedAt),
      ),
    );
}

export interface ShiftMailRecipient {
  employeeId: number;
  email: string;
  firstName: string;
  /** The linked account's choice; an employee without an account gets the mails. */
  wantsMail: boolean;
}

/** The employees (not archived) a roster mail goes to, by id. */
export async function shiftMailRecipients(
  ctx: TenantContext,
  employeeIds: readonly number[],
): Promise<Map<number, ShiftMailRecipient>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await ctx.tx
    .select({
      employeeId: employees.id,
      email: employees.email,
      firstName: employees.firstName,
      wantsMail: sql<boolean>`coalesce(${users.shiftMails}, true)`,
    })
    .from(employees)
    .leftJoin(
      users,
      and(eq(users.tenantId, employees.tenantId), eq(users.employeeId, employees.id)),
    )
    .where(
      and(
        eq(employees.tenantId, ctx.tenantId),
        isNull(employees.archivedAt),
        inArray(employees.id, [...new Set(employeeIds)]),
      ),
    );
  return new Map(rows.map((row) => [row.employeeId, row]));
}

/** The company's name, for the mails. */
export async function companyName(ctx: TenantContext, companyId: number): Promise<string> {
  const [row] = await ctx.tx
    .select({ name: companies.companyName })
    .from(companies)
    .where(and(eq(companies.tenantId, ctx.tenantId), eq(companies.id, companyId)));
  return row?.name ?? '';
}

/** A shift to copy, with what decides whether its employee can still work it. */
export interface SourceShift {
  employeeId: number;
  name: string;
  archived: boolean;
  /** The contract's last day (yyyy-mm-dd), or null. */
  endDate: string | null;
  startMs: number;
  endMs: number;
}

/** An employee as a copy or a template reads them: whether they can still work a shift. */
const personColumns = {
  employeeId: employees.id,
  name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
  archived: sql<boolean>`${employees.archivedAt} is not null`,
  endDate: employees.endDate,
};

/** Every shift (concept or definitive) of a company that starts in [from, to), by start. */
export async function shiftsStartingIn(
  ctx: TenantContext,
  companyId: number,
  from: Date,
  to: Date,
): Promise<SourceShift[]> {
  return ctx.tx
    .select({
      ...personColumns,
      startMs: epochMs(schedules.startTime),
      endMs: epochMs(schedules.endTime),
    })
    .from(schedules)
    .innerJoin(
      employees,
      and(eq(employees.tenantId, schedules.tenantId), eq(employees.id, schedules.employeeId)),
    )
    .where(
      and(
        eq(schedules.tenantId, ctx.tenantId),
        eq(schedules.companyId, companyId),
        gte(schedules.startTime, from),
        lt(schedules.startTime, to),
      ),
    )
    .orderBy(asc(schedules.startTime), asc(schedules.id));
}

/** Times the employees marked unavailable overlapping [from, to). */
export async function unavailableIn(
  ctx: TenantContext,
  employeeIds: readonly number[],
  from: Date,
  to: Date,
): Promise<Array<{ employeeId: number; startMs: number; endMs: number }>> {
  if (employeeIds.length === 0) return [];
  return ctx.tx
    .select({
      employeeId: availability.employeeId,
      startMs: epochMs(availability.startTime),
      endMs: epochMs(availability.endTime),
    })
    .from(availability)
    .where(
      and(
        eq(availability.tenantId, ctx.tenantId),
        eq(availability.available, false),
        inArray(availability.employeeId, [...new Set(employeeIds)]),
        lt(availability.startTime, to),
        gt(availability.endTime, from),
      ),
    );
}

/** What applying a template needs to know of its employees, by id. */
export async function templatePeople(
  ctx: TenantContext,
  employeeIds: readonly number[],
): Promise<Map<number, Pick<SourceShift, 'name' | 'archived' | 'endDate'>>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await ctx.tx
    .select(personColumns)
    .from(employees)
    .where(
      and(eq(employees.tenantId, ctx.tenantId), inArray(employees.id, [...new Set(employeeIds)])),
    );
  return new Map(rows.map(({ employeeId, ...person }) => [employeeId, person]));
}
