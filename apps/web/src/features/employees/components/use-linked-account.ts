import { useCompanyUsers } from '../../../lib/queries/company-users';

/** The account linked to an employee: undefined while loading, null when there is none. */
export function useLinkedAccount(companyId: number, employeeId: number) {
  const users = useCompanyUsers(companyId);
  const account = users.isSuccess
    ? (users.data.find((user) => user.employeeId === employeeId) ?? null)
    : undefined;
  return { users, account };
}
