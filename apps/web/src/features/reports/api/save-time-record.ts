import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { createTimeRecordCall, editTimeRecordCall } from '@klokwerk/contract/time';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { companyCorrectionsKey } from '../../../lib/queries/corrections';
import { useCreatingMutation } from '../../../lib/queries/creating-mutation';
import { companyReportsKey } from './keys';

export type NewTimeRecord = CallBody<typeof createTimeRecordCall>;
export type EditedTimes = CallBody<typeof editTimeRecordCall>;
export type SavedTimeRecord = CallResponse<typeof editTimeRecordCall>;

/** What the times dialog saves: a new registration, or new times for one. */
export type TimeRecordChange =
  | { kind: 'create'; body: NewTimeRecord }
  | { kind: 'edit'; recordId: number; body: EditedTimes };

/**
 * POST /api/time/records (a missing registration) or PUT /api/time/records/{recordId} (its
 * times). Either way it waits for approval again; the new one carries an Idempotency-Key, so a
 * double click enters it once.
 */
export function saveTimeRecord(
  change: TimeRecordChange,
  idempotencyKey?: string,
): Promise<SavedTimeRecord> {
  return change.kind === 'create'
    ? callApi(createTimeRecordCall, { body: change.body }, { idempotencyKey })
    : callApi(editTimeRecordCall, { params: { recordId: change.recordId }, body: change.body });
}

/**
 * After a change the month's registrations and hours are fetched again, and the company's
 * corrections, whose rows show the clock-out of the registration they apply to.
 */
export function useSaveTimeRecord() {
  const queryClient = useQueryClient();
  return useCreatingMutation(saveTimeRecord, (record) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companyReportsKey(record.companyId) }),
      queryClient.invalidateQueries({ queryKey: companyCorrectionsKey(record.companyId) }),
    ]),
  );
}
