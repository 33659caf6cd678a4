import { type SQL, sql } from 'drizzle-orm';
import { definitiveShifts } from '../../db/definitive-shifts';
import { isoUtc } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
import type { TenantContext } from '../../tenancy/tenant-context';

/** An employee that is not archived, with the company and its zone. */
export async function employeeWithCompany(
  ctx: TenantContext,
  employeeId: number,
): Promise<{ companyId: number; companyName: string; timeZone: string } | null> {
  const [row] = await queryRows<{ companyId: number; companyName: string; timeZone: string }>(
    ctx.tx,
    sql`
      select c.id::float8 as "companyId", c.company_name as "companyName",
             c.time_zone as "timeZone"
      from employees e
      join companies c on c.tenant_id = e.tenant_id and c.id = e.company_id
      where e.tenant_id = ${ctx.tenantId} and e.id = ${employeeId}
        and e.archived_at is null and c.archived_at is null`,
  );
  return row ?? null;
}

export interface PublishedShift {
  scheduleId: number;
  companyId: number;
  employeeId: number;
  firstName: string;
  lastName: string;
  startTime: string;
  endTime: string;
}

/** A shift lasts at most a day (docs/decisions/012), so an overlap is an index range on start. */
const LONGEST_SHIFT_MS = 24 * 3_600_000;

/**
 * THE read of shifts for what staff and the day's board see (Mijn rooster, Vandaag): the
 * shifts of one company, or of one employee, that overlap [from, to), of employees that are
 * not archived, by start. Shifts that are not published must never reach those screens:
 * whatever marks a shift unpublished is filtered here, once.
 */
export async function publishedShifts(
  ctx: TenantContext,
  filter: { companyId?: number; employeeId?: number; from: Date; to: Date },
): Promise<PublishedShift[]> {
  const parts: SQL[] = [];
  if (filter.companyId !== undefined) parts.push(sql`and s.company_id = ${filter.companyId}`);
  if (filter.employeeId !== undefined) parts.push(sql`and s.employee_id = ${filter.employeeId}`);
  const earliestStart = new Date(filter.from.getTime() - LONGEST_SHIFT_MS);
  return queryRows<PublishedShift>(
    ctx.tx,
    sql`
      select s.id::float8 as "scheduleId", s.company_id::float8 as "companyId",
             s.employee_id::float8 as "employeeId", e.first_name as "firstName",
             e.last_name as "lastName", ${isoUtc(sql`s.start_time`)} as "startTime",
             ${isoUtc(sql`s.end_time`)} as "endTime"
      from schedules s
      join employees e
        on e.tenant_id = s.tenant_id and e.id = s.employee_id and e.archived_at is null
      where s.tenant_id = ${ctx.tenantId} ${sql.join(parts, sql` `)}
        and ${definitiveShifts(sql`s.status`)}
        and s.start_time > ${earliestStart} and s.start_time < ${filter.to}
        and s.end_time > ${filter.from}
      order by s.start_time, s.id`,
  );
}
