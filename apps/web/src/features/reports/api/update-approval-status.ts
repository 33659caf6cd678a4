import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { updateApprovalCall } from '@klokwerk/contract/time';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { companyReportsKey } from './keys';

export type ApprovalInput = CallBody<typeof updateApprovalCall>;
export type ApprovedRecord = CallResponse<typeof updateApprovalCall>;

/**
 * The rejection reason the specification sends when none is given (docs/screens.md#hours-report); the screen
 * shows it in Dutch.
 */
export const NO_REASON = 'Reason not provided';

/** PUT /api/time/update-approval-status: approve or reject one registration. */
export function updateApprovalStatus(body: ApprovalInput): Promise<ApprovedRecord> {
  return callApi(updateApprovalCall, { body });
}

/** After a change the month's registrations and hours are fetched again (docs/screens.md#hours-report). */
export function useUpdateApprovalStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApprovalStatus,
    onSuccess: (record) =>
      queryClient.invalidateQueries({ queryKey: companyReportsKey(record.companyId) }),
  });
}
