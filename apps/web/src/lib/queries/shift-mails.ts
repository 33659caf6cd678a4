import type { CallResponse } from '@klokwerk/contract/call';
import { saveShiftMailsCall, shiftMailsCall } from '@klokwerk/contract/shift-mails';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api-client';

export type ShiftMails = CallResponse<typeof shiftMailsCall>;

const shiftMailsKey = ['account', 'shift-mails'] as const;

/** GET /api/account/shift-mails: whether my published and changed shifts are mailed to me. */
export function useShiftMails() {
  return useQuery({
    queryKey: shiftMailsKey,
    queryFn: ({ signal }) => callApi(shiftMailsCall, {}, { signal }),
  });
}

/** PUT /api/account/shift-mails: the answer is the setting as stored. */
export function useSaveShiftMails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => callApi(saveShiftMailsCall, { body: { enabled } }),
    onSuccess: (answer) => queryClient.setQueryData(shiftMailsKey, answer),
  });
}
