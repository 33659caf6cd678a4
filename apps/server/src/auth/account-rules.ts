import { mayChangeRolesOf } from '@klokwerk/domain/policies';
import { primaryRole, type Role } from '@klokwerk/domain/roles';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { users } from '../db/schema/index';
import { AppError } from '../http/errors';
import type { TenantContext } from '../tenancy/tenant-context';

/** The roles of which a tenant must always keep one (docs/roles-and-policies.md). */
export const OWNER_ROLES: readonly Role[] = ['EIGENAAR', 'EINDBAAS'];

export const LAST_OWNER_MESSAGE =
  'Dit is het laatste account met de rol Eigenaar of Eindbaas; het bedrijf moet er een houden.';

/** An account as these rules read it. */
export interface AccountRef {
  id: number;
  roles: readonly string[];
}

/**
 * Serialises the changes that could take a tenant's last owner away (role changes, account and
 * employee deletes), so two of them at once cannot each see "another owner remains".
 */
export async function lockOwnerChanges(ctx: TenantContext): Promise<void> {
  await ctx.tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`owners:${ctx.tenantId}`}, 0))`,
  );
}

/** Refuses when the account is the tenant's last EIGENAAR or EINDBAAS and would stop being one. */
export async function assertOwnerRemains(ctx: TenantContext, account: AccountRef): Promise<void> {
  const role = primaryRole(account.roles);
  if (role === null || !OWNER_ROLES.includes(role)) return;
  const [others] = await ctx.tx
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.tenantId, ctx.tenantId),
        ne(users.id, account.id),
        sql`${users.roles}[1] in ('EIGENAAR', 'EINDBAAS')`,
      ),
    );
  if ((others?.n ?? 0) === 0) throw new AppError('FORBIDDEN', LAST_OWNER_MESSAGE);
}

/**
 * May the caller remove this account, directly or with its employee (docs/roles-and-policies.md#role-assignment)? Not their own,
 * not one ranked above them, never the tenant's last owner. Call lockOwnerChanges first.
 */
export async function assertMayRemoveAccount(
  ctx: TenantContext,
  account: AccountRef,
): Promise<void> {
  if (account.id === ctx.actor.userId) {
    throw new AppError('FORBIDDEN', 'Je kunt je eigen account niet verwijderen.');
  }
  if (!mayChangeRolesOf(ctx.actor.role, primaryRole(account.roles))) {
    throw new AppError(
      'FORBIDDEN',
      'Je mag het account van iemand met een hogere rol niet verwijderen.',
    );
  }
  await assertOwnerRemains(ctx, account);
}
