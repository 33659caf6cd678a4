import type { Role } from '@klokwerk/domain/roles';
import { inAppRoleTransaction } from '../db/app-role-transaction';
import type { Database, Tx } from '../db/database';

export { APP_ROLE } from '../db/app-role-transaction';

declare const tenantIdBrand: unique symbol;
/**
 * A tenant id that has been authorised: only the auth hook (from a verified token) and the
 * login and CLI paths (for the tenant they were asked for) make one. Repository functions
 * demand it, so a tenant id straight from a request cannot reach a query by mistake.
 */
export type TenantId = string & { readonly [tenantIdBrand]: true };

export function authorisedTenantId(id: string): TenantId {
  return id as TenantId;
}

/** The signed-in user, as the verified token and the users table describe them. */
export interface Actor {
  userId: number;
  userName: string;
  role: Role;
  roles: readonly string[];
  companyId: number | null;
  employeeId: number | null;
  email: string;
  subscription: string;
}

/** Everything a repository needs: whose data, who asks, and the transaction to use. */
export interface TenantContext {
  tenantId: TenantId;
  actor: Actor;
  tx: Tx;
  /**
   * Runs `task` once the transaction has committed, never if it rolls back: sending queued
   * mail, forgetting a cached token version. A failing task is logged, not answered.
   */
  afterCommit(task: () => void): void;
}

/**
 * What a query and its after-commit work need of a tenant transaction, without a signed-in
 * user: a request's TenantContext is one, and so is the scope of a public call (a link,
 * forgot-password) that found its tenant another way.
 */
export type TenantScope = Pick<TenantContext, 'tenantId' | 'tx' | 'afterCommit'>;

/**
 * Runs `fn` in one transaction as the non-superuser role with `app.tenant_id` set, so that
 * row-level security admits only this tenant's rows. Both settings end with the transaction.
 */
export function withTenant<T>(
  db: Database,
  tenantId: TenantId,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return inAppRoleTransaction(db, tenantId, fn);
}

/** For the few queries that touch only global tables (login limits, contact messages). */
export function withoutTenant<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inAppRoleTransaction(db, '', fn);
}
