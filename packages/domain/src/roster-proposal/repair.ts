import { addedBlock, type Eligibility } from './eligibility';
import type { Prepared, Staff, Template } from './prepare';
import { give, pairsOfRoster, type RosterState, rosterOf, takeBack } from './roster-state';
import type { Pair } from './score';

/**
 * The solver's start (docs/roster-proposal.md#the-start): the greedy roster with its gaps filled
 * where one exchange does it. A need nobody can take is given to someone who hands one of
 * their shifts to a colleague free to work it. It only adds coverage; the model then weighs
 * cost, contracts and the spread.
 */

/** The cheapest colleague (not `except`) who may take `t` beside their shifts as they stand. */
function freeTaker(
  prepared: Prepared,
  eligibility: Eligibility,
  roster: RosterState,
  t: Template,
  except: number,
): Staff | undefined {
  let best: Staff | undefined;
  for (const index of eligibility.byTemplate[t.index] ?? []) {
    const staff = prepared.staff[index];
    if (!staff || index === except || roster.holders[t.index]?.has(index)) continue;
    if (best && prepared.cost(staff, t) >= prepared.cost(best, t)) continue;
    if (addedBlock(prepared, staff, roster.taken[index] ?? [], t) === null) best = staff;
  }
  return best;
}

/** One open place of `t` filled, directly or by one exchange; false when neither works. */
function fill(
  prepared: Prepared,
  eligibility: Eligibility,
  roster: RosterState,
  t: Template,
): boolean {
  const direct = freeTaker(prepared, eligibility, roster, t, -1);
  if (direct && prepared.cost(direct, t) <= roster.budgetLeft) {
    give(prepared, roster, direct, t);
    return true;
  }
  for (const index of eligibility.byTemplate[t.index] ?? []) {
    const staff = prepared.staff[index];
    if (!staff || roster.holders[t.index]?.has(index)) continue;
    for (const handed of [...(roster.taken[index] ?? [])]) {
      takeBack(prepared, roster, staff, handed);
      const fits = addedBlock(prepared, staff, roster.taken[index] ?? [], t) === null;
      const taker = fits ? freeTaker(prepared, eligibility, roster, handed, index) : undefined;
      if (taker && prepared.cost(staff, t) + prepared.cost(taker, handed) <= roster.budgetLeft) {
        give(prepared, roster, staff, t);
        give(prepared, roster, taker, handed);
        return true;
      }
      give(prepared, roster, staff, handed);
    }
  }
  return false;
}

export function repairedPairs(
  prepared: Prepared,
  eligibility: Eligibility,
  pairs: readonly Pair[],
): Pair[] {
  const roster = rosterOf(prepared, pairs);
  for (const t of prepared.templates) {
    while ((roster.holders[t.index]?.size ?? 0) < t.open) {
      if (!fill(prepared, eligibility, roster, t)) break;
    }
  }
  return pairsOfRoster(roster);
}
