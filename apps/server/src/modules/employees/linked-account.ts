import { and, eq } from 'drizzle-orm';
import { assertMayRemoveAccount, lockOwnerChanges } from '../../auth/account-rules';
import { users } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';

/**
 * Removing an employee removes their account, so the account rules of docs/roles-and-policies.md#role-assignment apply as they
 * do to DELETE /api/users/delete/{email}: not one's own, not a higher rank's, never the last
 * owner's. Answers the account's id, if the employee has one.
 */
export async function assertMayRemoveAccountOf(
  ctx: TenantContext,
  employeeId: number,
): Promise<number | null> {
  await lockOwnerChanges(ctx);
  const [account] = await ctx.tx
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(and(eq(users.tenantId, ctx.tenantId), eq(users.employeeId, employeeId)));
  if (!account) return null;
  await assertMayRemoveAccount(ctx, account);
  return account.id;
}
