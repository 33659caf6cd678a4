import { newCalendarFeedCall, ownCalendarFeedCall } from '@klokwerk/contract/calendar-feed';
import type { CallResponse } from '@klokwerk/contract/call';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api-client';

export type CalendarFeed = CallResponse<typeof ownCalendarFeedCall>;
export type RenewedCalendarFeed = CallResponse<typeof newCalendarFeedCall>;

export const calendarFeedKey = ['roster', 'calendarFeed'] as const;

/**
 * The signed-in employee's calendar feed, offered on Roosterbeheer and Mijn rooster.
 * GET /api/calendar-feed: the signed-in employee's feed address, null before the first. */
export function calendarFeedQueryOptions() {
  return queryOptions({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) => callApi(ownCalendarFeedCall, {}, { signal }),
  });
}

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

/** POST /api/calendar-feed: a new address; the previous one stops working at once. */
export function renewCalendarFeed(): Promise<RenewedCalendarFeed> {
  return callApi(newCalendarFeedCall, {});
}

export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey, feed),
  });
}
