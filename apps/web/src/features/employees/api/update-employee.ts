import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { updateEmployeeCall } from '@klokwerk/contract/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type CompanyEmployees, companyEmployeesQueryKey } from './get-company-employees';

export type EmployeeUpdateValues = CallBody<typeof updateEmployeeCall>;
export type UpdatedEmployee = CallResponse<typeof updateEmployeeCall>;

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
