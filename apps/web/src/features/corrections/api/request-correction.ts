import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { requestCorrectionCall } from '@klokwerk/contract/corrections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { correctionsKey } from './get-company-corrections';

export type CorrectionRequestInput = CallBody<typeof requestCorrectionCall>;
export type CorrectionReceipt = CallResponse<typeof requestCorrectionCall>;

/** POST /api/corrections/request: a new PENDING correction; the answer names the first name. */
export function requestCorrection(body: CorrectionRequestInput): Promise<CorrectionReceipt> {
  return callApi(requestCorrectionCall, { body });
}

export function useRequestCorrection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCorrection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: correctionsKey }),
  });
}
