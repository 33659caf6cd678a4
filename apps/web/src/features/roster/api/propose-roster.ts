import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { proposeRosterCall } from '@klokwerk/contract/staffing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionKeys } from '../../../lib/action-key';
import { callApi } from '../../../lib/api-client';
import { schedulesKey } from '../../../lib/queries/schedules';

export type ProposalBody = CallBody<typeof proposeRosterCall>;
export type ProposalSummary = CallResponse<typeof proposeRosterCall>;

/**
 * POST /api/schedules/proposal: Rooster voorstellen. One Idempotency-Key per press, so a resend
 * after a lost answer plans the week once; the new concepts then appear in the roster.
 */
export function useProposeRoster(companyId: number | null) {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (body: ProposalBody) =>
      callApi(proposeRosterCall, { body }, { idempotencyKey: keys.keyFor(body) }),
    onSuccess: () => {
      keys.done();
      return queryClient.invalidateQueries({ queryKey: schedulesKey(companyId) });
    },
  });
}
