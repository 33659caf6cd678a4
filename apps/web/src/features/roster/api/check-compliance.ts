import type { CallBody, CallResponse } from '@klokwerk/contract/call';
import { complianceCheckCall } from '@klokwerk/contract/compliance';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { complianceKey } from '../../../lib/queries/compliance';

export type ComplianceCheckBody = CallBody<typeof complianceCheckCall>;
export type ComplianceCheck = CallResponse<typeof complianceCheckCall>;

/**
 * POST /api/schedules/compliance-check: the findings with concept shifts added, for the
 * period asked or the drafts' weeks. It saves nothing, so it is read as a query: the same
 * drafts asked twice (the dialog, then Rooster Bevestigen) are answered from the cache.
 */
export function checkCompliance(
  body: ComplianceCheckBody,
  signal?: AbortSignal,
): Promise<ComplianceCheck> {
  return callApi(complianceCheckCall, { body }, { signal });
}

/** `null` asks nothing: no company chosen, or nothing complete to check. */
export function complianceCheckQueryOptions(
  companyId: number | null,
  body: ComplianceCheckBody | null,
) {
  const period = body?.start && body.end ? { start: body.start, end: body.end } : null;
  return queryOptions({
    queryKey: [...complianceKey(companyId, period), body?.drafts ?? null] as const,
    queryFn:
      companyId === null || body === null
        ? skipToken
        : ({ signal }) => checkCompliance(body, signal),
  });
}
