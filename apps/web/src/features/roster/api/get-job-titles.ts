import type { CallResponse } from '@klokwerk/contract/call';
import { jobTitlesOfCompanyCall } from '@klokwerk/contract/organisation';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type JobTitles = CallResponse<typeof jobTitlesOfCompanyCall>;

/** The organisation screen's key, so a change there shows here at once. */
export function jobTitlesQueryKey(companyId: number | null) {
  return ['organisation', 'jobTitles', companyId] as const;
}

/**
 * GET /api/jobtitles/company/{companyId}: which department (category) each job title is in,
 * for the department filter on the rows of employees without shifts. `null` asks nothing.
 */
export function jobTitlesQueryOptions(companyId: number | null) {
  return queryOptions({
    queryKey: jobTitlesQueryKey(companyId),
    queryFn:
      companyId === null
        ? skipToken
        : ({ signal }) => callApi(jobTitlesOfCompanyCall, { params: { companyId } }, { signal }),
  });
}

export function useJobTitles(companyId: number | null) {
  return useQuery(jobTitlesQueryOptions(companyId));
}
