import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { epochMs } from '../../db/instant-sql';
import { leaveRequests, schedules, sickReports } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';

/** An absence a shift falls in: approved leave or a sick period of its employee. */
export interface AbsenceClash {
  scheduleId: number;
  kind: 'leave' | 'sick';
  /** The absence's period; a sick period still open has no end. */
  startMs: number;
  endMs: number | null;
  /** Whether the leave is part of one day (its times are named). */
  partDay: boolean;
}

/**
 * For each of these shifts, the approved leave and the sick periods of its employee it falls
 * in, by shift and then by the absence's start.
 */
export function absenceClashes(
  ctx: TenantContext,
  scheduleIds: readonly number[],
): Promise<AbsenceClash[]> {
  const shifts = and(eq(schedules.tenantId, ctx.tenantId), inArray(schedules.id, [...scheduleIds]));
  const leave = ctx.tx
    .select({
      scheduleId: schedules.id,
      kind: sql<AbsenceClash['kind']>`'leave'`,
      startMs: epochMs(leaveRequests.startsAt),
      // The union answers in this branch's types, and a sick period's end may be null.
      endMs: sql<number | null>`${epochMs(leaveRequests.endsAt)}`,
      partDay: sql<boolean>`${leaveRequests.startMinutes} is not null`,
    })
    .from(schedules)
    .innerJoin(
      leaveRequests,
      and(
        eq(leaveRequests.tenantId, schedules.tenantId),
        eq(leaveRequests.employeeId, schedules.employeeId),
        eq(leaveRequests.status, 'APPROVED'),
        lt(leaveRequests.startsAt, schedules.endTime),
        gt(leaveRequests.endsAt, schedules.startTime),
      ),
    )
    .where(shifts);
  const sick = ctx.tx
    .select({
      scheduleId: schedules.id,
      kind: sql<AbsenceClash['kind']>`'sick'`,
      startMs: epochMs(sickReports.sickFrom),
      endMs: epochMs(sickReports.recoveredAt),
      partDay: sql<boolean>`false`,
    })
    .from(schedules)
    .innerJoin(
      sickReports,
      and(
        eq(sickReports.tenantId, schedules.tenantId),
        eq(sickReports.employeeId, schedules.employeeId),
        lt(sickReports.sickFrom, schedules.endTime),
        or(isNull(sickReports.recoveredAt), gt(sickReports.recoveredAt, schedules.startTime)),
      ),
    )
    .where(shifts);
  // By position: the union's columns carry no names of their own (scheduleId, startMs).
  return unionAll(leave, sick).orderBy(sql`1`, sql`3`);
}
