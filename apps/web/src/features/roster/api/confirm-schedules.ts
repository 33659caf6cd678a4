import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { confirmSchedulesCall } from '@klokwerk/contract/schedules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { schedulesKey } from './get-schedules';

export type ConfirmSchedulesBody = CallBody<typeof confirmSchedulesCall>;
export type ConfirmedSchedules = CallResponse<typeof confirmSchedulesCall>;

/**
 * POST /api/schedules/confirm: every concept shift of the company in one transaction, all or
 * none; a refused draft is a 400 whose field names it (`drafts.N.field`). The answer holds the
 * shifts with their warnings and the Arbeidstijdenwet findings of their weeks.
 */
export function confirmSchedules(body: ConfirmSchedulesBody): Promise<ConfirmedSchedules> {
  return callApi(confirmSchedulesCall, { body });
}

/** Invalidates the roster's schedules, and with them its labour-law findings (one key). */
export function useConfirmSchedules(companyId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSchedules,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulesKey(companyId) }),
  });
}
