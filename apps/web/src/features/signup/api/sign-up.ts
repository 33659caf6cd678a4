import { type SignupForm, signupCall } from '@klokwerk/contract/signup';
import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { callApi } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/queries/creating-mutation';
import { saveSignInToken } from '../../../lib/save-sign-in-token';
import type { SessionClaims } from '../../../lib/session';

export type SignupInput = SignupForm;

/**
 * POST /api/signup: a new account on a 30-day trial, whose owner is signed in at once, stored
 * as a sign-in on the login page is (for this browser session). Public: no bearer token, and
 * X-Tenant-ID names the new account rather than one an earlier sign-in left in storage.
 */
export async function signUp(input: SignupInput, idempotencyKey?: string): Promise<SessionClaims> {
  const tenantId = normalizeTenantName(input.companyName ?? '');
  const { token } = await callApi(
    signupCall,
    { body: input },
    { auth: false, headers: { 'X-Tenant-ID': tenantId }, idempotencyKey },
  );
  return saveSignInToken(token, tenantId, false);
}

/** Pressed again after a lost answer, the same key: the account is made once, not "taken". */
export function useSignUp() {
  return useCreatingMutation(signUp);
}
