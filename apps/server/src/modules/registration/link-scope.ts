import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import type { Database, Tx } from '../../db/database';
import { AppError, MESSAGES } from '../../http/errors';
import { authorisedTenantId, type TenantId, withTenant } from '../../tenancy/tenant-context';

/**
 * The tenant transaction of a public link call. There is no signed-in user: the link's token,
 * found only inside the tenant its `?tenant=` names, is the credential.
 */
export interface LinkScope {
  tenantId: TenantId;
  tx: Tx;
  /** Runs `task` once the transaction has committed (forgetting a cached token version). */
  afterCommit(task: () => void): void;
}

/**
 * The tenant a link call may look in: the one of its `?tenant=` (already normalised by the
 * contract). The pages also send it as X-Tenant-ID; a header naming another tenant is refused,
 * as at sign-in, rather than silently ignored.
 */
export function linkTenant(queryTenant: string, header: string | string[] | undefined): TenantId {
  if (typeof header === 'string' && normalizeTenantName(header) !== queryTenant) {
    throw new AppError('TENANT_MISMATCH', MESSAGES.tenantMismatch);
  }
  return authorisedTenantId(queryTenant);
}

/** Runs `fn` in one transaction of the tenant, then the tasks it left for after the commit. */
export async function inLinkScope<T>(
  db: Database,
  tenantId: TenantId,
  fn: (scope: LinkScope) => Promise<T>,
): Promise<T> {
  const tasks: Array<() => void> = [];
  const result = await withTenant(db, tenantId, (tx) =>
    fn({ tenantId, tx, afterCommit: (task) => tasks.push(task) }),
  );
  for (const task of tasks) task();
  return result;
}
