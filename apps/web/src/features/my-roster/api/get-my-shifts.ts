import type { CallResponse } from '@klokwerk/contract/call';
import { myShiftsCall } from '@klokwerk/contract/my-roster';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type MyShifts = CallResponse<typeof myShiftsCall>;

export const myShiftsKey = ['me', 'shifts'] as const;

/** GET /api/me/shifts: my next shifts with the colleagues on them. */
export function myShiftsQueryOptions() {
  return queryOptions({
    queryKey: myShiftsKey,
    queryFn: ({ signal }) => callApi(myShiftsCall, {}, { signal }),
  });
}

export function useMyShifts(enabled: boolean) {
  return useQuery({ ...myShiftsQueryOptions(), enabled });
}
