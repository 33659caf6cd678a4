import { type ClockAnswer, type ClockBody, clockCall } from '@klokwerk/contract/time';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/time/clock: the employee with this phone number clocks in or out
 * (docs/calculations.md#kiosk-tap), at the moment of the tap; the same idempotency key again
 * registers nothing (docs/offline-kiosk.md). The kiosk shows no lists, so nothing needs refetching afterwards.
 */
export function clock(body: ClockBody): Promise<ClockAnswer> {
  return callApi(clockCall, { body });
}

export function useClock() {
  // 'always': offline, TanStack Query would hold the tap back silently; the kiosk wants the
  // failure at once, to keep the tap and say so.
  return useMutation({ mutationFn: clock, networkMode: 'always' });
}
