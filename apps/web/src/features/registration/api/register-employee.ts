import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { registerEmployeeCall } from '@klokwerk/contract/registration';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type LinkTarget, linkRequestOptions } from './link-request';

export type EmployeeRegistrationInput = CallBody<typeof registerEmployeeCall>;
export type RegisteredEmployee = CallResponse<typeof registerEmployeeCall>;

/** POST /api/employees/register/{token}?tenant=: completes the profile and uses the link up. */
export function registerEmployee(
  link: LinkTarget,
  body: EmployeeRegistrationInput,
): Promise<RegisteredEmployee> {
  return callApi(
    registerEmployeeCall,
    { params: { token: link.token }, query: { tenant: link.tenant }, body },
    linkRequestOptions(link.tenant),
  );
}

export function useRegisterEmployee(link: LinkTarget) {
  return useMutation({
    mutationFn: (body: EmployeeRegistrationInput) => registerEmployee(link, body),
  });
}
