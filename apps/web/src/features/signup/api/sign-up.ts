import { type SignupForm, signupCall } from '@klokwerk/contract/signup';
import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { saveSignInToken } from '../../../lib/save-sign-in-token';
import type { SessionClaims } from '../../../lib/session';

export type SignupInput = SignupForm;

/**
 * POST /api/signup: a new account on a 30-day trial, whose owner is signed in at once, stored
 * as a sign-in on the login page is (for this browser session). Public: no bearer token, and
 * X-Tenant-ID names the new account rather than one an earlier sign-in left in storage.
 */
export async function signUp(input: SignupInput): Promise<SessionClaims> {
  const tenantId = normalizeTenantName(input.companyName ?? '');
  const { token } = await callApi(
    signupCall,
    { body: input },
    { auth: false, headers: { 'X-Tenant-ID': tenantId } },
  );
  return saveSignInToken(token, tenantId, false);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
