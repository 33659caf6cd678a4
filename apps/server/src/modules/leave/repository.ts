import type { LeaveItem } from '@klokwerk/contract/leave';
import { and, asc, count, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isoUtc } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
import {
  companies,
  employees,
  LEAVE_STATUSES,
  LEAVE_TYPES,
  type LeaveStatus,
  type LeaveType,
  leaveRequests,
} from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';
import { currentEmployeeOf, employeeWithCompany } from '../common/employee-repository';

/** An employee as a leave request or a sick report needs them, with the company's zone. */
export interface AbsentEmployee {
  employeeId: number;
  companyId: number;
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
  timeZone: string;
  /** The employment's first and last day ('yyyy-mm-dd'), when known. */
  startDate: string | null;
  endDate: string | null;
}

/** An employee that is not archived, of a company that is not archived; null otherwise. */
export function absentEmployee(
  ctx: TenantContext,
  employeeId: number,
): Promise<AbsentEmployee | null> {
  return employeeWithCompany(
    ctx,
    {
      employeeId: employees.id,
      companyId: employees.companyId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
      companyName: companies.companyName,
      timeZone: companies.timeZone,
      startDate: employees.startDate,
      endDate: employees.endDate,
    },
    { id: employeeId },
  );
}

/**
 * Serialises the leave requests of one employee until the transaction ends, so two
 * overlapping requests sent at once cannot both find the other missing.
 */
export async function lockLeaveOf(ctx: TenantContext, employeeId: number): Promise<void> {
  const key = `leave:${ctx.tenantId}:${employeeId}`;
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The employee's first PENDING or APPROVED request that overlaps [start, end), or null. */
export async function overlappingLeave(
  ctx: TenantContext,
  values: { employeeId: number; start: Date; end: Date },
): Promise<{ startDate: string; endDate: string; status: 'PENDING' | 'APPROVED' } | null> {
  const taking = ['PENDING', 'APPROVED'] as const;
  const [row] = await ctx.tx
    .select({
      startDate: sql<string>`to_char(${leaveRequests.startDate}, 'DD-MM-YYYY')`,
      endDate: sql<string>`to_char(${leaveRequests.endDate}, 'DD-MM-YYYY')`,
      status: sql<(typeof taking)[number]>`${leaveRequests.status}`,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.tenantId, ctx.tenantId),
        eq(leaveRequests.employeeId, values.employeeId),
        inArray(leaveRequests.status, [...taking]),
        lt(leaveRequests.startsAt, values.end),
        gt(leaveRequests.endsAt, values.start),
      ),
    )
    .orderBy(asc(leaveRequests.startsAt), asc(leaveRequests.id))
    .limit(1);
  return row ?? null;
}

export interface NewLeave {
  companyId: number;
  employeeId: number;
  leaveType: LeaveType;
  startDate: string;
  endDate: string;
  startMinutes: number | null;
  endMinutes: number | null;
  startsAt: Date;
  endsAt: Date;
  minutes: number;
  note: string | null;
}

export async function insertLeave(ctx: TenantContext, values: NewLeave): Promise<number> {
  const [row] = await ctx.tx
    .insert(leaveRequests)
    .values({
      ...values,
      tenantId: ctx.tenantId,
      status: 'PENDING',
      createdBy: ctx.actor.userId,
    })
    .returning({ id: leaveRequests.id });
  if (!row) throw new Error('leave request insert returned no row');
  return row.id;
}

/** A request as the decisions and the cancel call read it, with its company's zone. */
export interface StoredLeave {
  leaveId: number;
  companyId: number;
  employeeId: number;
  status: LeaveStatus;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
}

/** One request, locked against a concurrent decision; null when there is none (or RLS hides it). */
export async function leaveForUpdate(
  ctx: TenantContext,
  leaveId: number,
): Promise<StoredLeave | null> {
  const [row] = await ctx.tx
    .select({
      leaveId: leaveRequests.id,
      companyId: leaveRequests.companyId,
      employeeId: leaveRequests.employeeId,
      status: leaveRequests.status,
      startsAt: leaveRequests.startsAt,
      endsAt: leaveRequests.endsAt,
      timeZone: companies.timeZone,
    })
    .from(leaveRequests)
    .innerJoin(
      companies,
      and(
        eq(companies.tenantId, leaveRequests.tenantId),
        eq(companies.id, leaveRequests.companyId),
      ),
    )
    .where(and(eq(leaveRequests.tenantId, ctx.tenantId), eq(leaveRequests.id, leaveId)))
    .for('update', { of: leaveRequests });
  return row ?? null;
}

export async function updateLeave(
  ctx: TenantContext,
  leaveId: number,
  values: Partial<{
    status: LeaveStatus;
    decidedBy: number;
    decidedAt: Date;
    rejectionReason: string;
    cancelledAt: Date;
  }>,
): Promise<void> {
  await ctx.tx
    .update(leaveRequests)
    .set(values)
    .where(and(eq(leaveRequests.tenantId, ctx.tenantId), eq(leaveRequests.id, leaveId)));
}

export interface LeaveFilter {
  companyId?: number;
  employeeId?: number;
  leaveId?: number;
  status?: LeaveStatus | null;
  /** Requests whose last day is on or after this day ('yyyy-mm-dd'). */
  from?: string | null;
  /** Requests whose first day is on or before this day. */
  to?: string | null;
  /** Newest first day first, at most this many (one's own list); else by first day. */
  newestFirst?: number;
}

function conditions(filter: LeaveFilter): SQL {
  const parts: SQL[] = [];
  if (filter.companyId !== undefined) parts.push(sql`and l.company_id = ${filter.companyId}`);
  if (filter.employeeId !== undefined) parts.push(sql`and l.employee_id = ${filter.employeeId}`);
  if (filter.leaveId !== undefined) parts.push(sql`and l.id = ${filter.leaveId}`);
  if (filter.status) parts.push(sql`and l.status = ${filter.status}`);
  if (filter.from) parts.push(sql`and l.end_date >= ${filter.from}::date`);
  if (filter.to) parts.push(sql`and l.start_date <= ${filter.to}::date`);
  return sql.join(parts, sql` `);
}

/** 'HH:mm' of minutes after midnight, written by SQL. */
const clock = (minutes: SQL) =>
  sql`case when ${minutes} is null then null
      else to_char(make_interval(mins => ${minutes}), 'HH24:MI') end`;

/** A person's name as the lists give it: the linked employee's, else the account's user name. */
export const nameOfUser = (tenantId: SQL, userId: SQL) => sql`(
  select coalesce(nullif(trim(concat_ws(' ', ue.first_name, ue.last_name)), ''), u.user_name)
  from users u
  left join employees ue on ue.tenant_id = u.tenant_id and ue.id = u.employee_id
  where u.tenant_id = ${tenantId} and u.id = ${userId})`;

/** A request as the lists answer it (LeaveItem), in plain types: parsed per row. */
const leaveItemRow = z.object({
  leaveId: z.number(),
  companyId: z.number(),
  employeeId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  type: z.enum(LEAVE_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  minutes: z.number(),
  note: z.string().nullable(),
  status: z.enum(LEAVE_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});

/**
 * Requests with their employees' names (archived employees' too: a decided request stays
 * readable), as the lists answer them.
 */
export function listLeave(ctx: TenantContext, filter: LeaveFilter): Promise<LeaveItem[]> {
  const order =
    filter.newestFirst === undefined
      ? sql`order by l.starts_at, l.id`
      : sql`order by l.starts_at desc, l.id desc limit ${filter.newestFirst}`;
  // Raw: a list answer, in its names with SQL writing the dates (docs/decisions/009).
  return queryRows(
    ctx.tx,
    leaveItemRow,
    sql`
      select l.id::float8 as "leaveId", l.company_id::float8 as "companyId",
             l.employee_id::float8 as "employeeId", e.first_name as "firstName",
             e.last_name as "lastName", l.leave_type as "type",
             to_char(l.start_date, 'YYYY-MM-DD') as "startDate",
             to_char(l.end_date, 'YYYY-MM-DD') as "endDate",
             ${clock(sql`l.start_minutes`)} as "startTime", ${clock(sql`l.end_minutes`)} as "endTime",
             ${isoUtc(sql`l.starts_at`)} as "startsAt", ${isoUtc(sql`l.ends_at`)} as "endsAt",
             l.minutes, l.note, l.status, ${isoUtc(sql`l.created_at`)} as "createdAt",
             case when l.decided_at is null then null else ${isoUtc(sql`l.decided_at`)} end
               as "decidedAt",
             ${nameOfUser(sql`l.tenant_id`, sql`l.decided_by`)} as "decidedByName",
             l.rejection_reason as "rejectionReason",
             case when l.cancelled_at is null then null else ${isoUtc(sql`l.cancelled_at`)} end
               as "cancelledAt"
      from leave_requests l
      join employees e on e.tenant_id = l.tenant_id and e.id = l.employee_id
      where l.tenant_id = ${ctx.tenantId} ${conditions(filter)}
      ${order}`,
  );
}

/** How many requests of the company wait for a decision (of employees that are not archived). */
export async function pendingLeaveCount(ctx: TenantContext, companyId: number): Promise<number> {
  const [row] = await ctx.tx
    .select({ count: count() })
    .from(leaveRequests)
    .innerJoin(employees, currentEmployeeOf(leaveRequests))
    .where(
      and(
        eq(leaveRequests.tenantId, ctx.tenantId),
        eq(leaveRequests.companyId, companyId),
        eq(leaveRequests.status, 'PENDING'),
      ),
    );
  return row?.count ?? 0;
}
