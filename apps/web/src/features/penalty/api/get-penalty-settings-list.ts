import type { CallResponse } from '@klokwerk/contract/call';
import { penaltySettingsListCall } from '@klokwerk/contract/penalty-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type PenaltySettingsList = CallResponse<typeof penaltySettingsListCall>;

/** Every penalty query starts with this key, so one invalidation reaches them all. */
export const penaltySettingsKey = ['penaltySettings'] as const;

/** The overview of every company's settings: a save refreshes it. */
export const penaltySettingsListKey = [...penaltySettingsKey, 'list'] as const;

/** GET /api/settings/company: the settings of every company in reach (defaults where unsaved). */
export function getPenaltySettingsList(signal?: AbortSignal): Promise<PenaltySettingsList> {
  return callApi(penaltySettingsListCall, {}, { signal });
}

export function penaltySettingsListQueryOptions() {
  return queryOptions({
    queryKey: penaltySettingsListKey,
    queryFn: ({ signal }) => getPenaltySettingsList(signal),
    // Companies come and go on another screen; the overview must not list a deleted one.
    refetchOnMount: 'always',
  });
}

export function usePenaltySettingsList() {
  return useQuery(penaltySettingsListQueryOptions());
}
