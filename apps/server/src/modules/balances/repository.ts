import type { ApprovedLeave } from '@klokwerk/domain/absence-minutes';
import type { LeaveType } from '@klokwerk/domain/leave-types';
import { sql } from 'drizzle-orm';
import { isoUtc } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
import type { TenantContext } from '../../tenancy/tenant-context';

/** The reads of the balances: approved leave, sick periods and the employees of a report. */

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export type EmployeeLeave = ApprovedLeave & { employeeId: number };

/** Approved leave of these employees touching the days from `from` to `to`, by first day. */
export async function approvedLeaveOf(
  ctx: TenantContext,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<EmployeeLeave[]> {
  if (employeeIds.length === 0) return [];
  const rows = await queryRows<Omit<EmployeeLeave, 'type'> & { type: string }>(
    ctx.tx,
    sql`
      select employee_id::float8 as "employeeId", lower(leave_type) as "type",
             to_char(start_date, 'YYYY-MM-DD') as "startDate",
             to_char(end_date, 'YYYY-MM-DD') as "endDate",
             case when start_minutes is null then null else minutes end as "partDayMinutes"
      from leave_requests
      where tenant_id = ${ctx.tenantId} and employee_id in (${idList(employeeIds)})
        and status = 'APPROVED' and end_date >= ${from}::date and start_date <= ${to}::date
      order by start_date, id`,
  );
  return rows.map((row) => ({ ...row, type: row.type as LeaveType }));
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
  const rows = await queryRows<{ employeeId: number; start: string; recoveredAt: string | null }>(
    ctx.tx,
    sql`
      select employee_id::float8 as "employeeId", ${isoUtc(sql`sick_from`)} as "start",
             case when recovered_at is null then null else ${isoUtc(sql`recovered_at`)} end
               as "recoveredAt"
      from sick_reports
      where tenant_id = ${ctx.tenantId} and employee_id in (${idList(employeeIds)})
        and sick_from < ${window.to} and (recovered_at is null or recovered_at > ${window.from})
      order by sick_from, id`,
  );
  return rows.map((row) => ({
    employeeId: row.employeeId,
    start: new Date(row.start),
    recoveredAt: row.recoveredAt === null ? null : new Date(row.recoveredAt),
  }));
}

export interface ReportEmployee {
  employeeId: number;
  firstName: string;
  lastName: string;
}

/** The company's employees that are not archived, by name. */
export function employeesOfCompany(
  ctx: TenantContext,
  companyId: number,
): Promise<ReportEmployee[]> {
  return queryRows<ReportEmployee>(
    ctx.tx,
    sql`
      select id::float8 as "employeeId", first_name as "firstName", last_name as "lastName"
      from employees
      where tenant_id = ${ctx.tenantId} and company_id = ${companyId} and archived_at is null
      order by first_name, last_name, id`,
  );
}
