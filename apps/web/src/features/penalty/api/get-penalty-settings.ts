import type { CallResponse } from '@klokwerk/contract/call';
import { penaltySettingsCall } from '@klokwerk/contract/penalty-settings';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { penaltySettingsKey } from './get-penalty-settings-list';

export type CompanyPenaltySettings = CallResponse<typeof penaltySettingsCall>;

/** GET /api/settings/company/{companyId}: one company's settings, the defaults when unsaved. */
export function getPenaltySettings(
  companyId: number,
  signal?: AbortSignal,
): Promise<CompanyPenaltySettings> {
  return callApi(penaltySettingsCall, { params: { companyId } }, { signal });
}

export function penaltySettingsQueryKey(companyId: number | null) {
  return [...penaltySettingsKey, 'company', companyId] as const;
}

/** `null` asks nothing: no company chosen yet. */
export function penaltySettingsQueryOptions(companyId: number | null) {
  return queryOptions({
    queryKey: penaltySettingsQueryKey(companyId),
    queryFn: companyId === null ? skipToken : ({ signal }) => getPenaltySettings(companyId, signal),
  });
}

export function usePenaltySettings(companyId: number | null) {
  return useQuery(penaltySettingsQueryOptions(companyId));
}
