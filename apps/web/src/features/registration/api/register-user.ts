import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { registerUserCall } from '@klokwerk/contract/registration';
import { callApi } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/queries/creating-mutation';
import { type LinkTarget, linkRequestOptions } from './link-request';

export type UserRegistrationInput = CallBody<typeof registerUserCall>;
export type RegisteredUser = CallResponse<typeof registerUserCall>;

/** POST /api/users/register/{token}?tenant=: creates the sign-in with the invited role. */
export function registerUser(
  link: LinkTarget,
  body: UserRegistrationInput,
  idempotencyKey?: string,
): Promise<RegisteredUser> {
  return callApi(
    registerUserCall,
    { params: { token: link.token }, query: { tenant: link.tenant }, body },
    { ...linkRequestOptions(link.tenant), idempotencyKey },
  );
}

/** Pressed again after a lost answer, the same key: the link answers as it did, not "used up". */
export function useRegisterUser(link: LinkTarget) {
  return useCreatingMutation((body: UserRegistrationInput, idempotencyKey) =>
    registerUser(link, body, idempotencyKey),
  );
}
