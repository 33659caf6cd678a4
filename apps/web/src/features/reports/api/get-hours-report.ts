import type { CallResponse } from '@klokwerk/contract/call';
import { hoursReportCall } from '@klokwerk/contract/reports';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryOptionsFor } from '../../../lib/queries/query-for';
import type { Period } from '../lib/period';
import { monthKey } from './keys';

export type HoursReport = CallResponse<typeof hoursReportCall>;
export type HoursRow = HoursReport['employees'][number];

/**
 * GET /api/reports/hours: the month's hours per employee, computed by the server (docs/calculations.md);
 * a MEDEWERKER gets their own row only.
 */
export function getHoursReport(
  companyId: number,
  { year, month }: Period,
  signal?: AbortSignal,
): Promise<HoursReport> {
  return callApi(hoursReportCall, { query: { companyId, year, month } }, { signal });
}

/** `null` asks nothing: no company known yet (docs/screens.md#hours-report). */
export function hoursReportQueryOptions(companyId: number | null, period: Period) {
  return queryOptionsFor([...monthKey(companyId, period), 'hours'], companyId, (id, signal) =>
    getHoursReport(id, period, signal),
  );
}

export function useHoursReport(companyId: number | null, period: Period) {
  return useQuery(hoursReportQueryOptions(companyId, period));
}
