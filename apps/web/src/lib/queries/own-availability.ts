import { availabilityOfEmployeeCall } from '@klokwerk/contract/availability';
import type { CallResponse } from '@klokwerk/contract/call';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';

export type OwnAvailability = CallResponse<typeof availabilityOfEmployeeCall>;

/** Whose availability, and which period: `start`/`end` as `yyyy-MM-ddTHH:mm:ss`, local time. */
export interface AvailabilityPeriod {
  employeeId: number;
  companyId: number;
  start: string;
  end: string;
}

/** Every availability query starts with this key, so one invalidation reaches them all. */
export const availabilityKey = ['availability'] as const;

/**
 * GET /api/availability/{employeeId}/{companyId}?start&end: one's own, by start time. Read by
 * Beschikbaarheid Invullen (a month) and Mijn rooster (the weeks ahead).
 */
export function getOwnAvailability(
  { employeeId, companyId, start, end }: AvailabilityPeriod,
  signal?: AbortSignal,
): Promise<OwnAvailability> {
  return callApi(
    availabilityOfEmployeeCall,
    { params: { employeeId, companyId }, query: { start, end } },
    { signal },
  );
}

/**
 * `null` asks nothing (an account without an employee). A new month is a new key, and the
 * query of the month left behind is cancelled through its signal.
 */
export function ownAvailabilityQueryOptions(period: AvailabilityPeriod | null) {
  return queryOptions({
    queryKey: [...availabilityKey, 'own', period],
    queryFn: period === null ? skipToken : ({ signal }) => getOwnAvailability(period, signal),
  });
}

export function useOwnAvailability(period: AvailabilityPeriod | null) {
  return useQuery(ownAvailabilityQueryOptions(period));
}
