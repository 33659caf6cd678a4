import type { CallResponse } from '@klokwerk/contract/call';
import { deleteEmployeeCall } from '@klokwerk/contract/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { deleteUser } from './delete-user';
import { type CompanyEmployees, companyEmployeesQueryKey } from './get-company-employees';
import { companyUsersQueryKey } from './get-company-users';

export type DeletedEmployee = CallResponse<typeof deleteEmployeeCall>;

/** DELETE /api/employees/{employeeId}: deleted, or archived when it has hours (`archived`). */
export function deleteEmployee(employeeId: number): Promise<DeletedEmployee> {
  return callApi(deleteEmployeeCall, { params: { employeeId } });
}

export interface EmployeeRemoval {
  employee: DeletedEmployee;
  /** Set when the employee went but the account with its e-mail could not be deleted. */
  accountError: ApiError | null;
}

/**
 * Spec part 2 §7: the employee, then the user account with its e-mail address. Our server
 * already removes the linked account with the employee, so the second call usually answers
 * 404, which counts as done; any other failure is reported as a warning, not as a failed
 * delete, because the employee is gone by then.
 */
export async function removeEmployee(employeeId: number, email: string): Promise<EmployeeRemoval> {
  const employee = await deleteEmployee(employeeId);
  try {
    await deleteUser(email);
    return { employee, accountError: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { employee, accountError: null };
    const failure =
      error instanceof ApiError ? error : new ApiError(0, 'UNKNOWN', GENERIC_ERROR_MESSAGE);
    return { employee, accountError: failure };
  }
}

export function useRemoveEmployee(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, email }: { employeeId: number; email: string }) =>
      removeEmployee(employeeId, email),
    onSuccess: ({ employee }) => {
      const key = companyEmployeesQueryKey(companyId);
      queryClient.setQueryData<CompanyEmployees>(key, (list) =>
        list?.filter((e) => e.employeeId !== employee.employeeId),
      );
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: companyUsersQueryKey(companyId) });
    },
  });
}
