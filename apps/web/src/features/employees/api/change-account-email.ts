import { changeEmailCall } from '@klokwerk/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';
import { companyUsersQueryKey } from './get-company-users';

/**
 * PUT /api/users/{userName}/email (spec part 2 §7): the account follows its employee's new
 * address, which is where its password-reset links go.
 */
export function useChangeAccountEmail(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userName, newEmail }: { userName: string; newEmail: string }) =>
      callApi(changeEmailCall, { params: { userName }, body: { newEmail } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyUsersQueryKey(companyId) }),
  });
}

/** Spec part 2 §8, "Employee email update". */
export function accountEmailFailure(error: unknown, texts: { inUse: string; tenant: string }) {
  if (error instanceof ApiError && error.code === 'EMAIL_IN_USE') return texts.inUse;
  if (error instanceof ApiError && error.code === 'TENANT_MISMATCH') return texts.tenant;
  return error instanceof Error ? error.message : String(error);
}
