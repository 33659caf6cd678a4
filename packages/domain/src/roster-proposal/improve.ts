import { addedBlock, type Eligibility } from './eligibility';
import type { Prepared, Staff, Template } from './prepare';
import { give, pairsOfRoster, type RosterState, rosterOf, takeBack } from './roster-state';
import { fairShare, type Pair } from './score';

/**
 * A local search on the solver's start (docs/roster-proposal.md#the-start): a shift moves to a
 * colleague who may take it when that lowers the objective (cost, the distance to contract
 * minimums, the spread of evenings and weekends), until no move does or `passes` rounds have
 * run. It keeps coverage as it is; it gives the solver a good roster to improve on, and the
 * planner one even when the solver gets little time.
 */

const MAX_PASSES = 20;

/** The objective's change when `t` moves from `from` to `to` (negative: better). */
function moveDelta(
  prepared: Prepared,
  roster: RosterState,
  share: number,
  t: Template,
  from: Staff,
  to: Staff,
): number {
  const { weights } = prepared;
  const short = (staff: Staff, minutes: number) =>
    Math.max(0, staff.employee.minWeekMinutes - staff.fixedWeekMinutes - minutes);
  const above = (points: number) => Math.max(0, points - share);
  const fromMinutes = roster.minutes[from.index] ?? 0;
  const toMinutes = roster.minutes[to.index] ?? 0;
  const fromPoints = roster.unpopular[from.index] ?? 0;
  const toPoints = roster.unpopular[to.index] ?? 0;
  return (
    weights.costCent * (prepared.cost(to, t) - prepared.cost(from, t)) +
    weights.contractShortMinute *
      (short(from, fromMinutes - t.weekMinutes) -
        short(from, fromMinutes) +
        short(to, toMinutes + t.weekMinutes) -
        short(to, toMinutes)) +
    weights.unpopularAboveShare *
      (above(fromPoints - t.unpopular) -
        above(fromPoints) +
        above(toPoints + t.unpopular) -
        above(toPoints))
  );
}

/** The best move of one held template, made; false when none lowers the objective. */
function moveOne(
  prepared: Prepared,
  eligibility: Eligibility,
  roster: RosterState,
  share: number,
  t: Template,
  from: Staff,
): boolean {
  let best: { to: Staff; delta: number } | undefined;
  for (const index of eligibility.byTemplate[t.index] ?? []) {
    const to = prepared.staff[index];
    if (!to || roster.holders[t.index]?.has(index)) continue;
    const delta = moveDelta(prepared, roster, share, t, from, to);
    if (delta >= 0 || (best && delta >= best.delta)) continue;
    if (prepared.cost(to, t) - prepared.cost(from, t) > roster.budgetLeft) continue;
    if (addedBlock(prepared, to, roster.taken[index] ?? [], t) !== null) continue;
    best = { to, delta };
  }
  if (!best) return false;
  takeBack(prepared, roster, from, t);
  give(prepared, roster, best.to, t);
  return true;
}

export function improvedPairs(
  prepared: Prepared,
  eligibility: Eligibility,
  pairs: readonly Pair[],
): Pair[] {
  const roster = rosterOf(prepared, pairs);
  const share = fairShare(prepared, eligibility);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let moved = false;
    for (const { staff, template } of pairsOfRoster(roster)) {
      const from = prepared.staff[staff];
      const t = prepared.templates[template];
      if (from && t && moveOne(prepared, eligibility, roster, share, t, from)) moved = true;
    }
    if (!moved) break;
  }
  return pairsOfRoster(roster);
}
