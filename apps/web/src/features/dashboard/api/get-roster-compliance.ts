import type { CallResponse } from '@klokwerk/contract/call';
import { complianceCall } from '@klokwerk/contract/compliance';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type RosterCompliance = CallResponse<typeof complianceCall>;

/** Wall-clock bounds (`yyyy-MM-ddT00:00:00`), read by the server in the company's zone. */
export interface Period {
  start: string;
  end: string;
}

/** GET /api/schedules/compliance: the Arbeidstijdenwet findings of the definitive roster. */
export function getRosterCompliance(
  companyId: number,
  period: Period,
  signal?: AbortSignal,
): Promise<RosterCompliance> {
  return callApi(
    complianceCall,
    { query: { companyId, start: period.start, end: period.end } },
    { signal },
  );
}

/** `null` asks nothing: a role that does not plan, or a user without a company. */
export function rosterComplianceQueryOptions(companyId: number | null, period: Period) {
  return queryOptions({
    queryKey: ['dashboard', 'compliance', companyId, period.start, period.end],
    queryFn:
      companyId === null
        ? skipToken
        : ({ signal }) => getRosterCompliance(companyId, period, signal),
  });
}

export function useRosterCompliance(companyId: number | null, period: Period) {
  return useQuery(rosterComplianceQueryOptions(companyId, period));
}
