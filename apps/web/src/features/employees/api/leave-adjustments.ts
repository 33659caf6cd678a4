import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import {
  createLeaveCorrectionCall,
  leaveAdjustmentsCall,
  saveLeaveOpeningCall,
} from '@klokwerk/contract/leave-adjustments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/queries/creating-mutation';

export type LeaveAdjustments = CallResponse<typeof leaveAdjustmentsCall>;
export type LeaveOpeningValues = CallBody<typeof saveLeaveOpeningCall>;
export type LeaveCorrectionValues = CallBody<typeof createLeaveCorrectionCall>;

export function leaveAdjustmentsQueryKey(employeeId: number) {
  return ['employees', 'leave-adjustments', employeeId] as const;
}

/** GET /api/employees/{employeeId}/leave-adjustments: the opening balance and corrections. */
export function leaveAdjustmentsQueryOptions(employeeId: number) {
  return queryOptions({
    queryKey: leaveAdjustmentsQueryKey(employeeId),
    queryFn: ({ signal }) => callApi(leaveAdjustmentsCall, { params: { employeeId } }, { signal }),
  });
}

export function useLeaveAdjustments(employeeId: number) {
  return useQuery(leaveAdjustmentsQueryOptions(employeeId));
}

/** PUT the opening balance; the answer replaces what the dialog shows. */
export function useSaveLeaveOpening(employeeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaveOpeningValues) =>
      callApi(saveLeaveOpeningCall, { params: { employeeId }, body }),
    onSuccess: (answer) => queryClient.setQueryData(leaveAdjustmentsQueryKey(employeeId), answer),
  });
}

/** POST a correction, one idempotency key per correction until it is saved. */
export function useAddLeaveCorrection(employeeId: number) {
  const queryClient = useQueryClient();
  return useCreatingMutation(
    (body: LeaveCorrectionValues, idempotencyKey) =>
      callApi(createLeaveCorrectionCall, { params: { employeeId }, body }, { idempotencyKey }),
    (answer) => queryClient.setQueryData(leaveAdjustmentsQueryKey(employeeId), answer),
  );
}
