import type { EmployeeListItem } from '@klokwerk/contract/employees';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query-rows';
import type { TenantContext } from '../../tenancy/tenant-context';

/** A row as the list query answers it: already in the answer's names and types. */
type EmployeeRow = Omit<EmployeeListItem, 'employeeId' | 'jobTitle'> & {
  employeeId: number | null;
  jobTitleName: string | null;
};

/**
 * The employees of one company that are not archived, with their job titles, sorted by last and
 * first name — or null when the company does not exist for this tenant (or is archived).
 *
 * One statement: the company join answers "does it exist" in the same round trip, and the
 * columns come out under the answer's names with SQL doing the type work (dates as text,
 * numerics as float8), so no per-field mapping runs in Node (docs/decisions/009). Money columns
 * are selected only when the caller may see them.
 */
export async function listEmployeesOfCompany(
  ctx: TenantContext,
  companyId: number,
  options: { withMoney: boolean },
): Promise<EmployeeListItem[] | null> {
  const money = options.withMoney
    ? sql`, e.salary::float8 as "salary", e.hours_rating::float8 as "hoursRating"`
    : sql``;
  const rows = await queryRows<EmployeeRow>(
    ctx.tx,
    sql`
      select e.id as "employeeId", c.id as "companyId", e.first_name as "firstName",
             e.last_name as "lastName", e.email, e.phone_number as "phoneNumber",
             to_char(e.date_of_birth, 'YYYY-MM-DD') as "dateOfBirth", e.address,
             e.job_title_id as "jobTitleId", j.name as "jobTitleName",
             to_char(e.start_date, 'YYYY-MM-DD') as "startDate",
             to_char(e.end_date, 'YYYY-MM-DD') as "endDate", e.contract_type as "contractType",
             e.hours_per_week::float8 as "hoursPerWeek"${money}
      from companies c
      left join employees e
        on e.tenant_id = c.tenant_id and e.company_id = c.id and e.archived_at is null
      left join job_titles j on j.tenant_id = e.tenant_id and j.id = e.job_title_id
      where c.tenant_id = ${ctx.tenantId} and c.id = ${companyId} and c.archived_at is null
      order by lower(e.last_name), lower(e.first_name), e.id`,
  );
  if (rows.length === 0) return null;
  const list: EmployeeListItem[] = [];
  for (const row of rows) {
    if (row.employeeId === null) continue; // the company row of a company without employees
    const jobTitle =
      row.jobTitleId === null || row.jobTitleName === null
        ? null
        : { id: row.jobTitleId, name: row.jobTitleName };
    list.push({ ...row, employeeId: row.employeeId, jobTitle });
  }
  return list;
}
