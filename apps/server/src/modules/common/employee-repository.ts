import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { companies, employees } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';

/** What the read needs: the public calendar feed has a tenant but no signed-in user. */
type EmployeeScope = Pick<TenantContext, 'tenantId' | 'tx'>;

/** Which employee: by id, or by e-mail address (unique within the tenant, any case). */
export type WhichEmployee = ({ id: number } | { email: string }) & {
  /** Only an employee of this company. */
  companyId?: number;
  /** Archived employees too (whose corrections stay readable); otherwise only current ones. */
  archived?: boolean;
};

/**
 * The join of a row (a shift, a registration, a request) to its employee, who is not archived:
 * an archived employee's rows drop out of what the join reads.
 */
export const currentEmployeeOf = (row: { tenantId: PgColumn; employeeId: PgColumn }) =>
  and(
    eq(employees.tenantId, row.tenantId),
    eq(employees.id, row.employeeId),
    isNull(employees.archivedAt),
  );

/** The employee `which` picks, of this tenant: current ones only unless `which` admits archived. */
function picked(scope: EmployeeScope, which: WhichEmployee) {
  return and(
    eq(employees.tenantId, scope.tenantId),
    'id' in which
      ? eq(employees.id, which.id)
      : eq(sql`lower(${employees.email})`, sql`lower(${which.email})`),
    which.companyId === undefined ? undefined : eq(employees.companyId, which.companyId),
    which.archived ? undefined : isNull(employees.archivedAt),
  );
}

/**
 * THE read of one employee that is not archived: each caller names the `fields` it needs.
 * `lock` holds the row until the transaction ends, so that two changes to one employee (its
 * contract periods, its leave balance) take turns. Null when there is none.
 */
export async function currentEmployee<Fields extends SelectedFields>(
  scope: EmployeeScope,
  fields: Fields,
  employeeId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<SelectResultFields<Fields> | null> {
  // Drizzle's types cannot follow a generic selection through a query, so the query is typed
  // by the wider SelectedFields and its row given back as what Drizzle infers for `fields`.
  const query = scope.tx
    .select<SelectedFields>(fields)
    .from(employees)
    .where(picked(scope, { id: employeeId }));
  const [row] = lock ? await query.for('update') : await query;
  return (row as SelectResultFields<Fields> | undefined) ?? null;
}

/**
 * THE read of one employee with their company (its name, its zone), of a company that is not
 * archived: each caller names the `fields` it needs of either table. Null when there is none.
 */
export async function employeeWithCompany<Fields extends SelectedFields>(
  scope: EmployeeScope,
  fields: Fields,
  which: WhichEmployee,
): Promise<SelectResultFields<Fields> | null> {
  // Typed as in currentEmployee; an inner join makes no column nullable.
  const [row] = await scope.tx
    .select<SelectedFields>(fields)
    .from(employees)
    .innerJoin(
      companies,
      and(eq(companies.tenantId, employees.tenantId), eq(companies.id, employees.companyId)),
    )
    .where(and(picked(scope, which), isNull(companies.archivedAt)));
  return (row as SelectResultFields<Fields> | undefined) ?? null;
}
