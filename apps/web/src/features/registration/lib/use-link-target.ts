import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { useParams, useSearchParams } from 'react-router';
import type { LinkTarget } from '../api/link-request';

/**
 * The token of the path and the tenant of `?tenant=`; null when the link names no tenant
 * (docs/screens.md#employee-registration: "Geen tenant opgegeven in de registratielink"), as the server would say.
 */
export function useLinkTarget(): LinkTarget | null {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const tenant = search.get('tenant')?.trim() ?? '';
  return normalizeTenantName(tenant) === '' ? null : { token, tenant };
}
