import type { CallResponse } from '@klokwerk/contract/call';
import {
  correctionsOfCompanyCall,
  correctionsOfEmployeeCall,
} from '@klokwerk/contract/corrections';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type Period, periodBounds } from '../lib/period';
import { monthKey, reportsKey } from './keys';

export type Corrections = CallResponse<typeof correctionsOfCompanyCall>;
export type Correction = Corrections[number];

/** GET /api/corrections/all/company/{companyId}?startDate&endDate: the month's corrections. */
export function getCompanyCorrections(
  companyId: number,
  period: Period,
  signal?: AbortSignal,
): Promise<Corrections> {
  return callApi(
    correctionsOfCompanyCall,
    { params: { companyId }, query: periodBounds(period) },
    { signal },
  );
}

export function companyCorrectionsQueryOptions(companyId: number | null, period: Period) {
  return queryOptions({
    queryKey: [...monthKey(companyId, period), 'corrections'],
    queryFn:
      companyId === null
        ? skipToken
        : ({ signal }) => getCompanyCorrections(companyId, period, signal),
  });
}

export function useCompanyCorrections(companyId: number | null, period: Period) {
  return useQuery(companyCorrectionsQueryOptions(companyId, period));
}

/**
 * GET /api/corrections/all/email/{email}: one's own corrections (every month: the call has no
 * period, so the screen shows the chosen month's).
 */
export function getOwnCorrections(email: string, signal?: AbortSignal): Promise<Corrections> {
  return callApi(correctionsOfEmployeeCall, { params: { email } }, { signal });
}

export function ownCorrectionsQueryOptions(email: string | null) {
  return queryOptions({
    queryKey: [...reportsKey, 'own', email, 'corrections'],
    queryFn: email === null ? skipToken : ({ signal }) => getOwnCorrections(email, signal),
  });
}

export function useOwnCorrections(email: string | null) {
  return useQuery(ownCorrectionsQueryOptions(email));
}
