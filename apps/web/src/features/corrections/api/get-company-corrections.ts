import type { CallResponse } from '@klokwerk/contract/call';
import { correctionsOfCompanyCall } from '@klokwerk/contract/corrections';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type Month, monthPeriod } from '../lib/month';

export type Corrections = CallResponse<typeof correctionsOfCompanyCall>;
export type Correction = Corrections[number];

/** Every corrections query starts with this key, so one invalidation reaches them all. */
export const correctionsKey = ['corrections'] as const;

/**
 * GET /api/corrections/all/company/{companyId}?startDate&endDate: one month of the company's
 * corrections, by requested time (the server filters; the specification's client did).
 */
export function getCompanyCorrections(
  companyId: number,
  month: Month,
  signal?: AbortSignal,
): Promise<Corrections> {
  return callApi(
    correctionsOfCompanyCall,
    { params: { companyId }, query: monthPeriod(month) },
    { signal },
  );
}

/** `null` asks nothing: no company chosen yet. */
export function companyCorrectionsQueryOptions(companyId: number | null, month: Month) {
  return queryOptions({
    queryKey: [...correctionsKey, 'company', companyId, month.year, month.month],
    queryFn:
      companyId === null
        ? skipToken
        : ({ signal }) => getCompanyCorrections(companyId, month, signal),
  });
}

export function useCompanyCorrections(companyId: number | null, month: Month) {
  return useQuery(companyCorrectionsQueryOptions(companyId, month));
}
