import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isoUtc } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
import { employees, timeRecords } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';
import { currentEmployeeOf } from '../common/employee-repository';

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
  return ctx.tx
    .select({
      recordId: timeRecords.id,
      employeeId: timeRecords.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      clockInTime: isoUtc(timeRecords.clockInTime),
      clockOutTime: isoUtc(timeRecords.clockOutTime),
    })
    .from(timeRecords)
    .innerJoin(employees, currentEmployeeOf(timeRecords))
    .where(
      and(
        eq(timeRecords.tenantId, ctx.tenantId),
        eq(timeRecords.companyId, companyId),
        gte(timeRecords.clockInTime, window.openSince),
        or(isNull(timeRecords.clockOutTime), gte(timeRecords.clockOutTime, window.endedSince)),
      ),
    )
    .orderBy(asc(timeRecords.clockInTime), asc(timeRecords.id));
}

/** What waits for a decision in the company: registrations and correction requests. */
export async function pendingCounts(
  ctx: TenantContext,
  companyId: number,
): Promise<{ registrations: number; corrections: number }> {
  // Raw: two counts of two tables in one round trip; the builder has no select without FROM.
  const [row] = await queryRows(
    ctx.tx,
    z.object({ registrations: z.number(), corrections: z.number() }),
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
