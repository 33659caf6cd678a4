import type { CallBody } from '@klokwerk/contract/call';
import { savePaySettingsCall } from '@klokwerk/contract/pay-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { objectHistoryQueryOptions } from '../../../lib/queries/object-history';
import { paySettingsQueryKey } from './get-pay-settings';

export type PaySettingsValues = CallBody<typeof savePaySettingsCall>;

/** PUT /api/settings/pay/{companyId}: saves every setting; the answer is what the form shows. */
export function useSavePaySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, body }: { companyId: number; body: PaySettingsValues }) =>
      callApi(savePaySettingsCall, { params: { companyId }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(paySettingsQueryKey(saved.companyId), saved);
      // An open history shows the new entry too.
      return queryClient.invalidateQueries({
        queryKey: objectHistoryQueryOptions('pay_settings', saved.companyId, true).queryKey,
      });
    },
  });
}
