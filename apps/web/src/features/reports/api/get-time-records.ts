import type { CallResponse } from '@klokwerk/contract/call';
import { timeRecordsOfCompanyCall } from '@klokwerk/contract/time';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { monthDatePeriod } from '../../../lib/calendar-month';
import { queryOptionsFor } from '../../../lib/queries/query-for';
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
  return queryOptionsFor([...monthKey(companyId, period), 'records'], companyId, (id, signal) =>
    getTimeRecords(id, period, signal),
  );
}

export function useTimeRecords(companyId: number | null, period: Period) {
  return useQuery(timeRecordsQueryOptions(companyId, period));
}
