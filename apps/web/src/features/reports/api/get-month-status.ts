import type { MonthStatus } from '@klokwerk/contract/month-closing';
import { monthStatusCall } from '@klokwerk/contract/month-closing';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryOptionsFor } from '../../../lib/queries/query-for';
import type { Period } from '../lib/period';
import { monthKey } from './keys';

/** GET /api/months/status: whether the company's month is closed, by whom and when. */
export function getMonthStatus(
  companyId: number,
  { year, month }: Period,
  signal?: AbortSignal,
): Promise<MonthStatus> {
  return callApi(monthStatusCall, { query: { companyId, year, month } }, { signal });
}

/** Under the month's prefix: an approval or a closing refreshes it with the reports. */
export function monthStatusKey(companyId: number | null, period: Period) {
  return [...monthKey(companyId, period), 'status'] as const;
}

/** `null` asks nothing: no company yet, or a role that may not close months. */
export function monthStatusQueryOptions(companyId: number | null, period: Period) {
  return queryOptionsFor(monthStatusKey(companyId, period), companyId, (id, signal) =>
    getMonthStatus(id, period, signal),
  );
}

export function useMonthStatus(companyId: number | null, period: Period) {
  return useQuery(monthStatusQueryOptions(companyId, period));
}
