import { and, eq, sql } from 'drizzle-orm';
import { tenants, users } from '../../db/schema/index';
import type { TenantScope } from '../../tenancy/tenant-context';
import { ACCOUNT, type AccountRow } from '../users/index';

/**
 * The account with this address (unique in the tenant, in any case) of an active tenant, held
 * until the transaction ends so that two requests replace each other's link in turn. A
 * suspended tenant's users get no link: they could not sign in with it.
 */
export async function findAccountByEmail(
  scope: TenantScope,
  email: string,
): Promise<(AccountRow & { email: string }) | null> {
  const [row] = await scope.tx
    .select(ACCOUNT)
    .from(users)
    .innerJoin(tenants, and(eq(tenants.tenantId, users.tenantId), eq(tenants.status, 'active')))
    .where(and(eq(users.tenantId, scope.tenantId), sql`lower(${users.email}) = lower(${email})`))
    .for('update', { of: users });
  if (!row?.email) return null;
  return { ...row, email: row.email };
}
