import type { CallResponse } from '@klokwerk/contract/call';
import {
  assignRoleCall,
  changeEmailCall,
  deleteUserCall,
  usersOfCompanyCall,
} from '@klokwerk/contract/users';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { queryOptionsFor } from './query-for';
import { useInvalidate, useRefreshingMutation } from './refreshing-mutation';

export type CompanyUsers = CallResponse<typeof usersOfCompanyCall>;
export type CompanyUser = CompanyUsers[number];
export type AssignedRole = CallResponse<typeof assignRoleCall>;
export type DeletedUser = CallResponse<typeof deleteUserCall>;

/**
 * A company's accounts: the user management screen lists them, the employee dialog finds the
 * account linked to an employee. Every change of an account invalidates this key.
 */
export function companyUsersQueryKey(companyId: number | null) {
  return ['users', 'company', companyId] as const;
}

/** GET /api/users/company/{companyId}: the company's accounts, sorted by full name. */
export function getCompanyUsers(companyId: number, signal?: AbortSignal): Promise<CompanyUsers> {
  return callApi(usersOfCompanyCall, { params: { companyId } }, { signal });
}

/** `null` asks nothing: no company chosen yet. */
export function companyUsersQueryOptions(companyId: number | null) {
  return queryOptionsFor(companyUsersQueryKey(companyId), companyId, getCompanyUsers);
}

export function useCompanyUsers(companyId: number | null) {
  return useQuery(companyUsersQueryOptions(companyId));
}

/** POST /api/users/{userName}/roles with a list holding one role: an account has one role. */
export function assignRole(userName: string, role: string): Promise<AssignedRole> {
  return callApi(assignRoleCall, { params: { userName }, body: [role] });
}

/** After saving, the company's accounts are loaded again, so every list shows the new role. */
export function useAssignRole(companyId: number) {
  return useMutation({
    mutationFn: ({ userName, role }: { userName: string; role: string }) =>
      assignRole(userName, role),
    onSuccess: useInvalidate(companyUsersQueryKey(companyId)),
  });
}

/**
 * PUT /api/users/{userName}/email: the account follows its employee's new address, which is
 * where its password-reset links go. The accounts are loaded again whatever the answer.
 */
export function useChangeAccountEmail(companyId: number) {
  return useRefreshingMutation(
    ({ userName, newEmail }: { userName: string; newEmail: string }) =>
      callApi(changeEmailCall, { params: { userName }, body: { newEmail } }),
    useInvalidate(companyUsersQueryKey(companyId)),
  );
}

/** DELETE /api/users/delete/{email}: the account with that address (404 when there is none). */
export function deleteUser(email: string): Promise<DeletedUser> {
  return callApi(deleteUserCall, { params: { email } });
}
