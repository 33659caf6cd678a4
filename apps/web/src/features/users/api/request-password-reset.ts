import type { CallResponse } from '@klokwerk/contract/call';
import { requestPasswordResetCall } from '@klokwerk/contract/users';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type PasswordResetSent = CallResponse<typeof requestPasswordResetCall>;

/** POST /api/users/{userName}/password-reset: mails the user a link to set a new password. */
export function requestPasswordReset(userName: string): Promise<PasswordResetSent> {
  return callApi(requestPasswordResetCall, { params: { userName } });
}

/** Nothing on screen changes until the user follows the link, so no query is invalidated. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
