import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Tx } from '../db/database';
import {
  auditLog,
  companies,
  employees,
  outbox,
  schedules,
  tenants,
  timeRecords,
  users,
} from '../db/schema/index';
import type { TenantId } from '../tenancy/tenant-context';

/**
 * The CLI's queries. Listing spans all tenants, so it runs as the connecting role, not through
 * withTenant: on PGlite and a development server that role is a superuser, which row-level
 * security does not bind. In production the CLI's DATABASE_URL must name a role with BYPASSRLS
 * (and membership of klokwerk_app, for the per-tenant commands); without it the list is empty,
 * which canSeeAllTenants lets the command point out.
 */

export interface TenantSummary {
  tenantId: string;
  name: string;
  plan: string;
  status: string;
  trialEndsAt: Date | null;
  companies: number;
  users: number;
}

export async function listAllTenants(db: Database): Promise<TenantSummary[]> {
  const companyCounts = db
    .select({ tenantId: companies.tenantId, n: count().as('company_count') })
    .from(companies)
    .where(isNull(companies.archivedAt))
    .groupBy(companies.tenantId)
    .as('company_counts');
  const userCounts = db
    .select({ tenantId: users.tenantId, n: count().as('user_count') })
    .from(users)
    .groupBy(users.tenantId)
    .as('user_counts');
  return db
    .select({
      tenantId: tenants.tenantId,
      name: tenants.name,
      plan: tenants.plan,
      status: tenants.status,
      trialEndsAt: tenants.trialEndsAt,
      companies: sql<number>`coalesce(${companyCounts.n}, 0)::int`,
      users: sql<number>`coalesce(${userCounts.n}, 0)::int`,
    })
    .from(tenants)
    .leftJoin(companyCounts, eq(companyCounts.tenantId, tenants.tenantId))
    .leftJoin(userCounts, eq(userCounts.tenantId, tenants.tenantId))
    .orderBy(asc(tenants.tenantId));
}

const roleRow = z.object({
  rows: z.array(z.object({ role: z.string(), sees_all: z.boolean() })),
});

/** Whether the connecting role is exempt from row-level security (superuser or BYPASSRLS). */
export async function canSeeAllTenants(db: Database): Promise<{ role: string; seesAll: boolean }> {
  const result = roleRow.parse(
    await db.execute(
      sql`select current_user as role, (rolsuper or rolbypassrls) as sees_all from pg_roles where rolname = current_user`,
    ),
  );
  const row = result.rows[0];
  return { role: row?.role ?? 'onbekend', seesAll: row?.sees_all ?? false };
}

/** Inside withTenant: row-level security admits this tenant's row only; the where says so too. */
export async function tenantExists(tx: Tx, tenantId: TenantId): Promise<boolean> {
  const [row] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.tenantId, tenantId))
    .limit(1);
  return row !== undefined;
}

export interface TenantContents {
  companies: number;
  users: number;
  employees: number;
  schedules: number;
  timeRecords: number;
}

/** What a tenant holds, for the operator's message before it is deleted. */
export async function countTenantContents(tx: Tx, tenantId: TenantId): Promise<TenantContents> {
  const rows = async (
    table:
      | typeof companies
      | typeof users
      | typeof employees
      | typeof schedules
      | typeof timeRecords,
  ) => {
    const [row] = await tx.select({ n: count() }).from(table).where(eq(table.tenantId, tenantId));
    return row?.n ?? 0;
  };
  return {
    companies: await rows(companies),
    users: await rows(users),
    employees: await rows(employees),
    schedules: await rows(schedules),
    timeRecords: await rows(timeRecords),
  };
}

/**
 * Deletes a tenant with all its data: every tenant table references tenants on delete cascade.
 * The outbox is global (its tenant_id only informative), so the tenant's mail goes separately;
 * login attempts stay, as the record of the per-IP limit, and age out on their own.
 */
export async function deleteTenant(tx: Tx, tenantId: TenantId): Promise<boolean> {
  await tx.delete(outbox).where(eq(outbox.tenantId, tenantId));
  const deleted = await tx
    .delete(tenants)
    .where(eq(tenants.tenantId, tenantId))
    .returning({ id: tenants.id });
  return deleted.length > 0;
}

export async function findUserId(
  tx: Tx,
  tenantId: TenantId,
  userName: string,
): Promise<number | null> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.tenantId, tenantId), sql`lower(${users.userName}) = ${userName.toLowerCase()}`),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * A new password: raising token_version ends every token issued before, clearing the lock lets
 * a user locked out by failed attempts in at once, and password_changed_at starts a new count.
 */
export async function setPassword(
  tx: Tx,
  tenantId: TenantId,
  userId: number,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      lockedUntil: null,
      // Failures before the reset no longer count: one typo afterwards must not lock again.
      passwordChangedAt: at,
    })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  // actor null: the change came from the operator's CLI, not from a user of the tenant.
  await tx.insert(auditLog).values({
    tenantId,
    actorUserId: null,
    action: 'user.password_reset',
    entity: 'user',
    entityId: userId,
    details: { via: 'cli' },
    at,
  });
}
