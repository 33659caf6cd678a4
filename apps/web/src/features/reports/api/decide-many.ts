import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { bulkApprovalCall } from '@klokwerk/contract/time';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/queries/creating-mutation';
import { companyReportsKey } from './keys';

export type BulkDecision = CallBody<typeof bulkApprovalCall>;
export type BulkDecided = CallResponse<typeof bulkApprovalCall>;

/**
 * PUT /api/time/approvals: one decision for the chosen registrations, all or none, with an
 * Idempotency-Key so that a resend decides nothing twice.
 */
export function decideMany(body: BulkDecision, idempotencyKey?: string): Promise<BulkDecided> {
  return callApi(bulkApprovalCall, { body }, { idempotencyKey });
}

/** After the decision the company's registrations and hours are fetched again. */
export function useDecideMany(companyId: number) {
  const queryClient = useQueryClient();
  return useCreatingMutation(decideMany, () =>
    queryClient.invalidateQueries({ queryKey: companyReportsKey(companyId) }),
  );
}
