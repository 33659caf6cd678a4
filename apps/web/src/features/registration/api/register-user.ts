import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { registerUserCall } from '@klokwerk/contract/registration';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type LinkTarget, linkRequestOptions } from './link-request';

export type UserRegistrationInput = CallBody<typeof registerUserCall>;
export type RegisteredUser = CallResponse<typeof registerUserCall>;

/** POST /api/users/register/{token}?tenant=: creates the sign-in with the invited role. */
export function registerUser(
  link: LinkTarget,
  body: UserRegistrationInput,
): Promise<RegisteredUser> {
  return callApi(
    registerUserCall,
    { params: { token: link.token }, query: { tenant: link.tenant }, body },
    linkRequestOptions(link.tenant),
  );
}

export function useRegisterUser(link: LinkTarget) {
  return useMutation({ mutationFn: (body: UserRegistrationInput) => registerUser(link, body) });
}
