import { describe, expect, it } from 'vitest';
import { lpText } from './lp-text';
import { type ProposalModel, restCliques, startValues } from './model';
import { greedyProposal, planProposal, startProposal } from './plan';
import { HOUR_MS, type Template } from './prepare';
import { type Pair, scoreOf, shortOf } from './score';
import { assigned, HAND_CHECKED, violations } from './test/cases';
import { generatedCompany } from './test/company';
import { BEDIENING, employee, need, week } from './test/week';
import type { ProposalInput } from './types';

/** The rows a set of column values breaks, by kind (empty: a feasible point of the model). */
function broken(model: ProposalModel, values: readonly number[]): string[] {
  const found: string[] = [];
  model.columns.forEach((c, i) => {
    const v = values[i] ?? 0;
    if (v < 0 || v > c.upper || (c.binary && v !== 0 && v !== 1)) found.push(`bound ${c.name}`);
  });
  model.rows.forEach((row, i) => {
    const lhs = row.terms.reduce((sum, [c, a]) => sum + a * (values[c] ?? 0), 0);
    const ok =
      row.sense === '<=' ? lhs <= row.rhs : row.sense === '>=' ? lhs >= row.rhs : lhs === row.rhs;
    if (!ok) found.push(`${row.kind}${i}`);
  });
  return found;
}

const weeks: Array<[string, ProposalInput]> = [
  ...HAND_CHECKED.map((c): [string, ProposalInput] => [c.title, c.input]),
  ['a generated company of 40', generatedCompany({ employees: 40, jobTitles: 5, seed: 7 })],
  [
    'a busy generated company of 40',
    generatedCompany({ employees: 40, jobTitles: 5, seed: 8, busy: 1.5 }),
  ],
];

describe('the model agrees with the rules the greedy roster keeps', () => {
  for (const [title, input] of weeks) {
    it(`${title}: the greedy roster and the start are points of the model, at their score`, () => {
      const plan = planProposal(input);
      const { prepared, model } = plan;
      for (const pairs of [plan.greedy, plan.startPairs]) {
        const values = startValues(prepared, model, pairs);
        expect(broken(model, values)).toEqual([]);
        // The objective of the model is the score, but for the contract shortfall of staff the
        // model has no column for (nothing to give them): a constant.
        const constant = prepared.staff
          .filter((s) => !model.short.has(s.index))
          .reduce(
            (sum, s) => sum + prepared.weights.contractShortMinute * shortOf(prepared, s.index, 0),
            0,
          );
        const objective = model.columns.reduce((sum, c, i) => sum + c.cost * (values[i] ?? 0), 0);
        expect(objective + constant).toBe(scoreOf(prepared, plan.eligibility, pairs).objective);
      }
    });
  }

  it('the greedy rosters and the starts of generated companies break no labour-law rule', () => {
    for (const seed of [1, 2, 3]) {
      const plan = planProposal(generatedCompany({ employees: 60, jobTitles: 6, seed, busy: 1.3 }));
      expect(violations(startProposal(plan))).toEqual([]);
    }
  });
});

describe('the repair of the greedy roster', () => {
  it('fills a gap by an exchange: the one greedy gave the first need takes the need only they can do', () => {
    const plan = planProposal(
      week(
        [
          need('kok', '2026-11-23', '10:00', '14:00'),
          need('bediening', '2026-11-23', '10:00', '14:00', { jobTitleId: BEDIENING }),
        ],
        [
          employee(1, { jobTitleIds: [1, BEDIENING], hourlyWageCents: 1000 }),
          employee(2, { hourlyWageCents: 1200 }),
        ],
      ),
    );
    expect(assigned(greedyProposal(plan, 0))).toEqual(['kok:1']);
    expect(assigned(startProposal(plan))).toEqual(['bediening:1', 'kok:2']);
  });
});

describe('rest cliques', () => {
  const template = (index: number, fromHour: number, toHour: number): Template => ({
    index,
    need: { id: `t${index}`, date: '2026-11-23', start: '', end: '', jobTitleId: 1, count: 1 },
    s: fromHour * HOUR_MS,
    e: toHour * HOUR_MS,
    minutes: (toHour - fromHour) * 60,
    weekMinutes: (toHour - fromHour) * 60,
    open: 1,
    unpopular: 0,
    nightMinutes: 0,
    minorRestMinutes: 0,
  });

  it('hold every pair closer than the rest, and only such pairs', () => {
    // Monday lunch and dinner, Tuesday morning, Tuesday dinner, Wednesday lunch (hours since Monday 00:00).
    const ts = [
      template(0, 11, 15),
      template(1, 17, 23),
      template(2, 32, 36),
      template(3, 41, 47),
      template(4, 59, 63),
    ];
    const cliques = restCliques(ts, 11 * HOUR_MS).map((c) => c.map((t) => t.index).sort());
    expect(cliques).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
    ]);
  });
});

describe('the LP text', () => {
  it('writes the objective, the rows with their kind, the bounds and the binaries', () => {
    const model: ProposalModel = {
      columns: [
        { name: 'x0', cost: 6000, upper: 1, binary: true },
        { name: 'x1', cost: 8000, upper: 1, binary: true },
        { name: 'u2', cost: 480_000, upper: 1, binary: false },
        { name: 'f3', cost: 300, upper: Number.POSITIVE_INFINITY, binary: false },
      ],
      rows: [
        {
          kind: 'need',
          terms: [
            [0, 1],
            [1, 1],
            [2, 1],
          ],
          sense: '=',
          rhs: 1,
        },
        {
          kind: 'spread',
          terms: [
            [0, 2],
            [3, -1],
          ],
          sense: '<=',
          rhs: 1,
        },
      ],
      pairs: [] as Pair[] as ProposalModel['pairs'],
      under: new Map(),
      short: new Map(),
      above: new Map(),
      fairShare: 1,
      restWindows: new Map(),
    };
    expect(lpText(model)).toBe(
      [
        'Minimize',
        ' obj: 6000 x0 + 8000 x1 + 480000 u2 + 300 f3',
        'Subject To',
        ' need0: x0 + x1 + u2 = 1',
        ' spread1: 2 x0 - f3 <= 1',
        'Bounds',
        ' 0 <= u2 <= 1',
        'Binary',
        ' x0 x1',
        'End',
        '',
      ].join('\n'),
    );
  });
});
