import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import {
  contractsOfEmployeeCall,
  createContractPeriodCall,
  deleteContractPeriodCall,
  updateContractPeriodCall,
} from '@klokwerk/contract/employee-contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/queries/creating-mutation';
import { companyEmployeesQueryKey } from '../../../lib/queries/employees';

export type EmployeeContracts = CallResponse<typeof contractsOfEmployeeCall>;
export type ContractPeriod = EmployeeContracts['periods'][number];
export type ContractPeriodValues = CallBody<typeof createContractPeriodCall>;

export function contractsQueryKey(employeeId: number) {
  return ['employees', 'contracts', employeeId] as const;
}

/** GET /api/employees/{employeeId}/contracts: the periods in date order. */
export function getContracts(employeeId: number, signal?: AbortSignal): Promise<EmployeeContracts> {
  return callApi(contractsOfEmployeeCall, { params: { employeeId } }, { signal });
}

export function contractsQueryOptions(employeeId: number) {
  return queryOptions({
    queryKey: contractsQueryKey(employeeId),
    queryFn: ({ signal }) => getContracts(employeeId, signal),
  });
}

export function useContracts(employeeId: number) {
  return useQuery(contractsQueryOptions(employeeId));
}

type Change =
  | { kind: 'create'; body: ContractPeriodValues }
  | { kind: 'update'; contractId: number; body: ContractPeriodValues }
  | { kind: 'delete'; contractId: number };

/**
 * Adds, changes or removes a period. Each answers every period, which replaces the list at
 * once; the company's employees are fetched again, as their hours per week may have changed.
 * A new period keeps its idempotency key until it is saved (docs/api-conventions.md).
 */
export function useChangeContract(employeeId: number, companyId: number) {
  const queryClient = useQueryClient();
  return useCreatingMutation(
    (change: Change, idempotencyKey) => {
      const params = { employeeId };
      switch (change.kind) {
        case 'create':
          return callApi(
            createContractPeriodCall,
            { params, body: change.body },
            { idempotencyKey },
          );
        case 'update':
          return callApi(updateContractPeriodCall, {
            params: { ...params, contractId: change.contractId },
            body: change.body,
          });
        case 'delete':
          return callApi(deleteContractPeriodCall, {
            params: { ...params, contractId: change.contractId },
          });
      }
    },
    (contracts) => {
      queryClient.setQueryData(contractsQueryKey(employeeId), contracts);
      return queryClient.invalidateQueries({ queryKey: companyEmployeesQueryKey(companyId) });
    },
  );
}
