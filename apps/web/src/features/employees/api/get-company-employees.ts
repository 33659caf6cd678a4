import type { CallResponse } from '@klokwerk/contract/call';
import { employeesOfCompanyCall } from '@klokwerk/contract/employees';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type CompanyEmployees = CallResponse<typeof employeesOfCompanyCall>;
export type Employee = CompanyEmployees[number];

/** The same key as the dashboard's greeting, so both screens share one cached list. */
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

/** `null` asks nothing: no company chosen yet. */
export function companyEmployeesQueryOptions(companyId: number | null) {
  return queryOptions({
    queryKey: companyEmployeesQueryKey(companyId),
    queryFn:
      companyId === null ? skipToken : ({ signal }) => getCompanyEmployees(companyId, signal),
  });
}

export function useCompanyEmployees(companyId: number | null) {
  return useQuery(companyEmployeesQueryOptions(companyId));
}
