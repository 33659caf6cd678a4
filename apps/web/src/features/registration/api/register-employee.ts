import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { registerEmployeeCall } from '@klokwerk/contract/registration';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type LinkTarget, linkRequestOptions } from './link-request';

export type EmployeeRegistrationBody = CallBody<typeof registerEmployeeCall>;
export type RegisteredEmployee = CallResponse<typeof registerEmployeeCall>;

/** POST /api/employees/register/{token}?tenant=: completes the profile and uses the link up. */
export function registerEmployee(
  link: LinkTarget,
  body: EmployeeRegistrationBody,
): Promise<RegisteredEmployee> {
  return callApi(
    registerEmployeeCall,
    { params: { token: link.token }, query: { tenant: link.tenant }, body },
    linkRequestOptions(link.tenant),
  );
}

export function useRegisterEmployee(link: LinkTarget) {
  return useMutation({
    mutationFn: (body: EmployeeRegistrationBody) => registerEmployee(link, body),
  });
}
