import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import type { RequestOptions } from '../../../lib/api-client';

/** What a registration link names: its token, and the tenant of its `?tenant=`. */
export interface LinkTarget {
  token: string;
  tenant: string;
}

/**
 * The link calls are public: no bearer token, and X-Tenant-ID is the link's
 * tenant, never the one an earlier sign-in on this device left in storage. Normalised as the
 * server does (lower case, letters and digits), which also keeps the header to plain ASCII.
 */
export function linkRequestOptions(tenant: string, signal?: AbortSignal): RequestOptions {
  return { auth: false, headers: { 'X-Tenant-ID': normalizeTenantName(tenant) }, signal };
}

/** A link is checked once: a second look after it is used up would only say it is gone. */
export const LINK_QUERY_DEFAULTS = {
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnWindowFocus: false,
};
