import { mayChangeRolesOf } from '@klokwerk/domain/policies';
import { primaryRole } from '@klokwerk/domain/roles';
import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import type { TenantContext } from '../../tenancy/tenant-context';

/** The roles a tenant must always keep one of (DESIGN §6). */
const OWNER_ROLES = ['EIGENAAR', 'EINDBAAS'];

/**
 * Removing an employee removes their account, so the account rules of DESIGN §6 apply: not
 * one's own, not one ranked above oneself, and never the tenant's last owner.
 */
export async function assertMayRemoveAccountOf(
  ctx: TenantContext,
  employeeId: number,
): Promise<void> {
  const [account] = await ctx.tx
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(and(eq(users.tenantId, ctx.tenantId), eq(users.employeeId, employeeId)));
  if (!account) return;
  if (account.id === ctx.actor.userId) {
    throw new AppError('CONFLICT', 'Je kunt je eigen account niet verwijderen.');
  }
  const role = primaryRole(account.roles);
  if (!mayChangeRolesOf(ctx.actor.role, role)) {
    throw new AppError(
      'FORBIDDEN',
      'Je mag het account van iemand met een hogere rol niet verwijderen.',
    );
  }
  if (role !== null && OWNER_ROLES.includes(role)) {
    const [others] = await ctx.tx
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(
        and(
          eq(users.tenantId, ctx.tenantId),
          ne(users.id, account.id),
          sql`${users.roles}[1] in ('EIGENAAR', 'EINDBAAS')`,
        ),
      );
    if ((others?.count ?? 0) === 0) {
      throw new AppError(
        'CONFLICT',
        'Dit is het laatste account met de rol Eigenaar of Eindbaas; het bedrijf moet er een houden.',
      );
    }
  }
}
