import type { EmployeeListItem } from '@klokwerk/contract/employees';
import { and, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { FixedStatement } from '../../db/fixed-statement';
import {
  availability,
  employees,
  type NewEmployee,
  schedules,
  timeRecords,
  users,
} from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';
import { currentEmployee } from '../common/employee-repository';
import { takenIgnoringCase } from '../common/text-taken-repository';

/** An employee as the list query answers it: already in the answer's names and types. */
const employeeRow = z.object({
  employeeId: z.number(),
  companyId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  jobTitleId: z.number().nullable(),
  jobTitleName: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  contractType: z.string().nullable(),
  hoursPerWeek: z.number().nullable(),
});
/** The columns only the variant with money selects (listColumns). */
const moneyColumns = {
  salary: z.number().nullable(),
  hoursRating: z.number(),
  payrollNumber: z.string().nullable(),
};
type EmployeeRow = z.output<typeof employeeRow> &
  Partial<z.output<z.ZodObject<typeof moneyColumns>>>;

/**
 * A row of a company's list: an employee, or null for the row of a company without employees
 * (the left join's, every employee column null). That row is set aside before the parse, so an
 * employee's row is parsed with its columns required and a wrong one named in the error.
 */
const companyListRow = (row: z.ZodType<EmployeeRow>) =>
  z.preprocess(
    (value) => (isObject(value) && value.employeeId === null ? null : value),
    row.nullable(),
  );

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Who asks, and when: money columns only for `withMoney`; hours per week as of `now`. */
interface ListOptions {
  withMoney: boolean;
  now: Date;
}

/**
 * The answer's columns under the answer's names, with SQL doing the type work (dates as text,
 * numerics as float8), so no per-field mapping runs in Node (docs/decisions/009). Money columns
 * (and the personeelsnummer, which belongs to the payroll) only when the caller may see them.
 * The hours per week are those of the contract period in force today on the company's clock
 * (a fixed contract its hours, a min-max its minimum, zero-hours 0); outside every period the
 * row's own figure, which the contract changes keep (docs/decisions/028-contracts-and-leave-settings.md).
 * The moment is the placeholder `now`.
 */
function listColumns(withMoney: boolean) {
  const today = sql`(${sql.placeholder('now')}::timestamptz at time zone c.time_zone)::date`;
  const money = withMoney
    ? sql`, e.salary::float8 as "salary", e.hours_rating::float8 as "hoursRating",
        e.payroll_number as "payrollNumber"`
    : sql``;
  return sql`
    e.id::float8 as "employeeId", c.id::float8 as "companyId", e.first_name as "firstName",
    e.last_name as "lastName", e.email, e.phone_number as "phoneNumber",
    to_char(e.date_of_birth, 'YYYY-MM-DD') as "dateOfBirth", e.address,
    e.job_title_id::float8 as "jobTitleId", j.name as "jobTitleName",
    to_char(e.start_date, 'YYYY-MM-DD') as "startDate",
    to_char(e.end_date, 'YYYY-MM-DD') as "endDate", e.contract_type as "contractType",
    coalesce((
      select round(case cp.kind when 'fixed' then cp.minutes_per_week
          when 'minMax' then cp.min_minutes_per_week else 0 end / 60.0, 2)
      from contract_periods cp
      where cp.tenant_id = e.tenant_id and cp.employee_id = e.id and cp.starts_on <= ${today}
        and (cp.ends_on is null or cp.ends_on >= ${today})
    ), e.hours_per_week)::float8 as "hoursPerWeek"${money}`;
}

/**
 * A statement in its two variants, with the money columns and without, run in the variant the
 * caller may see, with the tenant and the moment filled in from who asks and when. `rowOf`
 * makes the schema of one row from the employee's, which names the money columns in the
 * variant that selects them.
 */
function byMoney<Own extends Record<string, unknown>, Row>(
  name: string,
  statement: (withMoney: boolean) => SQL,
  rowOf: (employee: z.ZodType<EmployeeRow>) => z.ZodType<Row>,
) {
  type Values = Own & { now: string; tenantId: string };
  const withMoney = {
    statement: new FixedStatement<Values>(`${name}_money`, statement(true)),
    row: rowOf(employeeRow.extend(moneyColumns)),
  };
  const withoutMoney = {
    statement: new FixedStatement<Values>(name, statement(false)),
    row: rowOf(employeeRow),
  };
  return (ctx: TenantContext, options: ListOptions, values: Own): Promise<Row[]> => {
    const variant = options.withMoney ? withMoney : withoutMoney;
    return variant.statement.rows(ctx.tx, variant.row, {
      ...values,
      now: options.now.toISOString(),
      tenantId: ctx.tenantId,
    });
  };
}

/**
 * The list, and one employee as the list shows it: fixed statements, because most screens ask
 * for the list (docs/decisions/019-one-round-trip-and-several-servers.md).
 */
const listRows = byMoney<{ companyId: number }, EmployeeRow | null>(
  'klokwerk_employee_list',
  (withMoney) => sql`
    select ${listColumns(withMoney)}
    from companies c
    left join employees e
      on e.tenant_id = c.tenant_id and e.company_id = c.id and e.archived_at is null
    left join job_titles j on j.tenant_id = e.tenant_id and j.id = e.job_title_id
    where c.tenant_id = ${sql.placeholder('tenantId')} and c.id = ${sql.placeholder('companyId')}
      and c.archived_at is null
    order by lower(e.last_name), lower(e.first_name), e.id`,
  companyListRow,
);
const itemRows = byMoney<{ employeeId: number }, EmployeeRow>(
  'klokwerk_employee_list_item',
  (withMoney) => sql`
    select ${listColumns(withMoney)}
    from employees e
    join companies c on c.tenant_id = e.tenant_id and c.id = e.company_id
    left join job_titles j on j.tenant_id = e.tenant_id and j.id = e.job_title_id
    where e.tenant_id = ${sql.placeholder('tenantId')} and e.id = ${sql.placeholder('employeeId')}
      and e.archived_at is null`,
  (employee) => employee,
);

/**
 * The answer's fields as one object literal. node-postgres makes each row by copying a template
 * object and then setting its fields, and the compiled serializer reads such rows far more
 * slowly than a literal: this copy costs less than it saves (500 rows fetched and serialised:
 * about 5.4 → 3.7 ms of CPU, docs/decisions/009). It also leaves `jobTitleName` behind.
 */
function toListItem(row: EmployeeRow): EmployeeListItem {
  return {
    employeeId: row.employeeId,
    companyId: row.companyId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    jobTitleId: row.jobTitleId,
    jobTitle:
      row.jobTitleId === null || row.jobTitleName === null
        ? null
        : { id: row.jobTitleId, name: row.jobTitleName },
    startDate: row.startDate,
    endDate: row.endDate,
    contractType: row.contractType,
    hoursPerWeek: row.hoursPerWeek,
    // Undefined, and so left out of the answer, unless the caller may see wages.
    salary: row.salary,
    hoursRating: row.hoursRating,
    payrollNumber: row.payrollNumber,
  };
}

/**
 * The employees of one company that are not archived, with their job titles, sorted by last and
 * first name — or null when the company does not exist for this tenant (or is archived).
 *
 * One statement: the company join answers "does it exist" in the same round trip.
 */
export async function listEmployeesOfCompany(
  ctx: TenantContext,
  companyId: number,
  options: ListOptions,
): Promise<EmployeeListItem[] | null> {
  // Raw: a list answer, in its names with SQL writing the dates (docs/decisions/009).
  const rows = await listRows(ctx, options, { companyId });
  if (rows.length === 0) return null;
  const list: EmployeeListItem[] = [];
  for (const row of rows) {
    if (row !== null) list.push(toListItem(row)); // null: the company, without employees
  }
  return list;
}

/** One employee that is not archived, as the list shows it; null when there is none. */
export async function employeeListItem(
  ctx: TenantContext,
  employeeId: number,
  options: ListOptions,
): Promise<EmployeeListItem | null> {
  // Raw: the list's own columns (listColumns), so one employee answers as the list does.
  const [row] = await itemRows(ctx, options, { employeeId });
  return row ? toListItem(row) : null;
}

/** What the write paths need of an employee that is not archived. */
export function findEmployee(ctx: TenantContext, employeeId: number) {
  return currentEmployee(
    ctx,
    {
      id: employees.id,
      companyId: employees.companyId,
      email: employees.email,
      salary: employees.salary,
      hoursRating: employees.hoursRating,
      hoursPerWeek: employees.hoursPerWeek,
      payrollNumber: employees.payrollNumber,
      bsnEncrypted: employees.bsnEncrypted,
    },
    employeeId,
  );
}

/** Whether another employee of the tenant (archived ones too: the index covers them) has it. */
export function emailTaken(
  ctx: TenantContext,
  email: string,
  exceptEmployeeId: number | null,
): Promise<boolean> {
  return takenIgnoringCase(ctx, employees, employees.email, email, { except: exceptEmployeeId });
}

/**
 * Whether another employee of the company that is not archived has this (stored) phone number or
 * personeelsnummer: both are unique per company among the employees that are not archived.
 */
export async function takenInCompany(
  ctx: Pick<TenantContext, 'tenantId' | 'tx'>,
  companyId: number,
  field: 'phoneNumber' | 'payrollNumber',
  value: string,
  exceptEmployeeId: number | null,
): Promise<boolean> {
  const rows = await ctx.tx
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.tenantId, ctx.tenantId),
        eq(employees.companyId, companyId),
        eq(employees[field], value),
        isNull(employees.archivedAt),
        exceptEmployeeId === null ? undefined : ne(employees.id, exceptEmployeeId),
      ),
    );
  return rows.length > 0;
}

type EmployeeValues = Omit<NewEmployee, 'tenantId' | 'id' | 'archivedAt' | 'createdAt'>;

export async function insertEmployee(ctx: TenantContext, values: EmployeeValues): Promise<number> {
  const [row] = await ctx.tx
    .insert(employees)
    .values({ ...values, tenantId: ctx.tenantId })
    .returning({ id: employees.id });
  if (!row) throw new Error('employee insert returned no row');
  return row.id;
}

export async function updateEmployee(
  ctx: TenantContext,
  employeeId: number,
  values: Partial<EmployeeValues>,
): Promise<void> {
  await ctx.tx
    .update(employees)
    .set(values)
    .where(and(eq(employees.tenantId, ctx.tenantId), eq(employees.id, employeeId)));
}

export async function hasTimeRecords(ctx: TenantContext, employeeId: number): Promise<boolean> {
  const rows = await ctx.tx
    .select({ id: timeRecords.id })
    .from(timeRecords)
    .where(and(eq(timeRecords.tenantId, ctx.tenantId), eq(timeRecords.employeeId, employeeId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Archives an employee with hours (docs/data-model.md#archived-employees): hidden from lists, kiosk and roster, the user
 * account removed. Shifts and availability still to come go; past shifts stay, since the hours
 * report compares worked hours with them.
 */
export async function archiveEmployee(
  ctx: TenantContext,
  employeeId: number,
  now: Date,
): Promise<void> {
  const mine = (table: typeof schedules | typeof availability) =>
    and(
      eq(table.tenantId, ctx.tenantId),
      eq(table.employeeId, employeeId),
      gt(table.startTime, now),
    );
  await ctx.tx.delete(schedules).where(mine(schedules));
  await ctx.tx.delete(availability).where(mine(availability));
  await ctx.tx
    .delete(users)
    .where(and(eq(users.tenantId, ctx.tenantId), eq(users.employeeId, employeeId)));
  await ctx.tx
    .update(employees)
    .set({ archivedAt: now })
    .where(and(eq(employees.tenantId, ctx.tenantId), eq(employees.id, employeeId)));
}

/** Deletes an employee without hours; the user account, shifts and links go with it (FKs). */
export async function deleteEmployee(ctx: TenantContext, employeeId: number): Promise<void> {
  await ctx.tx
    .delete(employees)
    .where(and(eq(employees.tenantId, ctx.tenantId), eq(employees.id, employeeId)));
}
