import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { proposeRosterCall } from '@klokwerk/contract/staffing';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/queries/creating-mutation';
import { schedulesKey } from '../../../lib/queries/schedules';

export type ProposalBody = CallBody<typeof proposeRosterCall>;
export type ProposalSummary = CallResponse<typeof proposeRosterCall>;

/**
 * POST /api/schedules/proposal: Rooster voorstellen. One Idempotency-Key per press, so a resend
 * after a lost answer plans the week once; the new concepts then appear in the roster.
 */
export function useProposeRoster(companyId: number | null) {
  const queryClient = useQueryClient();
  return useCreatingMutation(
    (body: ProposalBody, idempotencyKey) =>
      callApi(proposeRosterCall, { body }, { idempotencyKey }),
    () => queryClient.invalidateQueries({ queryKey: schedulesKey(companyId) }),
  );
}
