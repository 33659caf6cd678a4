import type { CallResponse } from '@klokwerk/contract/call';
import { type ForgotPasswordFields, forgotPasswordCall } from '@klokwerk/contract/registration';
import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { linkRequestOptions } from './link-request';

export type ResetLinkAnswer = CallResponse<typeof forgotPasswordCall>;

/**
 * POST /api/users/forgot-password with {email, tenantId}: the company name as
 * typed, normalised (docs/screens.md#forgot-password), in the body and as X-Tenant-ID. The answer is the same whether
 * or not the company and the address are known.
 */
export function requestResetLink({
  tenantId,
  email,
}: ForgotPasswordFields): Promise<ResetLinkAnswer> {
  const tenant = normalizeTenantName(tenantId);
  return callApi(
    forgotPasswordCall,
    { body: { email, tenantId: tenant } },
    linkRequestOptions(tenant),
  );
}

export function useRequestResetLink() {
  return useMutation({ mutationFn: requestResetLink });
}
