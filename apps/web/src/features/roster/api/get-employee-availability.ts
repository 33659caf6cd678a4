import { availabilityOfEmployeeCall } from '@klokwerk/contract/availability';
import type { CallResponse } from '@klokwerk/contract/call';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import type { Period } from '../lib/period';
import { availabilityKey } from './get-company-availability';

export type EmployeeAvailability = CallResponse<typeof availabilityOfEmployeeCall>;

/**
 * GET /api/availability/{employeeId}/{companyId}?start&end: one employee's entries that
 * overlap a new shift, for the warning about a time they marked Niet beschikbaar.
 */
export function employeeAvailabilityQueryOptions(
  companyId: number | null,
  employeeId: number | null,
  period: Period | null,
) {
  return queryOptions({
    queryKey: [
      ...availabilityKey(companyId),
      'employee',
      employeeId,
      period?.start ?? null,
      period?.end ?? null,
    ],
    queryFn:
      companyId === null || employeeId === null || period === null
        ? skipToken
        : ({ signal }) =>
            callApi(
              availabilityOfEmployeeCall,
              {
                params: { employeeId, companyId },
                query: { start: period.start, end: period.end },
              },
              { signal },
            ),
  });
}
