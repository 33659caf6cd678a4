import { newCalendarFeedCall } from '@klokwerk/contract/calendar-feed';
import type { CallResponse } from '@klokwerk/contract/call';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { calendarFeedKey } from './get-calendar-feed';

export type RenewedCalendarFeed = CallResponse<typeof newCalendarFeedCall>;

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
