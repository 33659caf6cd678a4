import { type AvailabilityItem, MAX_AVAILABILITY_HOURS } from '@klokwerk/contract/availability';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { isoUtc } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
import { availability, companies, employees } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';

/** An employee that is not archived, of a company that is not archived, with its zone. */
export async function employeeOfCompany(
  ctx: TenantContext,
  employeeId: number,
  companyId: number,
): Promise<{ timeZone: string } | null> {
  const [row] = await ctx.tx
    .select({ timeZone: companies.timeZone })
    .from(employees)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, employees.tenantId), eq(companies.id, employees.companyId)),
    )
    .where(
      and(
        eq(employees.tenantId, ctx.tenantId),
        eq(employees.id, employeeId),
        eq(employees.companyId, companyId),
        isNull(employees.archivedAt),
        isNull(companies.archivedAt),
      ),
    );
  return row ?? null;
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

interface ItemRow extends Omit<AvailabilityItem, 'employee'> {
  firstName: string;
  lastName: string;
}

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
  const rows = await queryRows<ItemRow>(
    ctx.tx,
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
