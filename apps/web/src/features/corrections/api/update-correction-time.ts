import type { CallBody } from '@klokwerk/contract/call';
import { updateCorrectionTimeCall } from '@klokwerk/contract/corrections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type Correction, correctionsKey } from '../../../lib/queries/corrections';

export type UpdateTimeInput = CallBody<typeof updateCorrectionTimeCall> & { correctionId: number };

/** PUT /api/corrections/update-time/{correctionId} with {newRequestedTime} as ISO UTC. */
export function updateCorrectionTime({
  correctionId,
  ...body
}: UpdateTimeInput): Promise<Correction> {
  return callApi(updateCorrectionTimeCall, { params: { correctionId }, body });
}

export function useUpdateCorrectionTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCorrectionTime,
    // Also after a failure: a 409 means someone else decided first, and the list is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: correctionsKey }),
  });
}
