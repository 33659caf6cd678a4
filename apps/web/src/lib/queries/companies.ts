import type { CallResponse } from '@klokwerk/contract/call';
import { companiesCall } from '@klokwerk/contract/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';

export type Companies = CallResponse<typeof companiesCall>;

/**
 * GET /api/companies: the companies the user may act for (every one for tenant-wide roles,
 * their own for the others). Shared by every screen's company select; company management
 * invalidates it after a change.
 */
export const companiesQueryKey = ['companies'] as const;

export function companiesQueryOptions() {
  return queryOptions({
    queryKey: companiesQueryKey,
    queryFn: ({ signal }) => callApi(companiesCall, {}, { signal }),
  });
}

export function useCompanies() {
  return useQuery(companiesQueryOptions());
}
