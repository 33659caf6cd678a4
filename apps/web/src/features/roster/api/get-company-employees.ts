import type { CallResponse } from '@klokwerk/contract/call';
import { employeesOfCompanyCall } from '@klokwerk/contract/employees';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type CompanyEmployees = CallResponse<typeof employeesOfCompanyCall>;

/** The key the other screens use for this list, so they share one cached answer. */
export function companyEmployeesQueryKey(companyId: number | null) {
  return ['employees', 'company', companyId] as const;
}

/**
 * GET /api/employees/company/{companyId}: the rows of a planner's roster and the choices of
 * Nieuwe Dienst. Staff may not list employees; `null` asks nothing.
 */
export function companyEmployeesQueryOptions(companyId: number | null) {
  return queryOptions({
    queryKey: companyEmployeesQueryKey(companyId),
    queryFn:
      companyId === null
        ? skipToken
        : ({ signal }) => callApi(employeesOfCompanyCall, { params: { companyId } }, { signal }),
  });
}

export function useCompanyEmployees(companyId: number | null) {
  return useQuery(companyEmployeesQueryOptions(companyId));
}
