import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { saveStaffingCall, staffingCall } from '@klokwerk/contract/staffing';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/queries/creating-mutation';

export type Staffing = CallResponse<typeof staffingCall>;
export type SaveStaffingBody = CallBody<typeof saveStaffingCall>;

const staffingKey = (companyId: number | null) => ['staffing', companyId] as const;

/** GET /api/staffing/company/{companyId}: the Bezetting; `null` asks nothing. */
export function useStaffing(companyId: number | null) {
  return useQuery({
    queryKey: staffingKey(companyId),
    queryFn:
      companyId === null
        ? skipToken
        : ({ signal }) => callApi(staffingCall, { params: { companyId } }, { signal }),
  });
}

/** PUT /api/staffing/company/{companyId}: the whole Bezetting, one key per press of Opslaan. */
export function useSaveStaffing(companyId: number) {
  const queryClient = useQueryClient();
  return useCreatingMutation(
    (body: SaveStaffingBody, idempotencyKey) =>
      callApi(saveStaffingCall, { params: { companyId }, body }, { idempotencyKey }),
    (saved) => queryClient.setQueryData(staffingKey(companyId), saved),
  );
}
