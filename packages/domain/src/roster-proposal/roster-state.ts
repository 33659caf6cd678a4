import type { Prepared, Staff, Template } from './prepare';
import type { Pair } from './score';

/**
 * A roster being changed by the heuristics (repair.ts, improve.ts): each employee's templates,
 * each template's holders, the minutes and evening/weekend points per employee and the budget
 * left, kept up to date by give and takeBack.
 */
export interface RosterState {
  taken: Template[][];
  holders: Array<Set<number>>;
  /** Minutes of the week given to each employee beside their fixed shifts. */
  minutes: number[];
  /** Evening and weekend points (Template.unpopular) per employee. */
  unpopular: number[];
  budgetLeft: number;
}

export function give(prepared: Prepared, roster: RosterState, staff: Staff, t: Template): void {
  roster.taken[staff.index]?.push(t);
  roster.holders[t.index]?.add(staff.index);
  roster.minutes[staff.index] = (roster.minutes[staff.index] ?? 0) + t.weekMinutes;
  roster.unpopular[staff.index] = (roster.unpopular[staff.index] ?? 0) + t.unpopular;
  roster.budgetLeft -= prepared.cost(staff, t);
}

export function takeBack(prepared: Prepared, roster: RosterState, staff: Staff, t: Template): void {
  const own = roster.taken[staff.index] ?? [];
  own.splice(own.indexOf(t), 1);
  roster.holders[t.index]?.delete(staff.index);
  roster.minutes[staff.index] = (roster.minutes[staff.index] ?? 0) - t.weekMinutes;
  roster.unpopular[staff.index] = (roster.unpopular[staff.index] ?? 0) - t.unpopular;
  roster.budgetLeft += prepared.cost(staff, t);
}

export function rosterOf(prepared: Prepared, pairs: readonly Pair[]): RosterState {
  const budget = prepared.input.budgetCents;
  const roster: RosterState = {
    taken: prepared.staff.map(() => []),
    holders: prepared.templates.map(() => new Set()),
    minutes: prepared.staff.map(() => 0),
    unpopular: prepared.staff.map(() => 0),
    budgetLeft: budget === null ? Number.POSITIVE_INFINITY : budget - prepared.fixedCostCents,
  };
  for (const { staff, template } of pairs) {
    const s = prepared.staff[staff];
    const t = prepared.templates[template];
    if (s && t) give(prepared, roster, s, t);
  }
  return roster;
}

export function pairsOfRoster(roster: RosterState): Pair[] {
  return roster.taken.flatMap((own, staff) => own.map((t) => ({ staff, template: t.index })));
}
