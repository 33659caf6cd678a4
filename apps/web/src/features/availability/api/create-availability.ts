import { type AvailabilityBody, createAvailabilityCall } from '@klokwerk/contract/availability';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useRefreshAvailability } from '../../../lib/queries/availability';

/** POST /api/availability: one's own availability for one date. */
export function createAvailability(body: AvailabilityBody) {
  return callApi(createAvailabilityCall, { body });
}

/** The screen calls it once per selected date, in parallel; each success refetches the list. */
export function useCreateAvailability() {
  const refresh = useRefreshAvailability();
  return useMutation({
    mutationFn: createAvailability,
    // Not awaited: the date's toast need not wait for the list to come back.
    onSuccess: () => void refresh(),
  });
}
