import { availabilityOfCompanyCall } from '@klokwerk/contract/availability';
import type { CallResponse } from '@klokwerk/contract/call';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { availabilityKey } from '../../../lib/queries/availability';
import type { Period } from '../lib/period';

export type CompanyAvailability = CallResponse<typeof availabilityOfCompanyCall>;

/**
 * GET /api/availability/company/{companyId}?start&end: the availability the company's
 * employees entered for a period (the side panel's month), by start.
 */
export function companyAvailabilityQueryOptions(companyId: number | null, period: Period | null) {
  return queryOptions({
    // Under the key every availability write invalidates, so the side panel never shows an
    // entry that was changed or removed since.
    queryKey: [
      ...availabilityKey,
      'company',
      companyId,
      period?.start ?? null,
      period?.end ?? null,
    ],
    queryFn:
      companyId === null || period === null
        ? skipToken
        : ({ signal }) =>
            callApi(
              availabilityOfCompanyCall,
              { params: { companyId }, query: { start: period.start, end: period.end } },
              { signal },
            ),
  });
}

export function useCompanyAvailability(companyId: number | null, period: Period | null) {
  return useQuery(companyAvailabilityQueryOptions(companyId, period));
}
