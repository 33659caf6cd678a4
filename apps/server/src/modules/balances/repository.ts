import type { ApprovedLeave } from '@klokwerk/domain/absence-minutes';
import { byName, type ReportEmployee } from '@klokwerk/domain/hours-report';
import type { LeaveType } from '@klokwerk/domain/leave-types';
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { employees, leaveRequests, sickReports } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';

/** The reads of the balances: approved leave, sick periods and the employees of a report. */

export type EmployeeLeave = ApprovedLeave & { employeeId: number };

/** Approved leave of these employees touching the days from `from` to `to`, by first day. */
export async function approvedLeaveOf(
  ctx: TenantContext,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<EmployeeLeave[]> {
  if (employeeIds.length === 0) return [];
  return ctx.tx
    .select({
      employeeId: leaveRequests.employeeId,
      // The domain's types are the stored ones in lower case.
      type: sql<LeaveType>`lower(${leaveRequests.leaveType})`,
      startDate: leaveRequests.startDate,
      endDate: leaveRequests.endDate,
      partDayMinutes: sql<
        number | null
      >`case when ${leaveRequests.startMinutes} is null then null else ${leaveRequests.minutes} end`,
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.tenantId, ctx.tenantId),
        inArray(leaveRequests.employeeId, [...employeeIds]),
        eq(leaveRequests.status, 'APPROVED'),
        gte(leaveRequests.endDate, from),
        lte(leaveRequests.startDate, to),
      ),
    )
    .orderBy(asc(leaveRequests.startDate), asc(leaveRequests.id));
}

export interface EmployeeSickness {
  employeeId: number;
  start: Date;
  recoveredAt: Date | null;
}

/** Sick periods of these employees that touch [from, to). */
export async function sicknessOf(
  ctx: TenantContext,
  employeeIds: readonly number[],
  window: { from: Date; to: Date },
): Promise<EmployeeSickness[]> {
  if (employeeIds.length === 0) return [];
  return ctx.tx
    .select({
      employeeId: sickReports.employeeId,
      start: sickReports.sickFrom,
      recoveredAt: sickReports.recoveredAt,
    })
    .from(sickReports)
    .where(
      and(
        eq(sickReports.tenantId, ctx.tenantId),
        inArray(sickReports.employeeId, [...employeeIds]),
        lt(sickReports.sickFrom, window.to),
        or(isNull(sickReports.recoveredAt), gt(sickReports.recoveredAt, window.from)),
      ),
    )
    .orderBy(asc(sickReports.sickFrom), asc(sickReports.id));
}

/**
 * The company's employees that are not archived, by last name and then first name as every
 * report lists them (byName: Dutch collation, so 'de Boer' sorts under b and not after 'Z').
 */
export async function employeesOfCompany(
  ctx: TenantContext,
  companyId: number,
): Promise<ReportEmployee[]> {
  const people = await ctx.tx
    .select({
      employeeId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(employees)
    .where(
      and(
        eq(employees.tenantId, ctx.tenantId),
        eq(employees.companyId, companyId),
        isNull(employees.archivedAt),
      ),
    )
    .orderBy(asc(employees.id));
  return people.sort(byName(new Map(people.map((p) => [p.employeeId, p]))));
}
