import type { CallResponse } from '@klokwerk/contract/call';
import { complianceCall } from '@klokwerk/contract/compliance';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { queryOptionsFor } from './query-for';
import { schedulesKey } from './schedules';

export type Compliance = CallResponse<typeof complianceCall>;

/** Wall-clock bounds (`yyyy-MM-ddT00:00:00`), read by the server in the company's zone. */
export interface CompliancePeriod {
  start: string;
  end: string;
}

/**
 * The Arbeidstijdenwet findings of a company's roster, read by the roster and the dashboard.
 * Under the schedules key: whatever changes the roster (a confirmation, a delete) makes its
 * findings stale too, and one invalidation reaches both.
 */
export function complianceKey(companyId: number | null, period: CompliancePeriod | null) {
  return [
    ...schedulesKey(companyId),
    'compliance',
    period?.start ?? null,
    period?.end ?? null,
  ] as const;
}

/** GET /api/schedules/compliance: the findings of the definitive roster in a period. */
export function getCompliance(
  companyId: number,
  period: CompliancePeriod,
  signal?: AbortSignal,
): Promise<Compliance> {
  return callApi(
    complianceCall,
    { query: { companyId, start: period.start, end: period.end } },
    { signal },
  );
}

/** `null` asks nothing: no company, or a role that does not plan. */
export function complianceQueryOptions(companyId: number | null, period: CompliancePeriod) {
  return queryOptionsFor(complianceKey(companyId, period), companyId, (id, signal) =>
    getCompliance(id, period, signal),
  );
}

export function useCompliance(companyId: number | null, period: CompliancePeriod) {
  return useQuery(complianceQueryOptions(companyId, period));
}
