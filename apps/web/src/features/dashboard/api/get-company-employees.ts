import type { CallResponse } from '@klokwerk/contract/call';
import { employeesOfCompanyCall } from '@klokwerk/contract/employees';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type CompanyEmployees = CallResponse<typeof employeesOfCompanyCall>;

/** GET /api/employees/company/{companyId}: the company's employees that are not archived. */
export function getCompanyEmployees(
  companyId: number,
  signal?: AbortSignal,
): Promise<CompanyEmployees> {
  return callApi(employeesOfCompanyCall, { params: { companyId } }, { signal });
}

/** `null` asks nothing: a role that may not see the list, or a user without a company. */
export function companyEmployeesQueryOptions(companyId: number | null) {
  return queryOptions({
    queryKey: ['employees', 'company', companyId],
    queryFn:
      companyId === null ? skipToken : ({ signal }) => getCompanyEmployees(companyId, signal),
  });
}

export function useCompanyEmployees(companyId: number | null) {
  return useQuery(companyEmployeesQueryOptions(companyId));
}
