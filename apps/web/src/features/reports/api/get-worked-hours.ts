import type { CallResponse } from '@klokwerk/contract/call';
import { workedHoursCall } from '@klokwerk/contract/time';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { monthDatePeriod } from '../../../lib/calendar-month';
import { queryOptionsFor } from '../../../lib/queries/query-for';
import type { Period } from '../lib/period';
import { reportsKey } from './keys';

export type WorkedHours = CallResponse<typeof workedHoursCall>;

/**
 * GET /api/time/worked-hours/{employeeId}?startDate&endDate: one's own registrations of the
 * month, with the clock-out an approved correction gave them (staff may not read the company's).
 */
export function getWorkedHours(
  employeeId: number,
  period: Period,
  signal?: AbortSignal,
): Promise<WorkedHours> {
  return callApi(
    workedHoursCall,
    { params: { employeeId }, query: monthDatePeriod(period) },
    { signal },
  );
}

export function workedHoursQueryOptions(employeeId: number | null, period: Period) {
  return queryOptionsFor(
    [...reportsKey, 'own', employeeId, period.year, period.month, 'records'],
    employeeId,
    (id, signal) => getWorkedHours(id, period, signal),
  );
}

export function useWorkedHours(employeeId: number | null, period: Period) {
  return useQuery(workedHoursQueryOptions(employeeId, period));
}
