import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { confirmSchedulesCall } from '@klokwerk/contract/schedules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActionKeys } from '../../../lib/action-key';
import { callApi } from '../../../lib/api-client';
import { schedulesKey } from './get-schedules';

export type ConfirmSchedulesBody = CallBody<typeof confirmSchedulesCall>;
export type ConfirmedSchedules = CallResponse<typeof confirmSchedulesCall>;

/**
 * POST /api/schedules/confirm: every concept shift of the company in one transaction, all or
 * none; a refused draft is a 400 whose field names it (`drafts.N.field`). The answer holds the
 * shifts with their warnings and the Arbeidstijdenwet findings of their weeks.
 */
export function confirmSchedules(
  body: ConfirmSchedulesBody,
  idempotencyKey?: string,
): Promise<ConfirmedSchedules> {
  return callApi(confirmSchedulesCall, { body }, { idempotencyKey });
}

/** Invalidates the roster's schedules, and with them its labour-law findings (one key). */
export function useConfirmSchedules(companyId: number | null) {
  const queryClient = useQueryClient();
  // Rooster Bevestigen pressed again after a timeout sends the same key: planned once.
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (body: ConfirmSchedulesBody) => confirmSchedules(body, keys.keyFor(body)),
    onSuccess: () => {
      keys.done();
      return queryClient.invalidateQueries({ queryKey: schedulesKey(companyId) });
    },
  });
}
