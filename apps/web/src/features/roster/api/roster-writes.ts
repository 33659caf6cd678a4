import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import {
  applyTemplateCall,
  copyScheduleCall,
  createConceptCall,
  publishWeekCall,
  saveTemplateCall,
  updateScheduleCall,
} from '@klokwerk/contract/schedules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/queries/creating-mutation';
import { schedulesKey } from '../../../lib/queries/schedules';
import { templatesKey } from './get-templates';

export type ConceptBody = CallBody<typeof createConceptCall>;
export type CreatedShift = CallResponse<typeof createConceptCall>;
export type PublishBody = CallBody<typeof publishWeekCall>;
export type PublishedWeek = CallResponse<typeof publishWeekCall>;
export type CopyBody = CallBody<typeof copyScheduleCall>;
export type CopiedShifts = CallResponse<typeof copyScheduleCall>;
export type MoveBody = CallBody<typeof updateScheduleCall>;

/**
 * The roster's writes. Each invalidates the company's schedules, and with them the labour-law
 * findings (one key); the creating ones send one Idempotency-Key per press of the button, so a
 * retry after a lost answer does the work once.
 */
function useRosterWrite<B, A>(
  companyId: number | null,
  send: (body: B, idempotencyKey: string) => Promise<A>,
) {
  const queryClient = useQueryClient();
  return useCreatingMutation(send, () =>
    queryClient.invalidateQueries({ queryKey: schedulesKey(companyId) }),
  );
}

/** POST /api/schedules/concepts: a concept shift, kept on the server for every planner. */
export function useCreateConcept(companyId: number | null) {
  return useRosterWrite(companyId, (body: ConceptBody, idempotencyKey) =>
    callApi(createConceptCall, { body }, { idempotencyKey }),
  );
}

/** POST /api/schedules/publish: Rooster Bevestigen, the week's concepts made definitive. */
export function usePublishWeek(companyId: number | null) {
  return useRosterWrite(companyId, (body: PublishBody, idempotencyKey) =>
    callApi(publishWeekCall, { body }, { idempotencyKey }),
  );
}

/** POST /api/schedules/copy: a week or day planned again as concepts. */
export function useCopySchedule(companyId: number | null) {
  return useRosterWrite(companyId, (body: CopyBody, idempotencyKey) =>
    callApi(copyScheduleCall, { body }, { idempotencyKey }),
  );
}

/** PUT /api/schedules/{scheduleId}: another employee or time; a definitive one is mailed. */
export function useMoveShift(companyId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scheduleId, body }: { scheduleId: number; body: MoveBody }) =>
      callApi(updateScheduleCall, { params: { scheduleId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulesKey(companyId) }),
  });
}

export type SaveTemplateBody = CallBody<typeof saveTemplateCall>;
export type SavedTemplate = CallResponse<typeof saveTemplateCall>;

/** POST /api/schedules/templates: the week shown kept under a name. */
export function useSaveTemplate(companyId: number | null) {
  const queryClient = useQueryClient();
  return useCreatingMutation(
    (body: SaveTemplateBody, idempotencyKey) =>
      callApi(saveTemplateCall, { body }, { idempotencyKey }),
    () => queryClient.invalidateQueries({ queryKey: templatesKey(companyId) }),
  );
}

/** POST /api/schedules/templates/{templateId}/apply: a template's shifts as concepts. */
export function useApplyTemplate(companyId: number | null) {
  return useRosterWrite(
    companyId,
    ({ templateId, week }: { templateId: number; week: string }, idempotencyKey) =>
      callApi(applyTemplateCall, { params: { templateId }, body: { week } }, { idempotencyKey }),
  );
}
