import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { requestCorrectionCall } from '@klokwerk/contract/corrections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionKeys } from '../../../lib/action-key';
import { callApi } from '../../../lib/api-client';
import { correctionsKey } from '../../../lib/queries/corrections';

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
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (body: CorrectionRequestInput) => requestCorrection(body, keys.keyFor(body)),
    onSuccess: () => {
      keys.done();
      return queryClient.invalidateQueries({ queryKey: correctionsKey });
    },
  });
}
