import { addedBlock, type Eligibility } from './eligibility';
import type { Prepared, Template } from './prepare';
import type { Pair } from './score';

/**
 * The greedy baseline (docs/roster-proposal.md#greedy-baseline): the needs in the order given, each
 * filled with the cheapest eligible employee who breaks no rule beside what they already have,
 * within the budget. The benchmark measures the model against it, and the model starts from it.
 */
export function greedyPairs(prepared: Prepared, eligibility: Eligibility): Pair[] {
  const taken: Template[][] = prepared.staff.map(() => []);
  const pairs: Pair[] = [];
  let budgetLeft =
    prepared.input.budgetCents === null
      ? Number.POSITIVE_INFINITY
      : prepared.input.budgetCents - prepared.fixedCostCents;
  for (const t of prepared.templates) {
    const candidates = (eligibility.byTemplate[t.index] ?? [])
      .flatMap((index) => {
        const staff = prepared.staff[index];
        return staff ? [{ staff, cost: prepared.cost(staff, t) }] : [];
      })
      .sort((a, b) => a.cost - b.cost || a.staff.index - b.staff.index);
    let open = t.open;
    for (const { staff, cost } of candidates) {
      if (open === 0) break;
      if (cost > budgetLeft) continue;
      const own = taken[staff.index] ?? [];
      if (addedBlock(prepared, staff, own, t) !== null) continue;
      own.push(t);
      pairs.push({ staff: staff.index, template: t.index });
      budgetLeft -= cost;
      open -= 1;
    }
  }
  return pairs;
}
