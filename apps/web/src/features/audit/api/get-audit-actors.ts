import { auditActorsCall } from '@klokwerk/contract/audit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/audit/actors: everyone in the tenant's log, by name, for the person filter. */
export function auditActorsQueryOptions() {
  return queryOptions({
    queryKey: ['audit', 'actors'] as const,
    queryFn: ({ signal }) => callApi(auditActorsCall, {}, { signal }),
  });
}

export function useAuditActors() {
  return useQuery(auditActorsQueryOptions());
}
