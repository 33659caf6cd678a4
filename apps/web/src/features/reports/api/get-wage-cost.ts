import type { CallResponse } from '@klokwerk/contract/call';
import { wageCostReportCall } from '@klokwerk/contract/reports';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryOptionsFor } from '../../../lib/queries/query-for';
import type { Period } from '../lib/period';
import { monthKey } from './keys';

export type WageCostReport = CallResponse<typeof wageCostReportCall>;
export type WageCostRow = WageCostReport['rows'][number];

/** GET /api/reports/wage-cost: the month's wage cost per employee, computed by the server. */
export function getWageCost(
  companyId: number,
  { year, month }: Period,
  signal?: AbortSignal,
): Promise<WageCostReport> {
  return callApi(wageCostReportCall, { query: { companyId, year, month } }, { signal });
}

export function wageCostQueryOptions(companyId: number | null, period: Period) {
  return queryOptionsFor([...monthKey(companyId, period), 'wage-cost'], companyId, (id, signal) =>
    getWageCost(id, period, signal),
  );
}

export function useWageCost(companyId: number | null, period: Period) {
  return useQuery(wageCostQueryOptions(companyId, period));
}
