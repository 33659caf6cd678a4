import type { CallResponse } from '@klokwerk/contract/call';
import { assignRoleCall } from '@klokwerk/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { companyUsersQueryKey } from './get-company-users';

export type AssignedRole = CallResponse<typeof assignRoleCall>;

/** POST /api/users/{userName}/roles with a list holding one role (spec part 2 §7). */
export function assignRole(userName: string, role: string): Promise<AssignedRole> {
  return callApi(assignRoleCall, { params: { userName }, body: [role] });
}

/** After saving, the user list is loaded again (spec part 2 §4 "Role change"). */
export function useAssignRole(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userName, role }: { userName: string; role: string }) =>
      assignRole(userName, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyUsersQueryKey(companyId) }),
  });
}
