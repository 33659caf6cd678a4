import { correctionsOfEmployeeCall } from '@klokwerk/contract/corrections';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type Corrections, correctionsKey } from './get-company-corrections';

/** GET /api/corrections/all/email/{email}: the signed-in employee's own, newest first. */
export function getOwnCorrections(email: string, signal?: AbortSignal): Promise<Corrections> {
  return callApi(correctionsOfEmployeeCall, { params: { email } }, { signal });
}

/** `null` asks nothing: an account without an employee has no list. */
export function ownCorrectionsQueryOptions(email: string | null) {
  return queryOptions({
    queryKey: [...correctionsKey, 'email', email],
    queryFn: email === null ? skipToken : ({ signal }) => getOwnCorrections(email, signal),
  });
}

export function useOwnCorrections(email: string | null) {
  return useQuery(ownCorrectionsQueryOptions(email));
}
