import type { CallResponse } from '@klokwerk/contract/call';
import { penaltySettingsCall } from '@klokwerk/contract/penalty-settings';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryOptionsFor } from '../../../lib/queries/query-for';
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
  return queryOptionsFor(penaltySettingsQueryKey(companyId), companyId, getPenaltySettings);
}

export function usePenaltySettings(companyId: number | null) {
  return useQuery(penaltySettingsQueryOptions(companyId));
}
