import { skipToken, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type ComplianceCheck, checkCompliance } from '../api/check-compliance';
import { complianceKey, getCompliance } from '../api/get-compliance';
import { draftBodies, violationsByShift } from '../lib/compliance';
import type { DraftShift } from '../lib/drafts';
import type { Period } from '../lib/period';

export interface WeekComplianceInput {
  /** null for roles that do not plan: they are not asked for (and may not ask). */
  companyId: number | null;
  week: Period;
  /** Every concept shift of the company: one in another week may still count in this one. */
  drafts: readonly DraftShift[];
}

const NO_FLAGS: ReadonlyMap<string, string[]> = new Map();

/**
 * The Arbeidstijdenwet findings of the week shown, in one call: of the definitive roster
 * (GET) while there are no concept shifts, with them added (the check call, which saves
 * nothing) once there are. The previous answer stays while a changed set of drafts is asked,
 * so the marks do not flicker; another week starts afresh.
 */
export function useWeekCompliance({ companyId, week, drafts }: WeekComplianceInput) {
  const bodies = useMemo(() => draftBodies(drafts), [drafts]);
  const withDrafts = bodies.length > 0;
  const query = useQuery<ComplianceCheck>({
    queryKey: withDrafts
      ? [...complianceKey(companyId, week), bodies]
      : complianceKey(companyId, week),
    queryFn:
      companyId === null
        ? skipToken
        : ({ signal }) =>
            withDrafts
              ? checkCompliance(
                  { companyId, drafts: bodies, start: week.start, end: week.end },
                  signal,
                )
              : getCompliance(companyId, week, signal),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[4] === week.start ? previous : undefined,
  });
  const report = query.data ?? null;
  // A placeholder names concept shifts by their place among the drafts of its own question,
  // which may no longer be today's: until the answer comes, only definitive shifts are marked.
  const stale = query.isPlaceholderData;
  const flags = useMemo(
    () => (report ? violationsByShift(report.findings, stale ? [] : drafts) : NO_FLAGS),
    [report, drafts, stale],
  );
  return {
    report,
    flags,
    status: query.isError && !report ? 'failed' : report ? 'ready' : 'loading',
    retry: () => void query.refetch(),
  } as const;
}
