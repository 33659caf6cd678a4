import type { ComplianceFinding } from '@klokwerk/contract/labour-findings';

export type Finding = ComplianceFinding;

/** How the check call names the unsaved shift of the Nieuwe Dienst form: the one draft it sends. */
export const CANDIDATE = 'draft-0';

/** The key of the block a finding's shift id stands for; null for an unsaved one. */
export function shiftKeyOf(id: string | number): string | null {
  return typeof id === 'number' ? `s${id}` : null;
}

export function isViolation(finding: Finding): boolean {
  return finding.severity === 'violation';
}

/**
 * The violation messages per block key: what marks a block. Information (a break to take, a
 * rest shortened as the law allows once a week) marks none.
 */
export function violationsByShift(findings: readonly Finding[]): Map<string, string[]> {
  const byShift = new Map<string, string[]>();
  for (const finding of findings) {
    if (!isViolation(finding)) continue;
    for (const id of finding.shiftIds) {
      const key = shiftKeyOf(id);
      if (key === null) continue;
      const list = byShift.get(key);
      if (list) list.push(finding.message);
      else byShift.set(key, [finding.message]);
    }
  }
  return byShift;
}

/** The findings that name a shift (a candidate sent as `draft-N`, or a block's shift id). */
export function findingsNaming(findings: readonly Finding[], id: string | number): Finding[] {
  return findings.filter((finding) => finding.shiftIds.includes(id));
}

/**
 * The names of the employees checked as adults for want of a date of birth (`ids`) who work
 * in [from, to): the week's panel says so of them, not of everyone in the 16 weeks of history.
 */
export function unknownAgesAtWork(
  ids: readonly number[],
  shifts: ReadonlyArray<{
    employee: { employeeId: number; firstName: string; lastName: string };
    startTime: Date;
    endTime: Date;
  }>,
  from: Date,
  to: Date,
): string[] {
  const wanted = new Set(ids);
  const names = new Map<number, string>();
  for (const shift of shifts) {
    const { employeeId } = shift.employee;
    if (!wanted.has(employeeId) || shift.startTime >= to || shift.endTime <= from) continue;
    names.set(employeeId, `${shift.employee.firstName} ${shift.employee.lastName}`);
  }
  return [...names.values()].sort((a, b) => a.localeCompare(b, 'nl'));
}
