import type { Eligibility } from './eligibility';
import type { Prepared } from './prepare';

/**
 * A roster as the objective of docs/roster-proposal.md weighs it. The model minimises the same
 * sum (up to constants), and this one function compares the solver's roster with the greedy
 * one, so the better of the two is what the planner gets.
 */

/** One shift template given to one employee (indexes into Prepared). */
export interface Pair {
  staff: number;
  template: number;
}

export interface Score {
  objective: number;
  costCents: number;
  /** Person-minutes of the templates left open. */
  understaffedMinutes: number;
  /** Σ minutes short of the contract minimums. */
  shortMinutes: number;
  /** Σ evening and weekend points above the fair share. */
  unpopularAboveShare: number;
}

/**
 * The evening and weekend points (Template.unpopular) each employee who may work one would
 * carry if they were spread evenly: the fair spread's proxy penalises what lies above it.
 */
export function fairShare(prepared: Prepared, eligibility: Eligibility): number {
  const total = prepared.templates.reduce((sum, t) => sum + t.open * t.unpopular, 0);
  const sharing = eligibility.byStaff.filter((list) =>
    list.some((t) => (prepared.templates[t]?.unpopular ?? 0) > 0),
  ).length;
  return sharing === 0 ? 0 : Math.ceil(total / sharing);
}

/** Minutes an employee is short of their contract minimum with `weekMinutes` of new work. */
export function shortOf(prepared: Prepared, staff: number, weekMinutes: number): number {
  const one = prepared.staff[staff];
  if (!one) return 0;
  return Math.max(0, one.employee.minWeekMinutes - one.fixedWeekMinutes - weekMinutes);
}

export function scoreOf(
  prepared: Prepared,
  eligibility: Eligibility,
  pairs: readonly Pair[],
): Score {
  const { templates, staff, weights } = prepared;
  const filled = templates.map(() => 0);
  const minutes = staff.map(() => 0);
  const unpopular = staff.map(() => 0);
  let costCents = 0;
  for (const pair of pairs) {
    const t = templates[pair.template];
    const s = staff[pair.staff];
    if (!t || !s) continue;
    filled[t.index] = (filled[t.index] ?? 0) + 1;
    minutes[s.index] = (minutes[s.index] ?? 0) + t.weekMinutes;
    unpopular[s.index] = (unpopular[s.index] ?? 0) + t.unpopular;
    costCents += prepared.cost(s, t);
  }
  const understaffedMinutes = templates.reduce(
    (sum, t) => sum + Math.max(0, t.open - (filled[t.index] ?? 0)) * t.minutes,
    0,
  );
  const shortMinutes = staff.reduce(
    (sum, s) => sum + shortOf(prepared, s.index, minutes[s.index] ?? 0),
    0,
  );
  const share = fairShare(prepared, eligibility);
  const unpopularAboveShare = unpopular.reduce((sum, u) => sum + Math.max(0, u - share), 0);
  return {
    objective:
      weights.understaffedMinute * understaffedMinutes +
      weights.costCent * costCents +
      weights.contractShortMinute * shortMinutes +
      weights.unpopularAboveShare * unpopularAboveShare,
    costCents,
    understaffedMinutes,
    shortMinutes,
    unpopularAboveShare,
  };
}
