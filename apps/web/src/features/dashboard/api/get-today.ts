import type { CallResponse } from '@klokwerk/contract/call';
import { todayCall } from '@klokwerk/contract/today';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type Today = CallResponse<typeof todayCall>;

/** How often Vandaag asks again while it is open: who clocks in shows within a minute. */
export const TODAY_REFRESH_MS = 60_000;

/** GET /api/today/company/{companyId}; `null` asks nothing. */
export function todayQueryOptions(companyId: number | null) {
  return queryOptions({
    queryKey: ['dashboard', 'today', companyId],
    queryFn:
      companyId === null
        ? skipToken
        : ({ signal }) => callApi(todayCall, { params: { companyId } }, { signal }),
    refetchInterval: TODAY_REFRESH_MS,
  });
}

export function useToday(companyId: number | null) {
  return useQuery(todayQueryOptions(companyId));
}
