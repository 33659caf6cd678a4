import type { CallResponse } from '@klokwerk/contract/call';
import { timeRecordsOfCompanyCall } from '@klokwerk/contract/time';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { monthDatePeriod } from '../../../lib/calendar-month';
import type { Period } from '../lib/period';
import { monthKey } from './keys';

export type TimeRecords = CallResponse<typeof timeRecordsOfCompanyCall>;

/** GET /api/time/company/{companyId}?startDate&endDate: the registrations clocked in that month. */
export function getTimeRecords(
  companyId: number,
  period: Period,
  signal?: AbortSignal,
): Promise<TimeRecords> {
  return callApi(
    timeRecordsOfCompanyCall,
    { params: { companyId }, query: monthDatePeriod(period) },
    { signal },
  );
}

/** `null` asks nothing: no company, or a role that reads only its own registrations. */
export function timeRecordsQueryOptions(companyId: number | null, period: Period) {
  return queryOptions({
    queryKey: [...monthKey(companyId, period), 'records'],
    queryFn:
      companyId === null ? skipToken : ({ signal }) => getTimeRecords(companyId, period, signal),
  });
}

export function useTimeRecords(companyId: number | null, period: Period) {
  return useQuery(timeRecordsQueryOptions(companyId, period));
}
