import { type AvailabilityItem, MAX_AVAILABILITY_HOURS } from '@klokwerk/contract/availability';
import { and, asc, eq, gt, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isoUtc } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
import { availability, companies, employees } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';
import { currentEmployeeOf, employeeWithCompany } from '../common/employee-repository';

/** An employee that is not archived, of a company that is not archived, with its zone. */
export function employeeOfCompany(
  ctx: TenantContext,
  employeeId: number,
  companyId: number,
): Promise<{ timeZone: string } | null> {
  return employeeWithCompany(ctx, { timeZone: companies.timeZone }, { id: employeeId, companyId });
}

/** An entry as the change and delete calls read it, with its employee's company zone. */
export interface StoredEntry {
  id: number;
  employeeId: number;
  companyId: number;
  startTime: Date;
  endTime: Date;
  available: boolean;
  timeZone: string;
}

/** One entry of an employee that is not archived; null when there is none (or RLS hides it). */
export async function findEntry(ctx: TenantContext, id: number): Promise<StoredEntry | null> {
  const [row] = await ctx.tx
    .select({
      id: availability.id,
      employeeId: availability.employeeId,
      companyId: availability.companyId,
      startTime: availability.startTime,
      endTime: availability.endTime,
      available: availability.available,
      timeZone: companies.timeZone,
    })
    .from(availability)
    .innerJoin(employees, currentEmployeeOf(availability))
    .innerJoin(
      companies,
      and(eq(companies.tenantId, availability.tenantId), eq(companies.id, availability.companyId)),
    )
    .where(and(eq(availability.tenantId, ctx.tenantId), eq(availability.id, id)));
  return row ?? null;
}

/**
 * Serialises the writes to one employee's availability until the transaction ends, so two
 * overlapping entries sent at once cannot both find the other missing.
 */
export async function lockAvailabilityOf(ctx: TenantContext, employeeId: number): Promise<void> {
  const key = `availability:${ctx.tenantId}:${employeeId}`;
  await ctx.tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** The employee's entries that overlap [start, end) (touching ends do not), but `except`. */
export async function overlappingEntries(
  ctx: TenantContext,
  values: { employeeId: number; startTime: Date; endTime: Date; except: number | null },
): Promise<Array<{ id: number; startTime: Date; endTime: Date; available: boolean }>> {
  const earliestStart = new Date(values.startTime.getTime() - MAX_AVAILABILITY_HOURS * 3_600_000);
  return ctx.tx
    .select({
      id: availability.id,
      startTime: availability.startTime,
      endTime: availability.endTime,
      available: availability.available,
    })
    .from(availability)
    .where(
      and(
        eq(availability.tenantId, ctx.tenantId),
        eq(availability.employeeId, values.employeeId),
        gt(availability.startTime, earliestStart),
        lt(availability.startTime, values.endTime),
        gt(availability.endTime, values.startTime),
        values.except === null ? undefined : ne(availability.id, values.except),
      ),
    )
    .orderBy(asc(availability.startTime), asc(availability.id));
}

export async function updateEntry(
  ctx: TenantContext,
  id: number,
  values: { startTime: Date; endTime: Date; available: boolean },
): Promise<void> {
  await ctx.tx
    .update(availability)
    .set(values)
    .where(and(eq(availability.tenantId, ctx.tenantId), eq(availability.id, id)));
}

export async function deleteEntries(ctx: TenantContext, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await ctx.tx
    .delete(availability)
    .where(and(eq(availability.tenantId, ctx.tenantId), inArray(availability.id, [...ids])));
}

export async function insertAvailability(
  ctx: TenantContext,
  values: {
    employeeId: number;
    companyId: number;
    startTime: Date;
    endTime: Date;
    available: boolean;
  },
): Promise<number> {
  const [row] = await ctx.tx
    .insert(availability)
    .values({ ...values, tenantId: ctx.tenantId })
    .returning({ id: availability.id });
  if (!row) throw new Error('availability insert returned no row');
  return row.id;
}

/** An entry as the list query answers it, `employee` still flat. */
const itemRow = z.object({
  id: z.number(),
  employeeId: z.number(),
  companyId: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  available: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
});
type ItemRow = z.output<typeof itemRow>;

function toItem(row: ItemRow): AvailabilityItem {
  return {
    id: row.id,
    employeeId: row.employeeId,
    companyId: row.companyId,
    startTime: row.startTime,
    endTime: row.endTime,
    available: row.available,
    employee: { firstName: row.firstName, lastName: row.lastName },
  };
}

export interface AvailabilityFilter {
  companyId: number;
  employeeId?: number;
  id?: number;
  /** Entries that end after this instant. */
  from: Date | null;
  /** Entries that start before this instant. */
  to: Date | null;
}

/**
 * Entries that overlap [from, to) as an index range on start_time: an entry lasts at most
 * MAX_AVAILABILITY_HOURS, so one that ends after `from` starts after `from` minus that.
 */
function conditions(filter: AvailabilityFilter): SQL {
  const parts: SQL[] = [sql`and a.company_id = ${filter.companyId}`];
  if (filter.employeeId !== undefined) parts.push(sql`and a.employee_id = ${filter.employeeId}`);
  if (filter.id !== undefined) parts.push(sql`and a.id = ${filter.id}`);
  if (filter.from) {
    const earliestStart = new Date(filter.from.getTime() - MAX_AVAILABILITY_HOURS * 3_600_000);
    parts.push(sql`and a.start_time > ${earliestStart} and a.end_time > ${filter.from}`);
  }
  if (filter.to) parts.push(sql`and a.start_time < ${filter.to}`);
  return sql.join(parts, sql` `);
}

/** Entries of employees that are not archived, by start time (then id). */
export async function listAvailability(
  ctx: TenantContext,
  filter: AvailabilityFilter,
): Promise<AvailabilityItem[]> {
  // Raw: a list answer, in its names with SQL writing the dates (docs/decisions/009).
  const rows = await queryRows(
    ctx.tx,
    itemRow,
    sql`
      select a.id::float8 as "id", a.employee_id::float8 as "employeeId",
             a.company_id::float8 as "companyId",
             ${isoUtc(sql`a.start_time`)} as "startTime", ${isoUtc(sql`a.end_time`)} as "endTime",
             a.available, e.first_name as "firstName", e.last_name as "lastName"
      from availability a
      join employees e
        on e.tenant_id = a.tenant_id and e.id = a.employee_id and e.archived_at is null
      where a.tenant_id = ${ctx.tenantId} ${conditions(filter)}
      order by a.start_time, a.id`,
  );
  return rows.map(toItem);
}
