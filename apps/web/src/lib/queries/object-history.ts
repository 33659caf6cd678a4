import type { AuditedObject } from '@klokwerk/contract/audit';
import { auditOfObjectCall } from '@klokwerk/contract/audit';
import type { CallResponse } from '@klokwerk/contract/call';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';

export type ObjectHistoryAnswer = CallResponse<typeof auditOfObjectCall>;

/** GET /api/audit/{entity}/{entityId}: one object's history, oldest first. */
export function objectHistoryQueryOptions(entity: AuditedObject, entityId: number, on: boolean) {
  return queryOptions({
    queryKey: ['audit', 'object', entity, entityId] as const,
    queryFn: on
      ? ({ signal }) => callApi(auditOfObjectCall, { params: { entity, entityId } }, { signal })
      : skipToken,
    // Opened again after a change on the same screen: the history shows that change too.
    refetchOnMount: 'always',
  });
}

/** Asks nothing until `on` (the section is opened): most dialogs are closed without looking. */
export function useObjectHistory(entity: AuditedObject, entityId: number, on: boolean) {
  return useQuery(objectHistoryQueryOptions(entity, entityId, on));
}
