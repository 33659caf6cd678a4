import type { CallBody } from '@klokwerk/contract/call';
import type { loginCall } from '@klokwerk/contract/login';
import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { ApiError, callApi, UNREACHABLE_MESSAGE } from '../../../lib/api-client';
import { saveSignInToken } from '../../../lib/save-sign-in-token';
import type { SessionClaims } from '../../../lib/session';

/** The sign-in form's values: the call's body, with the company name as typed in `tenantId`. */
export type LoginInput = CallBody<typeof loginCall> & { remember: boolean };

/**
 * The contract's sign-in call and schema. They bring zod (about 20 KB over the wire), more than
 * the budget of /login leaves (docs/ARCHITECTURE.md), so they are a chunk of their own that the
 * form fetches once it is touched. A chunk that cannot be fetched is an unreachable server.
 */
export async function loadLoginContract() {
  try {
    return await import('@klokwerk/contract/login');
  } catch {
    throw new ApiError(0, 'NETWORK', UNREACHABLE_MESSAGE);
  }
}

/**
 * POST /api/login. The tenant is the normalised company name, in the body and
 * as X-Tenant-ID (the stored tenant of an earlier sign-in must not be sent instead); no bearer
 * token, since whoever was signed in before is irrelevant here.
 */
export async function login({ remember, ...input }: LoginInput): Promise<SessionClaims> {
  const { loginCall } = await loadLoginContract();
  const tenantId = normalizeTenantName(input.tenantId);
  const { token } = await callApi(
    loginCall,
    { body: { tenantId, userName: input.userName.trim(), password: input.password } },
    { auth: false, headers: { 'X-Tenant-ID': tenantId } },
  );
  return saveSignInToken(token, tenantId, remember);
}
