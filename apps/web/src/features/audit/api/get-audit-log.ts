import type { AuditEntity, AuditPage } from '@klokwerk/contract/audit';
import { auditLogCall } from '@klokwerk/contract/audit';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface AuditFilter {
  /** The acting account (a user id). */
  personId: number | null;
  entity: AuditEntity | null;
  /** 'yyyy-mm-dd', the first day; null for no bound. */
  fromDate: string | null;
  /** 'yyyy-mm-dd', the last day included; null for no bound. */
  toDate: string | null;
}

export const PAGE_SIZE = 50;

/** The day after 'yyyy-mm-dd': the log's period ends before `to`, the filter names its last day. */
export function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * GET /api/audit: one page of the tenant's log, newest first, older than `before`. Days are
 * sent as wall-clock times, which the server reads on the caller's company clock.
 */
export function getAuditPage(
  filter: AuditFilter,
  before: number | null,
  signal?: AbortSignal,
): Promise<AuditPage> {
  return callApi(
    auditLogCall,
    {
      query: {
        personId: filter.personId ?? undefined,
        entity: filter.entity ?? undefined,
        from: filter.fromDate ? `${filter.fromDate}T00:00:00` : undefined,
        to: filter.toDate ? `${nextDay(filter.toDate)}T00:00:00` : undefined,
        limit: PAGE_SIZE,
        before: before ?? undefined,
      },
    },
    { signal },
  );
}

export function auditLogQueryOptions(filter: AuditFilter) {
  return infiniteQueryOptions({
    queryKey: ['audit', 'log', filter] as const,
    queryFn: ({ pageParam, signal }) => getAuditPage(filter, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });
}

export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery(auditLogQueryOptions(filter));
}
