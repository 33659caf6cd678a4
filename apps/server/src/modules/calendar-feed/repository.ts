import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { definitiveShifts } from '../../db/definitive-shifts';
import { epochMs } from '../../db/instant-sql';
import { companies, employees, schedules } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';
import { employeeWithCompany } from '../common/employee-repository';

/** What the feed's queries need: the public feed call has a tenant but no signed-in user. */
export type FeedScope = Pick<TenantContext, 'tenantId' | 'tx'>;

export interface FeedOwner {
  /** The stored feed value; null before the first address. */
  feedSecret: string | null;
  companyName: string;
  timeZone: string;
}

/** An employee that is not archived, of a company that is not archived; null otherwise. */
export function feedOwner(scope: FeedScope, employeeId: number): Promise<FeedOwner | null> {
  return employeeWithCompany(
    scope,
    {
      feedSecret: employees.calendarFeedSecret,
      companyName: companies.companyName,
      timeZone: companies.timeZone,
    },
    { id: employeeId },
  );
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
  return scope.tx
    .select({
      scheduleId: schedules.id,
      startMs: epochMs(schedules.startTime),
      endMs: epochMs(schedules.endTime),
      createdMs: epochMs(schedules.createdAt),
    })
    .from(schedules)
    .where(
      and(
        eq(schedules.tenantId, scope.tenantId),
        eq(schedules.employeeId, employeeId),
        definitiveShifts(schedules.status),
        gt(schedules.endTime, from),
      ),
    )
    .orderBy(asc(schedules.startTime), asc(schedules.id));
}
