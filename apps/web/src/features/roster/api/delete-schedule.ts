import type { CallResponse } from '@klokwerk/contract/call';
import { deleteScheduleCall } from '@klokwerk/contract/schedules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { schedulesKey } from '../../../lib/queries/schedules';

export type DeletedSchedule = CallResponse<typeof deleteScheduleCall>;

/** DELETE /api/schedules/delete/{scheduleId}: a definitive shift. */
export function deleteSchedule(scheduleId: number): Promise<DeletedSchedule> {
  return callApi(deleteScheduleCall, { params: { scheduleId } });
}

export function useDeleteSchedule(companyId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: schedulesKey(companyId) }),
  });
}
