import type { CallResponse } from '@klokwerk/contract/call';
import { userLinkCall } from '@klokwerk/contract/registration';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { LINK_QUERY_DEFAULTS, type LinkTarget, linkRequestOptions } from './link-request';

export type UserLink = CallResponse<typeof userLinkCall>;

/** GET /api/users/validate-link/{token}?tenant=: the open account link's address, else 404. */
export function getUserLink(link: LinkTarget, signal?: AbortSignal): Promise<UserLink> {
  return callApi(
    userLinkCall,
    { params: { token: link.token }, query: { tenant: link.tenant } },
    linkRequestOptions(link.tenant, signal),
  );
}

export function userLinkQueryOptions(link: LinkTarget) {
  return queryOptions({
    queryKey: ['registration', 'user', link.tenant, link.token],
    queryFn: ({ signal }) => getUserLink(link, signal),
    ...LINK_QUERY_DEFAULTS,
  });
}

export function useUserLink(link: LinkTarget) {
  return useQuery(userLinkQueryOptions(link));
}
