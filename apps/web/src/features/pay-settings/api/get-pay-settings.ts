import type { CallResponse } from '@klokwerk/contract/call';
import { paySettingsCall } from '@klokwerk/contract/pay-settings';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type CompanyPaySettings = CallResponse<typeof paySettingsCall>;

export function paySettingsQueryKey(companyId: number | null) {
  return ['paySettings', companyId] as const;
}

/** GET /api/settings/pay/{companyId}: the company's settings, the defaults when unsaved. */
export function paySettingsQueryOptions(companyId: number | null) {
  return queryOptions({
    queryKey: paySettingsQueryKey(companyId),
    queryFn:
      companyId === null
        ? skipToken
        : ({ signal }) => callApi(paySettingsCall, { params: { companyId } }, { signal }),
  });
}

/** `null` asks nothing: no company chosen yet. */
export function usePaySettings(companyId: number | null) {
  return useQuery(paySettingsQueryOptions(companyId));
}
