import type { Company, CompanyInput } from '@klokwerk/contract/companies';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/query-rows';
import { companies } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';
import { takenIgnoringCase } from '../common/text-taken-repository';

/** The columns of the answer, under its names. */
const COMPANY = {
  companyId: companies.id,
  companyName: companies.companyName,
  emailAddress: companies.emailAddress,
  phoneNumber: companies.phoneNumber,
  address: companies.address,
  city: companies.city,
  timeZone: companies.timeZone,
};

const active = (ctx: TenantContext) =>
  and(eq(companies.tenantId, ctx.tenantId), isNull(companies.archivedAt));

/** The tenant's companies that are not archived, by name; `only` narrows to one company. */
export function listCompanies(ctx: TenantContext, only: number | null): Promise<Company[]> {
  return ctx.tx
    .select(COMPANY)
    .from(companies)
    .where(and(active(ctx), only === null ? undefined : eq(companies.id, only)))
    .orderBy(sql`lower(${companies.companyName})`, asc(companies.id));
}

export async function countCompanies(ctx: TenantContext): Promise<number> {
  const [row] = await ctx.tx
    .select({ count: sql<number>`count(*)::int` })
    .from(companies)
    .where(active(ctx));
  return row?.count ?? 0;
}

/** Whether another company of the tenant (not `except`) already has this name, in any case. */
export function nameInUse(
  ctx: TenantContext,
  name: string,
  except: number | null,
): Promise<boolean> {
  return takenIgnoringCase(ctx, companies, companies.companyName, name, {
    except,
    within: isNull(companies.archivedAt),
  });
}

export async function insertCompany(
  ctx: TenantContext,
  values: CompanyInput & { timeZone: string },
): Promise<Company> {
  const [row] = await ctx.tx
    .insert(companies)
    .values({ ...values, tenantId: ctx.tenantId })
    .returning(COMPANY);
  if (!row) throw new Error('company insert returned no row');
  return row;
}

/** Null when the company does not exist for this tenant or is archived. */
export async function updateCompany(
  ctx: TenantContext,
  companyId: number,
  values: CompanyInput,
): Promise<Company | null> {
  const [row] = await ctx.tx
    .update(companies)
    .set(values)
    .where(and(active(ctx), eq(companies.id, companyId)))
    .returning(COMPANY);
  return row ?? null;
}

/**
 * Locks the company row against rows that would start to reference it (their foreign-key
 * check waits), so what `countDependents` finds is still true at the delete. False when the
 * company does not exist for this tenant or is archived.
 */
export async function lockCompany(ctx: TenantContext, companyId: number): Promise<boolean> {
  const rows = await ctx.tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(active(ctx), eq(companies.id, companyId)))
    .for('update');
  return rows.length > 0;
}

/** What still belongs to a company; any of it stops a delete (wage data is never cascaded). */
const dependents = z.object({
  employees: z.number(),
  archivedEmployees: z.number(),
  timeRecords: z.number(),
  corrections: z.number(),
  expenses: z.number(),
  schedules: z.number(),
  users: z.number(),
});
export type Dependents = z.output<typeof dependents>;

export async function countDependents(ctx: TenantContext, companyId: number): Promise<Dependents> {
  const count = (table: string, extra = sql``) =>
    sql`(select count(*)::int from ${sql.identifier(table)}
         where tenant_id = ${ctx.tenantId} and company_id = ${companyId}${extra})`;
  // Raw: seven counts of seven tables in one round trip, the table named per count.
  const [row] = await queryRows(
    ctx.tx,
    dependents,
    sql`select ${count('employees', sql` and archived_at is null`)} as "employees",
               ${count('employees', sql` and archived_at is not null`)} as "archivedEmployees",
               ${count('time_records')} as "timeRecords",
               ${count('corrections')} as "corrections",
               ${count('expenses')} as "expenses",
               ${count('schedules')} as "schedules",
               ${count('users')} as "users"`,
  );
  if (!row) throw new Error('count query returned no row');
  return row;
}

/**
 * Deletes the company. What goes with it by the schema's cascades is configuration only:
 * categories, job titles, penalty settings, availability and open invitations.
 */
export async function deleteCompany(ctx: TenantContext, companyId: number): Promise<void> {
  await ctx.tx
    .delete(companies)
    .where(and(eq(companies.tenantId, ctx.tenantId), eq(companies.id, companyId)));
}
