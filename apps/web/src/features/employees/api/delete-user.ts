import type { CallResponse } from '@klokwerk/contract/call';
import { deleteUserCall } from '@klokwerk/contract/users';
import { callApi } from '../../../lib/api-client';

export type DeletedUser = CallResponse<typeof deleteUserCall>;

/** DELETE /api/users/delete/{email}: the account with that address (404 when there is none). */
export function deleteUser(email: string): Promise<DeletedUser> {
  return callApi(deleteUserCall, { params: { email } });
}
