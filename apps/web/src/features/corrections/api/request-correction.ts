import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { requestCorrectionCall } from '@klokwerk/contract/corrections';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { correctionsKey } from '../../../lib/queries/corrections';
import { useCreatingMutation } from '../../../lib/queries/creating-mutation';

export type CorrectionRequestInput = CallBody<typeof requestCorrectionCall>;
export type CorrectionReceipt = CallResponse<typeof requestCorrectionCall>;

/** POST /api/corrections/request: a new PENDING correction; the answer names the first name. */
export function requestCorrection(
  body: CorrectionRequestInput,
  idempotencyKey?: string,
): Promise<CorrectionReceipt> {
  return callApi(requestCorrectionCall, { body }, { idempotencyKey });
}

export function useRequestCorrection() {
  const queryClient = useQueryClient();
  // Verzoek indienen pressed again after a timeout sends the same key: filed once.
  return useCreatingMutation(requestCorrection, () =>
    queryClient.invalidateQueries({ queryKey: correctionsKey }),
  );
}
