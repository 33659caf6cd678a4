import type { CallResponse } from '@klokwerk/contract/call';
import { myHoursCall } from '@klokwerk/contract/my-roster';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type MyHours = CallResponse<typeof myHoursCall>;

export const myHoursKey = ['me', 'hours'] as const;

/** GET /api/me/hours: my registrations of this month so far, their sums, my corrections. */
export function myHoursQueryOptions() {
  return queryOptions({
    queryKey: myHoursKey,
    queryFn: ({ signal }) => callApi(myHoursCall, {}, { signal }),
  });
}

export function useMyHours(enabled: boolean) {
  return useQuery({ ...myHoursQueryOptions(), enabled });
}
