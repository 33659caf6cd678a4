import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { resetPasswordCall } from '@klokwerk/contract/registration';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type LinkTarget, linkRequestOptions } from './link-request';

export type ResetPasswordInput = CallBody<typeof resetPasswordCall>;
export type PasswordReset = CallResponse<typeof resetPasswordCall>;

/**
 * POST /api/users/reset-password/{token}?tenant=: sets the new password and
 * uses the link up; 404 when it is unknown, used or older than an hour.
 */
export function resetPassword(link: LinkTarget, body: ResetPasswordInput): Promise<PasswordReset> {
  return callApi(
    resetPasswordCall,
    { params: { token: link.token }, query: { tenant: link.tenant }, body },
    linkRequestOptions(link.tenant),
  );
}

export function useResetPassword(link: LinkTarget) {
  return useMutation({ mutationFn: (body: ResetPasswordInput) => resetPassword(link, body) });
}
