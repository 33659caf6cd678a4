import { LABOUR_RULES } from '../labour-rules';
import { type Eligibility, roomMinutes, tooClose } from './eligibility';
import { HOUR_MS, overlapsAny, type Prepared, type Staff, type Template } from './prepare';
import { fairShare, type Pair, shortOf } from './score';

/**
 * The mixed-integer model of docs/roster-proposal.md, as columns and rows: the variables, the
 * constraints per need and per employee, and the weighted objective. lp-text.ts writes it for
 * HiGHS; startValues turns a roster (the greedy one) into a starting solution.
 */

export interface Column {
  /** Short and unique: the LP text names the column by it. */
  name: string;
  cost: number;
  upper: number;
  binary: boolean;
}

export interface Row {
  /** What the row says, for the LP text: need, rest, hours, shifts, contract, spread, … */
  kind: string;
  /** [column index, coefficient] */
  terms: Array<[number, number]>;
  sense: '<=' | '>=' | '=';
  rhs: number;
}

/** A candidate 36-hour rest of one employee: its column y and the templates it forbids. */
interface RestWindow {
  column: number;
  templates: number[];
}

export interface ProposalModel {
  columns: Column[];
  rows: Row[];
  /** The assignment columns x[e,t]. */
  pairs: Array<Pair & { column: number }>;
  /** The understaffing column of each template with people open. */
  under: Map<number, number>;
  /** The contract-shortfall column of each employee who has one. */
  short: Map<number, number>;
  /** The above-the-fair-share column of each employee who has one. */
  above: Map<number, number>;
  fairShare: number;
  /** The weekly-rest windows of each employee that has them. */
  restWindows: Map<number, RestWindow[]>;
}

const WEEKLY_REST_MS = LABOUR_RULES.weeklyRest.hours * HOUR_MS;

/** The largest set of templates (sorted by end) that one person can work with rest between. */
function mostCompatible(templates: readonly Template[], restMs: number): number {
  let count = 0;
  let last: Template | undefined;
  for (const t of [...templates].sort((a, b) => a.e - b.e)) {
    if (last && tooClose(last, t, restMs)) continue;
    last = t;
    count += 1;
  }
  return count;
}

/** How many of `templates` fit in `room` minutes at most: the shortest first. */
function fittingCount(templates: readonly Template[], room: number): number {
  let left = room;
  let count = 0;
  for (const minutes of templates.map((t) => t.weekMinutes).sort((a, b) => a - b)) {
    if (minutes > left) break;
    left -= minutes;
    count += 1;
  }
  return count;
}

/**
 * Sets of templates that pairwise conflict (overlap, or rest below `restMs` between them):
 * for each start p, the templates running at p or ended less than the rest before it. Each
 * conflicting pair lies in one of them, so "at most one of each set" is the rest rule. Only
 * sets not inside the next one are kept.
 */
export function restCliques(templates: readonly Template[], restMs: number): Template[][] {
  const sorted = [...templates].sort((a, b) => a.s - b.s);
  const starts = [...new Set(sorted.map((t) => t.s))];
  const sets = starts.map((p) => sorted.filter((t) => t.s <= p && p < t.e + restMs));
  return sets.filter((set, i) => {
    const next = sets[i + 1];
    return set.length > 1 && !(next && set.every((t) => next.includes(t)));
  });
}

/**
 * How few templates could leave no 36-hour rest: each window start must lie in some template's
 * reach (it starts less than 36 hours before the template ends), so this is the fewest reaches
 * covering all starts, found by the classic sweep. Rest between shifts only raises it.
 */
function fewestToBreakRest(starts: readonly number[], own: readonly Template[]): number {
  const sorted = [...starts].sort((a, b) => a - b);
  let count = 0;
  let i = 0;
  while (i < sorted.length) {
    const p = sorted[i] ?? 0;
    const reach = Math.max(
      ...own.filter((t) => t.s - WEEKLY_REST_MS < p && p < t.e).map((t) => t.e),
    );
    count += 1;
    while (i < sorted.length && (sorted[i] ?? 0) < reach) i++;
  }
  return count;
}

/**
 * The windows of 36 hours that could be an employee's weekly rest: from the week's start or
 * from the end of any of their shifts, inside the week and free of fixed shifts, each with the
 * templates it would forbid. A window forbidding a set that another's contains adds nothing.
 * Empty when the rest is certain: some window forbids nothing, or the employee can never work
 * enough shifts (`most`) to leave none.
 */
function restWindowSets(
  prepared: Prepared,
  staff: Staff,
  own: readonly Template[],
  most: number,
): Template[][] {
  const { weekStart, weekEnd } = prepared;
  const candidates = new Set<number>([weekStart]);
  for (const t of own) candidates.add(t.e);
  for (const f of staff.fixed) if (f.e > weekStart) candidates.add(f.e);
  const starts: number[] = [];
  const sets: Template[][] = [];
  for (const r of candidates) {
    const end = r + WEEKLY_REST_MS;
    if (end > weekEnd || overlapsAny(staff.fixed, r, end)) continue;
    const forbidden = own.filter((t) => t.s < end && t.e > r);
    if (forbidden.length === 0) return [];
    starts.push(r);
    sets.push(forbidden);
  }
  if (fewestToBreakRest(starts, own) > most) return [];
  sets.sort((a, b) => a.length - b.length);
  const kept: Template[][] = [];
  for (const set of sets) {
    if (!kept.some((small) => small.every((t) => set.includes(t)))) kept.push(set);
  }
  return kept;
}

export function buildModel(prepared: Prepared, eligibility: Eligibility): ProposalModel {
  const { weights, templates } = prepared;
  const columns: Column[] = [];
  const rows: Row[] = [];
  const column = (name: string, cost: number, upper: number, binary: boolean) => {
    columns.push({ name, cost, upper, binary });
    return columns.length - 1;
  };
  const pairs: ProposalModel['pairs'] = [];
  const xOf = new Map<string, number>();
  for (const staff of prepared.staff) {
    for (const index of eligibility.byStaff[staff.index] ?? []) {
      const t = templates[index];
      if (!t) continue;
      const x = column(`x${columns.length}`, weights.costCent * prepared.cost(staff, t), 1, true);
      pairs.push({ staff: staff.index, template: index, column: x });
      xOf.set(`${staff.index}:${index}`, x);
    }
  }
  const x = (staff: Staff, t: Template) => xOf.get(`${staff.index}:${t.index}`) ?? -1;

  // Each need: its people, or understaffing at a price above any wage.
  const under = new Map<number, number>();
  for (const t of templates) {
    if (t.open === 0) continue;
    const u = column(`u${columns.length}`, weights.understaffedMinute * t.minutes, t.open, false);
    under.set(t.index, u);
    const terms: Row['terms'] = (eligibility.byTemplate[t.index] ?? []).map((s) => [
      xOf.get(`${s}:${t.index}`) ?? -1,
      1,
    ]);
    rows.push({ kind: 'need', terms: [...terms, [u, 1]], sense: '=', rhs: t.open });
  }

  const short = new Map<number, number>();
  const above = new Map<number, number>();
  const restWindows = new Map<number, RestWindow[]>();
  const share = fairShare(prepared, eligibility);
  for (const staff of prepared.staff) {
    const own = (eligibility.byStaff[staff.index] ?? []).flatMap((i) => templates[i] ?? []);
    if (own.length === 0) continue;
    for (const clique of restCliques(own, staff.restMs)) {
      rows.push({ kind: 'rest', terms: clique.map((t) => [x(staff, t), 1]), sense: '<=', rhs: 1 });
    }
    const hours: Row['terms'] = own.map((t) => [x(staff, t), t.weekMinutes]);
    const room = roomMinutes(staff);
    const most = fittingCount(own, room);
    if (own.reduce((sum, t) => sum + t.weekMinutes, 0) > room) {
      rows.push({ kind: 'hours', terms: hours, sense: '<=', rhs: room });
      // The same limit counted in shifts: no more than the shortest ones that fit. It holds
      // for every roster and keeps the relaxation from filling the hours with fractions.
      if (most < own.length) {
        rows.push({
          kind: 'shifts',
          terms: own.map((t) => [x(staff, t), 1]),
          sense: '<=',
          rhs: most,
        });
      }
    }
    const target = shortOf(prepared, staff.index, 0);
    if (target > 0) {
      const d = column(`d${columns.length}`, weights.contractShortMinute, target, false);
      short.set(staff.index, d);
      rows.push({ kind: 'contract', terms: [...hours, [d, 1]], sense: '>=', rhs: target });
    }
    const unpopular = own.filter((t) => t.unpopular > 0);
    if (unpopular.reduce((sum, t) => sum + t.unpopular, 0) > share) {
      const f = column(`f${columns.length}`, weights.unpopularAboveShare, Infinity, false);
      above.set(staff.index, f);
      const terms: Row['terms'] = unpopular.map((t) => [x(staff, t), t.unpopular]);
      rows.push({ kind: 'spread', terms: [...terms, [f, -1]], sense: '<=', rhs: share });
    }
    const sets = restWindowSets(prepared, staff, own, most);
    if (sets.length > 0) {
      const windows = sets.map((set) => {
        const y = column(`y${columns.length}`, 0, 1, true);
        const most = mostCompatible(set, staff.restMs);
        const terms: Row['terms'] = set.map((t) => [x(staff, t), 1]);
        rows.push({ kind: 'window', terms: [...terms, [y, most]], sense: '<=', rhs: most });
        return { column: y, templates: set.map((t) => t.index) };
      });
      restWindows.set(staff.index, windows);
      rows.push({
        kind: 'weekrest',
        terms: windows.map((w) => [w.column, 1]),
        sense: '>=',
        rhs: 1,
      });
    }
  }

  if (prepared.input.budgetCents !== null) {
    const left = Math.max(0, prepared.input.budgetCents - prepared.fixedCostCents);
    const terms: Row['terms'] = pairs.map((p) => {
      const staff = prepared.staff[p.staff];
      const t = templates[p.template];
      return [p.column, staff && t ? prepared.cost(staff, t) : 0];
    });
    rows.push({ kind: 'budget', terms, sense: '<=', rhs: left });
  }
  return { columns, rows, pairs, under, short, above, fairShare: share, restWindows };
}

/** Column values of a roster (`pairs` must keep to the rules, as the greedy one does). */
export function startValues(
  prepared: Prepared,
  model: ProposalModel,
  pairs: readonly Pair[],
): number[] {
  const values = model.columns.map(() => 0);
  const chosen = new Set(pairs.map((p) => `${p.staff}:${p.template}`));
  const filled = prepared.templates.map(() => 0);
  const minutes = prepared.staff.map(() => 0);
  const unpopular = prepared.staff.map(() => 0);
  for (const p of model.pairs) {
    if (!chosen.has(`${p.staff}:${p.template}`)) continue;
    const t = prepared.templates[p.template];
    values[p.column] = 1;
    filled[p.template] = (filled[p.template] ?? 0) + 1;
    minutes[p.staff] = (minutes[p.staff] ?? 0) + (t?.weekMinutes ?? 0);
    unpopular[p.staff] = (unpopular[p.staff] ?? 0) + (t?.unpopular ?? 0);
  }
  for (const [template, u] of model.under) {
    values[u] = (prepared.templates[template]?.open ?? 0) - (filled[template] ?? 0);
  }
  for (const [staff, d] of model.short) values[d] = shortOf(prepared, staff, minutes[staff] ?? 0);
  for (const [staff, f] of model.above) {
    values[f] = Math.max(0, (unpopular[staff] ?? 0) - model.fairShare);
  }
  for (const [staff, windows] of model.restWindows) {
    const free = windows.find((w) => !w.templates.some((t) => chosen.has(`${staff}:${t}`)));
    if (free) values[free.column] = 1;
  }
  return values;
}
