import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { complianceQueryOptions } from '../api/get-compliance';
import { violationsByShift } from '../lib/compliance';
import type { Period } from '../lib/period';

export interface WeekComplianceInput {
  /** null until a company is chosen: nothing is asked. */
  companyId: number | null;
  week: Period;
}

const NO_FLAGS: ReadonlyMap<string, string[]> = new Map();

/**
 * The Arbeidstijdenwet findings of the week shown, definitive and concept shifts together (the
 * server keeps both). The previous week's answer stays while the next is asked, so the marks
 * do not flicker.
 */
export function useWeekCompliance({ companyId, week }: WeekComplianceInput) {
  const query = useQuery({
    ...complianceQueryOptions(companyId, week),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[4] === week.start ? previous : undefined,
  });
  const report = query.data ?? null;
  const flags = useMemo(() => (report ? violationsByShift(report.findings) : NO_FLAGS), [report]);
  return {
    report,
    flags,
    status: query.isError && !report ? 'failed' : report ? 'ready' : 'loading',
    retry: () => void query.refetch(),
  } as const;
}
