import type { CallResponse } from '@klokwerk/contract/call';
import { employeeLinkCall } from '@klokwerk/contract/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { LINK_QUERY_DEFAULTS, type LinkTarget, linkRequestOptions } from './link-request';

export type EmployeeInvitee = CallResponse<typeof employeeLinkCall>;

/** GET /api/employees/register/{token}?tenant=: the open profile link's invitee, else 404. */
export function getEmployeeLink(link: LinkTarget, signal?: AbortSignal): Promise<EmployeeInvitee> {
  return callApi(
    employeeLinkCall,
    { params: { token: link.token }, query: { tenant: link.tenant } },
    linkRequestOptions(link.tenant, signal),
  );
}

export function employeeLinkQueryOptions(link: LinkTarget) {
  return queryOptions({
    queryKey: ['registration', 'employee', link.tenant, link.token],
    queryFn: ({ signal }) => getEmployeeLink(link, signal),
    ...LINK_QUERY_DEFAULTS,
  });
}

export function useEmployeeLink(link: LinkTarget) {
  return useQuery(employeeLinkQueryOptions(link));
}
