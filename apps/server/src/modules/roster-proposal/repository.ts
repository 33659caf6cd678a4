import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { epochMs } from '../../db/instant-sql';
import { employees, jobTitles, leaveRequests, sickReports } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';

/** An employee the proposal may plan: not archived, with a job title. */
export interface CandidateRow {
  employeeId: number;
  name: string;
  jobTitleId: number;
  /** Hourly wage in euro, null when not entered. */
  salary: number | null;
  hoursRating: number;
  dateOfBirth: string | null;
  startDate: string | null;
  endDate: string | null;
}

export function candidatesOf(ctx: TenantContext, companyId: number): Promise<CandidateRow[]> {
  return ctx.tx
    .select({
      employeeId: employees.id,
      name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
      // Never null by the WHERE, which the column's type does not know; a bigint, so Number.
      jobTitleId: sql`${employees.jobTitleId}`.mapWith(Number),
      salary: employees.salary,
      hoursRating: employees.hoursRating,
      dateOfBirth: employees.dateOfBirth,
      startDate: employees.startDate,
      endDate: employees.endDate,
    })
    .from(employees)
    .where(
      and(
        eq(employees.tenantId, ctx.tenantId),
        eq(employees.companyId, companyId),
        isNull(employees.archivedAt),
        isNotNull(employees.jobTitleId),
      ),
    )
    .orderBy(employees.id);
}

export function jobTitleNames(
  ctx: TenantContext,
  companyId: number,
): Promise<Array<{ id: number; name: string }>> {
  return ctx.tx
    .select({ id: jobTitles.id, name: jobTitles.name })
    .from(jobTitles)
    .where(and(eq(jobTitles.tenantId, ctx.tenantId), eq(jobTitles.companyId, companyId)))
    .orderBy(jobTitles.id);
}

/**
 * Approved leave and sick periods of the company's employees that touch [from, to); an open
 * sick period runs to `to`.
 */
export function absencesIn(
  ctx: TenantContext,
  companyId: number,
  from: Date,
  to: Date,
): Promise<Array<{ employeeId: number; startMs: number; endMs: number }>> {
  const leave = ctx.tx
    .select({
      employeeId: leaveRequests.employeeId,
      startMs: epochMs(leaveRequests.startsAt),
      endMs: epochMs(leaveRequests.endsAt),
    })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.tenantId, ctx.tenantId),
        eq(leaveRequests.companyId, companyId),
        eq(leaveRequests.status, 'APPROVED'),
        lt(leaveRequests.startsAt, to),
        gt(leaveRequests.endsAt, from),
      ),
    );
  const sick = ctx.tx
    .select({
      employeeId: sickReports.employeeId,
      startMs: epochMs(sickReports.sickFrom),
      // Never null: an open sick period ends at `to`.
      endMs: sql<number>`${epochMs(sql`coalesce(${sickReports.recoveredAt}, ${to.toISOString()}::timestamptz)`)}`,
    })
    .from(sickReports)
    .where(
      and(
        eq(sickReports.tenantId, ctx.tenantId),
        eq(sickReports.companyId, companyId),
        lt(sickReports.sickFrom, to),
        or(isNull(sickReports.recoveredAt), gt(sickReports.recoveredAt, from)),
      ),
    );
  return unionAll(leave, sick);
}
