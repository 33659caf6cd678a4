import type { CallBody } from '@klokwerk/contract/call';
import { rejectCorrectionCall } from '@klokwerk/contract/corrections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type Correction, correctionsKey } from '../../../lib/queries/corrections';

export type RejectInput = CallBody<typeof rejectCorrectionCall> & { correctionId: number };

/** PUT /api/corrections/reject/{correctionId} with a reason that is not blank. */
export function rejectCorrection({ correctionId, ...body }: RejectInput): Promise<Correction> {
  return callApi(rejectCorrectionCall, { params: { correctionId }, body });
}

export function useRejectCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectCorrection,
    // Also after a failure: a 409 means someone else decided first, and the list is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: correctionsKey }),
  });
}
