import type { ProposalModel } from './model';
import type { Prepared } from './prepare';

/**
 * The parts of the model the solver re-optimises one at a time while the rest of the roster
 * stays as it is (docs/roster-proposal.md#solving): each a set of assignment columns. One per
 * day (who works which shift that day, across job titles) and one per job title, or part of the
 * week for a big one (who of its holders works which of its shifts). Each is a small MIP that HiGHS solves in a fraction of
 * a second even on a busy machine, where the whole model may not get past its first relaxation.
 */

const DAY_MS = 86_400_000;
/** A job title with more assignment columns than this is split into parts of the week. */
const MOST_COLUMNS = 150;

export function neighbourhoods(prepared: Prepared, model: ProposalModel): number[][] {
  const startOf = (pair: ProposalModel['pairs'][number]) =>
    prepared.templates[pair.template]?.s ?? 0;
  const byTitle = new Map<number, ProposalModel['pairs']>();
  for (const pair of model.pairs) {
    const title = prepared.templates[pair.template]?.need.jobTitleId ?? 0;
    byTitle.set(title, [...(byTitle.get(title) ?? []), pair]);
  }
  const hoods: number[][] = [];
  for (let day = 0; day < 7; day += 1) {
    const from = prepared.weekStart + day * DAY_MS;
    const to = from + DAY_MS;
    hoods.push(
      model.pairs.filter((p) => startOf(p) >= from && startOf(p) < to).map((p) => p.column),
    );
  }
  for (const pairs of byTitle.values()) {
    // A big title in parts of the week, each a run of days.
    const parts = Math.ceil(pairs.length / MOST_COLUMNS);
    const sorted = [...pairs].sort((a, b) => startOf(a) - startOf(b));
    const size = Math.ceil(sorted.length / parts);
    for (let i = 0; i < sorted.length; i += size) {
      hoods.push(sorted.slice(i, i + size).map((p) => p.column));
    }
  }
  return hoods.filter((hood) => hood.length > 0);
}
