import { sql } from 'drizzle-orm';
import { isoUtc } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
import type { TenantContext } from '../../tenancy/tenant-context';

export interface BoardRecord {
  recordId: number;
  employeeId: number;
  firstName: string;
  lastName: string;
  clockInTime: string;
  clockOutTime: string | null;
}

/**
 * The company's registrations the board reads: those still open that began after `openSince`,
 * and those that ended after `endedSince`; of employees that are not archived, by clock-in.
 */
export async function boardRecords(
  ctx: TenantContext,
  companyId: number,
  window: { openSince: Date; endedSince: Date },
): Promise<BoardRecord[]> {
  return queryRows<BoardRecord>(
    ctx.tx,
    sql`
      select t.id::float8 as "recordId", t.employee_id::float8 as "employeeId",
             e.first_name as "firstName", e.last_name as "lastName",
             ${isoUtc(sql`t.clock_in_time`)} as "clockInTime",
             case when t.clock_out_time is null then null
                  else ${isoUtc(sql`t.clock_out_time`)} end as "clockOutTime"
      from time_records t
      join employees e
        on e.tenant_id = t.tenant_id and e.id = t.employee_id and e.archived_at is null
      where t.tenant_id = ${ctx.tenantId} and t.company_id = ${companyId}
        and t.clock_in_time >= ${window.openSince}
        and (t.clock_out_time is null or t.clock_out_time >= ${window.endedSince})
      order by t.clock_in_time, t.id`,
  );
}

/** What waits for a decision in the company: registrations and correction requests. */
export async function pendingCounts(
  ctx: TenantContext,
  companyId: number,
): Promise<{ registrations: number; corrections: number }> {
  const [row] = await queryRows<{ registrations: number; corrections: number }>(
    ctx.tx,
    sql`
      select
        (select count(*)::int from time_records t
          join employees e on e.tenant_id = t.tenant_id and e.id = t.employee_id
            and e.archived_at is null
          where t.tenant_id = ${ctx.tenantId} and t.company_id = ${companyId}
            and t.approval_status = 'Pending') as "registrations",
        (select count(*)::int from corrections c
          join employees e on e.tenant_id = c.tenant_id and e.id = c.employee_id
            and e.archived_at is null
          where c.tenant_id = ${ctx.tenantId} and c.company_id = ${companyId}
            and c.status = 'PENDING') as "corrections"`,
  );
  return row ?? { registrations: 0, corrections: 0 };
}
