import type { CallResponse } from '@klokwerk/contract/call';
import { schedulesOfCompanyCall } from '@klokwerk/contract/schedules';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { schedulesKey } from '../../../lib/queries/schedules';
import type { Period } from '../lib/period';

export type Schedules = CallResponse<typeof schedulesOfCompanyCall>;

/**
 * GET /api/schedules/company/{companyId}?start&end: the definitive shifts that overlap the
 * period (a night shift from the Sunday before shows in Monday's early hours), in one request.
 */
export function getSchedules(
  companyId: number,
  period: Period,
  signal?: AbortSignal,
): Promise<Schedules> {
  return callApi(
    schedulesOfCompanyCall,
    { params: { companyId }, query: { start: period.start, end: period.end } },
    { signal },
  );
}

/** `null` asks nothing: no company chosen yet, or no period to ask for. */
export function schedulesQueryOptions(companyId: number | null, period: Period | null) {
  return queryOptions({
    queryKey: [...schedulesKey(companyId), period?.start ?? null, period?.end ?? null],
    queryFn:
      companyId === null || period === null
        ? skipToken
        : ({ signal }) => getSchedules(companyId, period, signal),
  });
}

export function useSchedules(companyId: number | null, period: Period) {
  return useQuery(schedulesQueryOptions(companyId, period));
}
