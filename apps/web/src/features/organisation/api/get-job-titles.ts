import type { CallResponse } from '@klokwerk/contract/call';
import { jobTitlesOfCompanyCall } from '@klokwerk/contract/organisation';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type JobTitles = CallResponse<typeof jobTitlesOfCompanyCall>;

export function jobTitlesQueryKey(companyId: number | null) {
  return ['organisation', 'jobTitles', companyId] as const;
}

/** GET /api/jobtitles/company/{companyId}: the job titles of all the company's categories. */
export function getJobTitles(companyId: number, signal?: AbortSignal): Promise<JobTitles> {
  return callApi(jobTitlesOfCompanyCall, { params: { companyId } }, { signal });
}

/** `null` asks nothing: no company chosen yet. */
export function jobTitlesQueryOptions(companyId: number | null) {
  return queryOptions({
    queryKey: jobTitlesQueryKey(companyId),
    queryFn: companyId === null ? skipToken : ({ signal }) => getJobTitles(companyId, signal),
  });
}

export function useJobTitles(companyId: number | null) {
  return useQuery(jobTitlesQueryOptions(companyId));
}
