import { sql } from 'drizzle-orm';
import { epochMs } from '../../db/instant-sql';
import { queryRows } from '../../db/query-rows';
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
  return queryRows<CandidateRow>(
    ctx.tx,
    sql`
      select id::float8 as "employeeId", first_name || ' ' || last_name as "name",
             job_title_id::float8 as "jobTitleId", salary::float8 as "salary",
             hours_rating::float8 as "hoursRating", date_of_birth::text as "dateOfBirth",
             start_date::text as "startDate", end_date::text as "endDate"
      from employees
      where tenant_id = ${ctx.tenantId} and company_id = ${companyId}
        and archived_at is null and job_title_id is not null
      order by id`,
  );
}

export function jobTitleNames(
  ctx: TenantContext,
  companyId: number,
): Promise<Array<{ id: number; name: string }>> {
  return queryRows(
    ctx.tx,
    sql`
      select id::float8 as "id", name from job_titles
      where tenant_id = ${ctx.tenantId} and company_id = ${companyId} order by id`,
  );
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
  return queryRows(
    ctx.tx,
    sql`
      select employee_id::float8 as "employeeId", ${epochMs(sql`starts_at`)} as "startMs",
             ${epochMs(sql`ends_at`)} as "endMs"
      from leave_requests
      where tenant_id = ${ctx.tenantId} and company_id = ${companyId} and status = 'APPROVED'
        and starts_at < ${to.toISOString()}::timestamptz and ends_at > ${from.toISOString()}::timestamptz
      union all
      select employee_id::float8, ${epochMs(sql`sick_from`)},
             ${epochMs(sql`coalesce(recovered_at, ${to.toISOString()}::timestamptz)`)}
      from sick_reports
      where tenant_id = ${ctx.tenantId} and company_id = ${companyId}
        and sick_from < ${to.toISOString()}::timestamptz
        and (recovered_at is null or recovered_at > ${from.toISOString()}::timestamptz)`,
  );
}
