import { ownCalendarFeedCall } from '@klokwerk/contract/calendar-feed';
import type { CallResponse } from '@klokwerk/contract/call';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type CalendarFeed = CallResponse<typeof ownCalendarFeedCall>;

export const calendarFeedKey = ['roster', 'calendarFeed'] as const;

/** GET /api/calendar-feed: the signed-in employee's feed address, null before the first. */
export function calendarFeedQueryOptions() {
  return queryOptions({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) => callApi(ownCalendarFeedCall, {}, { signal }),
  });
}

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
