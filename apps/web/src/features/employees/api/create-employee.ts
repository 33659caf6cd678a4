import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { createEmployeeCall } from '@klokwerk/contract/employees';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/queries/creating-mutation';
import { companyEmployeesQueryKey } from '../../../lib/queries/employees';

export type EmployeeCreateValues = CallBody<typeof createEmployeeCall>;
export type CreatedEmployee = CallResponse<typeof createEmployeeCall>;

/** POST /api/employees: an employee without an account, e.g. kitchen staff on the kiosk. */
export function createEmployee(
  body: EmployeeCreateValues,
  idempotencyKey?: string,
): Promise<CreatedEmployee> {
  return callApi(createEmployeeCall, { body }, { idempotencyKey });
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useCreatingMutation(createEmployee, (created) =>
    queryClient.invalidateQueries({ queryKey: companyEmployeesQueryKey(created.companyId) }),
  );
}
