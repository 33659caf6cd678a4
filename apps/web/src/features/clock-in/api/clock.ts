import { type ClockAnswer, type ClockBody, clockCall } from '@klokwerk/contract/time';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * POST /api/time/clock: the employee with this phone number clocks in or out (spec part 1 §7,
 * docs/decisions/013), at the moment of the tap; the same idempotency key again registers
 * nothing (issue 10). The kiosk shows no lists, so nothing needs refetching afterwards.
 */
export function clock(body: ClockBody): Promise<ClockAnswer> {
  return callApi(clockCall, { body });
}

export function useClock() {
  // 'always': offline, TanStack Query would hold the tap back silently; the kiosk wants the
  // failure at once, to keep the tap and say so.
  return useMutation({ mutationFn: clock, networkMode: 'always' });
}
