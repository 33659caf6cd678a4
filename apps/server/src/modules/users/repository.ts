import type { UserListItem } from '@klokwerk/contract/users';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/query-rows';
import {
  companies,
  employees,
  passwordResets,
  registrationLinks,
  tenants,
  users,
} from '../../db/schema/index';
import type { TenantContext, TenantScope } from '../../tenancy/tenant-context';
import { takenIgnoringCase } from '../common/text-taken-repository';

/** An account as the list answers it, or the one row of a company without accounts. */
const accountOrCompanyRow = z.union([
  z.object({
    userName: z.string(),
    email: z.string().nullable(),
    roles: z.array(z.string()),
    employeeId: z.number().nullable(),
    fullName: z.string(),
  }),
  z.object({ userName: z.null() }),
]);

/**
 * The accounts of one company with the name to show, or null when the company
 * does not exist for this tenant or is archived. The name is the linked employee's, else that
 * of the company's employee with the same address, else the user name.
 */
export async function listUsersOfCompany(
  ctx: TenantContext,
  companyId: number,
): Promise<UserListItem[] | null> {
  // Raw: a list answer, in its names with SQL writing the dates (docs/decisions/009).
  const rows = await queryRows(
    ctx.tx,
    accountOrCompanyRow,
    sql`
      select u.user_name as "userName", u.email, u.roles,
             coalesce(le.id, me.id)::float8 as "employeeId",
             coalesce(le.first_name || ' ' || le.last_name, me.first_name || ' ' || me.last_name,
                      u.user_name) as "fullName"
      from companies c
      left join users u on u.tenant_id = c.tenant_id and u.company_id = c.id
      left join employees le
        on le.tenant_id = u.tenant_id and le.id = u.employee_id and le.company_id = c.id
      left join employees me
        on me.tenant_id = u.tenant_id and me.company_id = c.id and me.archived_at is null
       and lower(me.email) = lower(u.email)
      where c.tenant_id = ${ctx.tenantId} and c.id = ${companyId} and c.archived_at is null
      order by lower(coalesce(le.first_name || ' ' || le.last_name,
                              me.first_name || ' ' || me.last_name, u.user_name)),
               lower(u.user_name)`,
  );
  if (rows.length === 0) return null;
  const list: UserListItem[] = [];
  for (const row of rows) if (row.userName !== null) list.push(row);
  return list;
}

/** The columns of an AccountRow. */
export const ACCOUNT = {
  id: users.id,
  userName: users.userName,
  email: users.email,
  roles: users.roles,
  companyId: users.companyId,
  employeeId: users.employeeId,
};

export interface AccountRow {
  id: number;
  userName: string;
  email: string | null;
  roles: string[];
  companyId: number | null;
  employeeId: number | null;
}

/** The account with this user name, in any case; locked until the transaction ends. */
export async function findUserByName(
  ctx: TenantContext,
  userName: string,
): Promise<AccountRow | null> {
  const [row] = await ctx.tx
    .select(ACCOUNT)
    .from(users)
    .where(
      and(eq(users.tenantId, ctx.tenantId), sql`lower(${users.userName}) = lower(${userName})`),
    )
    .for('update');
  return row ?? null;
}

/** The account with this e-mail address, in any case; locked until the transaction ends. */
export async function findUserByEmail(
  ctx: TenantContext,
  email: string,
): Promise<AccountRow | null> {
  const [row] = await ctx.tx
    .select(ACCOUNT)
    .from(users)
    .where(and(eq(users.tenantId, ctx.tenantId), sql`lower(${users.email}) = lower(${email})`))
    .for('update');
  return row ?? null;
}

/** Whether an account other than `except` has this address. */
export function emailInUse(
  ctx: TenantContext,
  email: string,
  except: number | null,
): Promise<boolean> {
  return takenIgnoringCase(ctx, users, users.email, email, { except });
}

/** Replaces the roles and raises token_version, so the user's older tokens stop working. */
export async function setRoles(ctx: TenantContext, userId: number, roles: string[]) {
  await ctx.tx
    .update(users)
    .set({ roles, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, userId)));
}

export async function setEmail(ctx: TenantContext, userId: number, email: string) {
  await ctx.tx
    .update(users)
    .set({ email })
    .where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, userId)));
}

export async function deleteUser(ctx: TenantContext, userId: number) {
  await ctx.tx.delete(users).where(and(eq(users.tenantId, ctx.tenantId), eq(users.id, userId)));
}

/** A company of the tenant that is not archived, with what a mail says about it. */
export async function findCompany(ctx: TenantScope, companyId: number) {
  const [row] = await ctx.tx
    .select({ companyName: companies.companyName, timeZone: companies.timeZone })
    .from(companies)
    .where(
      and(
        eq(companies.tenantId, ctx.tenantId),
        eq(companies.id, companyId),
        isNull(companies.archivedAt),
      ),
    );
  return row ?? null;
}

/** The employees the plan's limit counts: every one of the tenant that is not archived. */
export async function countActiveEmployees(ctx: TenantContext): Promise<number> {
  const [row] = await ctx.tx
    .select({ n: count() })
    .from(employees)
    .where(and(eq(employees.tenantId, ctx.tenantId), isNull(employees.archivedAt)));
  return row?.n ?? 0;
}

/** The tenant's employee with this address (unique in the tenant), and whether it has an account. */
export async function findEmployeeByEmail(ctx: TenantContext, email: string) {
  const [row] = await ctx.tx
    .select({
      id: employees.id,
      companyId: employees.companyId,
      archived: sql<boolean>`${employees.archivedAt} is not null`,
      hasAccount: sql<boolean>`${users.id} is not null`,
    })
    .from(employees)
    .leftJoin(
      users,
      and(eq(users.tenantId, employees.tenantId), eq(users.employeeId, employees.id)),
    )
    .where(
      and(eq(employees.tenantId, ctx.tenantId), sql`lower(${employees.email}) = lower(${email})`),
    );
  return row ?? null;
}

/** Earlier invitations to this address that were never used stop working: the newest mail counts. */
export async function deleteOpenLinks(ctx: TenantContext, email: string): Promise<void> {
  await ctx.tx
    .delete(registrationLinks)
    .where(
      and(
        eq(registrationLinks.tenantId, ctx.tenantId),
        sql`lower(${registrationLinks.email}) = lower(${email})`,
        isNull(registrationLinks.usedAt),
      ),
    );
}

export async function insertLink(
  ctx: TenantContext,
  values: {
    kind: 'employee' | 'user';
    email: string;
    companyId: number;
    firstName: string;
    lastName: string;
    roles: string[];
    employeeId: number | null;
    tokenHash: string;
    expiresAt: Date;
  },
): Promise<void> {
  await ctx.tx
    .insert(registrationLinks)
    .values({ ...values, tenantId: ctx.tenantId, createdBy: ctx.actor.userId });
}

/** The employee's first name, for a mail's greeting. */
export async function employeeFirstName(
  ctx: TenantScope,
  employeeId: number,
): Promise<string | null> {
  const [row] = await ctx.tx
    .select({ firstName: employees.firstName })
    .from(employees)
    .where(and(eq(employees.tenantId, ctx.tenantId), eq(employees.id, employeeId)));
  return row?.firstName ?? null;
}

/** A new reset link for the user; links asked for before stop working (the newest mail counts). */
export async function replaceResetLink(
  ctx: TenantScope,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await ctx.tx
    .delete(passwordResets)
    .where(
      and(
        eq(passwordResets.tenantId, ctx.tenantId),
        eq(passwordResets.userId, values.userId),
        isNull(passwordResets.usedAt),
      ),
    );
  await ctx.tx.insert(passwordResets).values({ ...values, tenantId: ctx.tenantId });
}

/** The tenant's name as its users type it at sign-in ("Demo Horeca"), for a mail. */
export async function tenantName(ctx: TenantScope): Promise<string> {
  const [row] = await ctx.tx
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.tenantId, ctx.tenantId));
  return row?.name ?? ctx.tenantId;
}
