import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { saveSignIn } from '../../../lib/auth-storage';
import { parseClaims, type SessionClaims } from '../../../lib/session';

export interface LoginInput {
  companyName: string;
  userName: string;
  password: string;
  remember: boolean;
}

interface LoginResponse {
  token: string;
}

/**
 * POST /api/login (spec part 1 §7). The tenant is the normalised company name, in the body and
 * as X-Tenant-ID (the stored tenant of an earlier sign-in must not be sent instead); no bearer
 * token, since whoever was signed in before is irrelevant here.
 */
export async function login(input: LoginInput): Promise<SessionClaims> {
  const tenantId = normalizeTenantName(input.companyName);
  const { token } = await apiPost<LoginResponse>(
    '/login',
    { tenantId, userName: input.userName.trim(), password: input.password },
    { auth: false, headers: { 'X-Tenant-ID': tenantId } },
  );
  const claims = typeof token === 'string' ? parseClaims(token) : null;
  if (!claims) throw new Error('Het antwoord van de server bevat geen leesbaar token.');
  saveSignIn(
    {
      token,
      tenantId: claims.tenantId ?? tenantId,
      subscription: claims.subscription,
      role: claims.roles[0] ?? null,
    },
    input.remember,
  );
  return claims;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
