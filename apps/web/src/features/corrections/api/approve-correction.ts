import { approveCorrectionCall } from '@klokwerk/contract/corrections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type Correction, correctionsKey } from '../../../lib/queries/corrections';

/** PUT /api/corrections/approve/{correctionId}: only a PENDING one (409 otherwise). */
export function approveCorrection(correctionId: number): Promise<Correction> {
  return callApi(approveCorrectionCall, { params: { correctionId } });
}

export function useApproveCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveCorrection,
    // Also after a failure: a 409 means someone else decided first, and the list is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: correctionsKey }),
  });
}
