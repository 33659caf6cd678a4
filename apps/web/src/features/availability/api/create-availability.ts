import { type AvailabilityBody, createAvailabilityCall } from '@klokwerk/contract/availability';
import { callApi } from '../../../lib/api-client';
import { useRefreshAvailability } from '../../../lib/queries/availability';
import { useCreatingMutation } from '../../../lib/queries/creating-mutation';

/** POST /api/availability: one's own availability for one date. */
export function createAvailability(body: AvailabilityBody, idempotencyKey?: string) {
  return callApi(createAvailabilityCall, { body }, { idempotencyKey });
}

/**
 * The screen calls it once per selected date, in parallel, each date with its own key kept
 * until it is saved; each success refetches the list.
 */
export function useCreateAvailability() {
  const refresh = useRefreshAvailability();
  // Not awaited: the date's toast need not wait for the list to come back.
  return useCreatingMutation(createAvailability, () => void refresh());
}
