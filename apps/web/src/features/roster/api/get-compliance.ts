import type { CallResponse } from '@klokwerk/contract/call';
import { complianceCall } from '@klokwerk/contract/compliance';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { Period } from '../lib/period';
import { schedulesKey } from './get-schedules';

export type ComplianceAnswer = CallResponse<typeof complianceCall>;

/**
 * Under the schedules key: whatever changes the roster (a confirmation, a delete) makes its
 * labour-law findings stale too, and one invalidation reaches both.
 */
export function complianceKey(companyId: number | null, period: Period | null) {
  return [
    ...schedulesKey(companyId),
    'compliance',
    period?.start ?? null,
    period?.end ?? null,
  ] as const;
}

/** GET /api/schedules/compliance: the Arbeidstijdenwet findings of the definitive roster. */
export function getCompliance(
  companyId: number,
  period: Period,
  signal?: AbortSignal,
): Promise<ComplianceAnswer> {
  return callApi(
    complianceCall,
    { query: { companyId, start: period.start, end: period.end } },
    { signal },
  );
}

/** `null` asks nothing: no company, or a role that does not plan. */
export function complianceQueryOptions(companyId: number | null, period: Period) {
  return queryOptions({
    queryKey: complianceKey(companyId, period),
    queryFn:
      companyId === null ? skipToken : ({ signal }) => getCompliance(companyId, period, signal),
  });
}
