import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import {
  deleteEmployeeCall,
  employeesOfCompanyCall,
  updateEmployeeCall,
} from '@klokwerk/contract/employees';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi, GENERIC_ERROR_MESSAGE } from '../api-client';
import { companyUsersQueryKey, deleteUser } from './company-users';
import { queryOptionsFor } from './query-for';

export type CompanyEmployees = CallResponse<typeof employeesOfCompanyCall>;
export type Employee = CompanyEmployees[number];
export type EmployeeUpdateValues = CallBody<typeof updateEmployeeCall>;
export type UpdatedEmployee = CallResponse<typeof updateEmployeeCall>;
export type DeletedEmployee = CallResponse<typeof deleteEmployeeCall>;

/**
 * A company's employees: the employee screen's cards, the dashboard's greeting, the roster's
 * rows. Whatever adds, changes or removes an employee invalidates this key.
 */
export function companyEmployeesQueryKey(companyId: number | null) {
  return ['employees', 'company', companyId] as const;
}

/** GET /api/employees/company/{companyId}: the company's employees that are not archived. */
export function getCompanyEmployees(
  companyId: number,
  signal?: AbortSignal,
): Promise<CompanyEmployees> {
  return callApi(employeesOfCompanyCall, { params: { companyId } }, { signal });
}

/**
 * `null` asks nothing: no company chosen yet, or a role that may not list employees (staff on
 * the roster, most roles on the dashboard).
 */
export function companyEmployeesQueryOptions(companyId: number | null) {
  return queryOptionsFor(companyEmployeesQueryKey(companyId), companyId, getCompanyEmployees);
}

export function useCompanyEmployees(companyId: number | null) {
  return useQuery(companyEmployeesQueryOptions(companyId));
}

/** PUT /api/employees/{employeeId} with the full field set; no BSN keeps the stored one. */
export function updateEmployee(
  employeeId: number,
  body: EmployeeUpdateValues,
): Promise<UpdatedEmployee> {
  return callApi(updateEmployeeCall, { params: { employeeId }, body });
}

/** The answer replaces the card at once; the list is then fetched again to be sure. */
export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employeeId, body }: { employeeId: number; body: EmployeeUpdateValues }) =>
      updateEmployee(employeeId, body),
    onSuccess: (updated) => {
      const key = companyEmployeesQueryKey(updated.companyId);
      queryClient.setQueryData<CompanyEmployees>(key, (list) =>
        list?.map((e) => (e.employeeId === updated.employeeId ? updated : e)),
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

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
 * The employee, then any account with the same e-mail address, so that no sign-in outlives
 * the person. Our server already removes the linked account with the employee
 * (docs/decisions/011-invitations-and-account-links.md), so the second call usually answers
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

/** The card leaves the list at once; the employees and the accounts are then fetched again. */
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
