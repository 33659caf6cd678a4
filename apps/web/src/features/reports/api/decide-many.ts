import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { bulkApprovalCall } from '@klokwerk/contract/time';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { companyReportsKey } from './keys';

export type BulkDecision = CallBody<typeof bulkApprovalCall>;
export type BulkDecided = CallResponse<typeof bulkApprovalCall>;

/**
 * PUT /api/time/approvals: one decision for the chosen registrations, all or none, with an
 * Idempotency-Key so that a resend decides nothing twice.
 */
export function decideMany(body: BulkDecision): Promise<BulkDecided> {
  return callApi(bulkApprovalCall, { body });
}

/** After the decision the company's registrations and hours are fetched again. */
export function useDecideMany(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideMany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyReportsKey(companyId) }),
  });
}
