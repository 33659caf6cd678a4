import { availabilityOfEmployeeCall } from '@klokwerk/contract/availability';
import type { CallResponse } from '@klokwerk/contract/call';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { queryOptionsFor } from './query-for';
import { useInvalidate } from './refreshing-mutation';

export type EmployeeAvailability = CallResponse<typeof availabilityOfEmployeeCall>;

/** Whose availability, and which period: `start`/`end` as `yyyy-MM-ddTHH:mm:ss`, local time. */
export interface AvailabilityPeriod {
  employeeId: number;
  companyId: number;
  start: string;
  end: string;
}

/**
 * Every availability query starts with this key (the roster's too), so the one invalidation
 * after an entry is added, changed or removed reaches them all.
 */
export const availabilityKey = ['availability'] as const;

/**
 * GET /api/availability/{employeeId}/{companyId}?start&end: one employee's entries, by start
 * time. Read by Beschikbaarheid Invullen (one's own month), Mijn rooster (the weeks ahead) and
 * the roster's Nieuwe Dienst (the new shift's period, for the Niet beschikbaar warning).
 */
export function getEmployeeAvailability(
  { employeeId, companyId, start, end }: AvailabilityPeriod,
  signal?: AbortSignal,
): Promise<EmployeeAvailability> {
  return callApi(
    availabilityOfEmployeeCall,
    { params: { employeeId, companyId }, query: { start, end } },
    { signal },
  );
}

/**
 * `null` asks nothing (an account without an employee, a form not filled in). A new period is
 * a new key, and the query of the period left behind is cancelled through its signal.
 */
export function employeeAvailabilityQueryOptions(period: AvailabilityPeriod | null) {
  return queryOptionsFor([...availabilityKey, 'employee', period], period, getEmployeeAvailability);
}

export function useEmployeeAvailability(period: AvailabilityPeriod | null) {
  return useQuery(employeeAvailabilityQueryOptions(period));
}

/**
 * After an entry is added, changed or removed: every availability list is fetched again (the
 * calendar's marks, Mijn rooster, the roster's side panel and warnings).
 */
export function useRefreshAvailability() {
  return useInvalidate(availabilityKey);
}
