import type { CallResponse } from '@klokwerk/contract/call';
import { usersOfCompanyCall } from '@klokwerk/contract/users';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type CompanyUsers = CallResponse<typeof usersOfCompanyCall>;
export type CompanyUser = CompanyUsers[number];

export function companyUsersQueryKey(companyId: number | null) {
  return ['users', 'company', companyId] as const;
}

/** GET /api/users/company/{companyId}: the accounts, to find the one linked to an employee. */
export function getCompanyUsers(companyId: number, signal?: AbortSignal): Promise<CompanyUsers> {
  return callApi(usersOfCompanyCall, { params: { companyId } }, { signal });
}

export function companyUsersQueryOptions(companyId: number | null) {
  return queryOptions({
    queryKey: companyUsersQueryKey(companyId),
    queryFn: companyId === null ? skipToken : ({ signal }) => getCompanyUsers(companyId, signal),
  });
}

export function useCompanyUsers(companyId: number | null) {
  return useQuery(companyUsersQueryOptions(companyId));
}

/** The account linked to an employee: undefined while loading, null when there is none. */
export function useLinkedAccount(companyId: number, employeeId: number) {
  const users = useCompanyUsers(companyId);
  const account = users.isSuccess
    ? (users.data.find((user) => user.employeeId === employeeId) ?? null)
    : undefined;
  return { users, account };
}
