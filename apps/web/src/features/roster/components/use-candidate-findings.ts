import { readIsoDate } from '@klokwerk/domain/local-date';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type ComplianceCheckBody, complianceCheckQueryOptions } from '../api/check-compliance';
import { CANDIDATE, findingsNaming, isViolation } from '../lib/compliance';
import { type Period, weekAround } from '../lib/period';

/** The shift the Nieuwe Dienst form describes, once it is complete and valid. */
export interface Candidate {
  employeeId: number;
  employeeEmail: string;
  /** Wall-clock date-times of the company, as the form makes them. */
  period: Period;
}

export interface CandidateInput {
  companyId: number;
  candidate: Candidate | null;
}

export type CandidateStatus = 'idle' | 'checking' | 'failed' | 'ready';

/** The weeks the candidate falls in, Monday 00:00 to Monday 00:00 on the company's clock. */
function weeksOf(period: Period): Period | null {
  const first = readIsoDate(period.start.slice(0, 10));
  const last = readIsoDate(period.end.slice(0, 10));
  return first && last ? { start: weekAround(first).start, end: weekAround(last).end } : null;
}

/**
 * The Arbeidstijdenwet findings of a shift before it is saved: the check call with the
 * candidate added to the roster (concepts included), for its weeks, after a pause in typing;
 * of its answer, the findings that name the candidate. Warnings: saving is never held up.
 */
export function useCandidateFindings({ companyId, candidate }: CandidateInput) {
  const [settled] = useDebouncedValue(candidate, 400);
  const live = settled && JSON.stringify(settled) === JSON.stringify(candidate) ? settled : null;
  const body: ComplianceCheckBody | null = useMemo(() => {
    const weeks = live && weeksOf(live.period);
    if (!live || !weeks) return null;
    return {
      companyId,
      drafts: [
        {
          employeeEmail: live.employeeEmail,
          startTime: live.period.start,
          endTime: live.period.end,
        },
      ],
      ...weeks,
    };
  }, [live, companyId]);
  const query = useQuery(complianceCheckQueryOptions(companyId, body));

  const findings = useMemo(
    () => (query.data ? findingsNaming(query.data.findings, CANDIDATE) : []),
    [query.data],
  );
  let status: CandidateStatus = 'ready';
  if (candidate === null) status = 'idle';
  else if (live === null || query.isPending) status = 'checking';
  else if (query.isError) status = 'failed';
  return {
    status,
    violations: findings.filter(isViolation),
    infos: findings.filter((finding) => !isViolation(finding)),
    withoutBirthDate:
      live !== null && (query.data?.withoutBirthDate.includes(live.employeeId) ?? false),
  };
}
