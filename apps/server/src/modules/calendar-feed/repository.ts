import { and, eq, isNull, sql } from 'drizzle-orm';
import { definitiveShifts } from '../../db/definitive-shifts';
import { epochMs } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
import { employees } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';

/** What the feed's queries need: the public feed call has a tenant but no signed-in user. */
export type FeedScope = Pick<TenantContext, 'tenantId' | 'tx'>;

export interface FeedOwner {
  /** The stored feed value; null before the first address. */
  feedSecret: string | null;
  companyName: string;
  timeZone: string;
}

/** An employee that is not archived, of a company that is not archived; null otherwise. */
export async function feedOwner(scope: FeedScope, employeeId: number): Promise<FeedOwner | null> {
  const [row] = await queryRows<FeedOwner>(
    scope.tx,
    sql`
      select e.calendar_feed_secret as "feedSecret", c.company_name as "companyName",
             c.time_zone as "timeZone"
      from employees e
      join companies c on c.tenant_id = e.tenant_id and c.id = e.company_id
      where e.tenant_id = ${scope.tenantId} and e.id = ${employeeId}
        and e.archived_at is null and c.archived_at is null`,
  );
  return row ?? null;
}

export async function setFeedSecret(
  ctx: TenantContext,
  employeeId: number,
  feedSecret: string,
): Promise<void> {
  await ctx.tx
    .update(employees)
    .set({ calendarFeedSecret: feedSecret })
    .where(
      and(
        eq(employees.tenantId, ctx.tenantId),
        eq(employees.id, employeeId),
        isNull(employees.archivedAt),
      ),
    );
}

export interface FeedShift {
  scheduleId: number;
  startMs: number;
  endMs: number;
  createdMs: number;
}

/** The employee's definitive shifts that end after `from`, by start time. */
export async function feedShifts(
  scope: FeedScope,
  employeeId: number,
  from: Date,
): Promise<FeedShift[]> {
  return queryRows<FeedShift>(
    scope.tx,
    sql`
      select s.id::float8 as "scheduleId", ${epochMs(sql`s.start_time`)} as "startMs",
             ${epochMs(sql`s.end_time`)} as "endMs", ${epochMs(sql`s.created_at`)} as "createdMs"
      from schedules s
      where s.tenant_id = ${scope.tenantId} and s.employee_id = ${employeeId}
        and ${definitiveShifts(sql`s.status`)} and s.end_time > ${from}
      order by s.start_time, s.id`,
  );
}
