import type { CallResponse } from '@klokwerk/contract/call';
import { companiesCall, DEFAULT_TIME_ZONE } from '@klokwerk/contract/companies';
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

/**
 * The time zone of a company of the list: its screens show and take times on the company's
 * clock, not the browser's. `fallback` while the list loads or lacks the company: the zone the
 * server itself uses for a company without one, unless a screen says otherwise.
 */
export function companyTimeZone(
  companies: Companies | undefined,
  companyId: number | null,
  fallback: string = DEFAULT_TIME_ZONE,
): string {
  return companies?.find((c) => c.companyId === companyId)?.timeZone ?? fallback;
}
