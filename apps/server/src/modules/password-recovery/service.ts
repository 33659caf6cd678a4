import { FORGOT_PASSWORD_MESSAGES } from '@klokwerk/contract/registration';
import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import type { Database } from '../../db/database';
import { AppError } from '../../http/errors';
import { authorisedTenantId, type TenantId } from '../../tenancy/tenant-context';
import { inLinkScope } from '../registration/index';
import { mailResetLink, type ResetLinkDeps } from '../users/index';
import { findAccountByEmail } from './repository';

export interface RecoveryDeps extends ResetLinkDeps {
  db: Database;
}

/**
 * The tenant a forgot-password request names: the body's tenantId (already
 * normalised by the contract), else the X-Tenant-ID header, normalised the same way. The body
 * wins: the page sends the name typed into its form, while a header may still carry the tenant
 * of an earlier session. Neither gives the specification's "Geen bedrijfsnaam opgegeven.".
 */
export function recoveryTenant(
  bodyTenant: string | null,
  header: string | string[] | undefined,
): TenantId {
  const key = bodyTenant ?? (typeof header === 'string' ? normalizeTenantName(header) : '');
  if (key === '') {
    throw new AppError('VALIDATION', FORGOT_PASSWORD_MESSAGES.noCompanyName, 'tenantId');
  }
  // Only ever used to look for an address inside this tenant; an unknown one finds nothing.
  return authorisedTenantId(key);
}

/**
 * Mails a reset link when the tenant is active and has an account with this address; does
 * nothing otherwise. Nothing here reaches the caller: the route has answered already.
 */
export async function recoverPassword(
  deps: RecoveryDeps,
  tenantId: TenantId,
  email: string,
): Promise<void> {
  await inLinkScope(deps.db, tenantId, async (scope) => {
    const account = await findAccountByEmail(scope, email);
    if (account) await mailResetLink(scope, deps, account, { by: 'user' });
  });
}
