import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { createInvitationCall } from '@klokwerk/contract/users';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/queries/creating-mutation';
import { companyEmployeesQueryKey } from '../../../lib/queries/employees';

export type InvitationInput = CallBody<typeof createInvitationCall>;
export type CreatedInvitation = CallResponse<typeof createInvitationCall>;

/** POST /api/users/generate-registration-links: creates the invitation and mails its links. */
export function createInvitation(
  body: InvitationInput,
  idempotencyKey?: string,
): Promise<CreatedInvitation> {
  return callApi(createInvitationCall, { body }, { idempotencyKey });
}

/**
 * An invitation for a staff role adds an employee record (docs/decisions/011), so the
 * company's employee lists are fetched again; the account appears only once the invitee
 * registers.
 */
export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useCreatingMutation(createInvitation, (created) =>
    queryClient.invalidateQueries({ queryKey: companyEmployeesQueryKey(created.companyId) }),
  );
}
