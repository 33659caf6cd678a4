import type { CallBody } from '@klokwerk/contract/call';
import { savePenaltySettingsCall } from '@klokwerk/contract/penalty-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { penaltySettingsQueryKey } from './get-penalty-settings';
import { penaltySettingsListKey } from './get-penalty-settings-list';

export type PenaltySettingsInput = CallBody<typeof savePenaltySettingsCall>;

/** POST /api/settings/company/{companyId}: saves and answers the company's settings. */
export function savePenaltySettings(body: PenaltySettingsInput & { companyId: number }) {
  return callApi(savePenaltySettingsCall, { params: { companyId: body.companyId }, body });
}

export function useSavePenaltySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePenaltySettings,
    onSuccess: (saved) => {
      // The form already shows what was saved: no refetch that could reset it under the user.
      queryClient.setQueryData(penaltySettingsQueryKey(saved.companyId), saved);
      return queryClient.invalidateQueries({ queryKey: penaltySettingsListKey });
    },
  });
}
