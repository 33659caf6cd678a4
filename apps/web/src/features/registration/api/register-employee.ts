import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { registerEmployeeCall } from '@klokwerk/contract/registration';
import { callApi } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/queries/creating-mutation';
import { type LinkTarget, linkRequestOptions } from './link-request';

export type EmployeeRegistrationInput = CallBody<typeof registerEmployeeCall>;
export type RegisteredEmployee = CallResponse<typeof registerEmployeeCall>;

/** POST /api/employees/register/{token}?tenant=: completes the profile and uses the link up. */
export function registerEmployee(
  link: LinkTarget,
  body: EmployeeRegistrationInput,
  idempotencyKey?: string,
): Promise<RegisteredEmployee> {
  return callApi(
    registerEmployeeCall,
    { params: { token: link.token }, query: { tenant: link.tenant }, body },
    { ...linkRequestOptions(link.tenant), idempotencyKey },
  );
}

/** Pressed again after a lost answer, the same key: the link answers as it did, not "used up". */
export function useRegisterEmployee(link: LinkTarget) {
  return useCreatingMutation((body: EmployeeRegistrationInput, idempotencyKey) =>
    registerEmployee(link, body, idempotencyKey),
  );
}
