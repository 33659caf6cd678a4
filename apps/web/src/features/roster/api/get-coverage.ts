import type { CallResponse } from '@klokwerk/contract/call';
import { staffingCoverageCall } from '@klokwerk/contract/staffing';
import { skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { schedulesKey } from '../../../lib/queries/schedules';

export type Coverage = CallResponse<typeof staffingCoverageCall>;

/**
 * GET /api/staffing/coverage: the week's Bezetting against the roster. Under the roster's key,
 * so every shift saved, moved, deleted or proposed reads it again.
 */
export function useCoverage(companyId: number | null, monday: string) {
  return useQuery({
    queryKey: [...schedulesKey(companyId), 'coverage', monday] as const,
    queryFn:
      companyId === null
        ? skipToken
        : ({ signal }) =>
            callApi(staffingCoverageCall, { query: { companyId, week: monday } }, { signal }),
  });
}
