import { greedyProposal, planProposal } from '@klokwerk/domain/roster-proposal/plan';
import { assigned, HAND_CHECKED, violations } from '@klokwerk/domain/roster-proposal/test/cases';
import { generatedCompany } from '@klokwerk/domain/roster-proposal/test/company';
import { employee, need, week } from '@klokwerk/domain/roster-proposal/test/week';
import { describe, expect, it } from 'vitest';
import { proposeRoster } from './propose-roster';

describe('the roster proposal through HiGHS on hand-checked weeks', () => {
  for (const { title, input, check } of HAND_CHECKED) {
    it(title, async () => {
      const proposal = await proposeRoster(input);
      check(proposal);
      expect(proposal.solver.status).toBe('optimal');
    });
  }
});

describe('the roster proposal', () => {
  it('finds the cheaper roster the greedy one misses: the cheap cook on the long shift', async () => {
    // Monday 10:00–14:00 and 15:00–23:00 are too close for one person. Greedy gives the first
    // to the cheap cook (€ 40) and the second, 7.5 paid hours, to the dear one (€ 225): € 265.
    // The other way round: 7.5 hours at € 10 and 4 at € 30, € 195.
    const input = week(
      [
        need('ma-kort', '2026-11-23', '10:00', '14:00'),
        need('ma-lang', '2026-11-23', '15:00', '23:00'),
      ],
      [employee(1, { hourlyWageCents: 1000 }), employee(2, { hourlyWageCents: 3000 })],
    );
    expect(greedyProposal(planProposal(input), 0).costCents).toBe(26_500);
    const proposal = await proposeRoster(input);
    expect(assigned(proposal)).toEqual(['ma-kort:2', 'ma-lang:1']);
    expect(proposal.costCents).toBe(19_500);
    expect(proposal.solver).toMatchObject({ method: 'mip', status: 'optimal', gap: 0 });
  });

  it('solves in a worker thread: the event loop keeps turning, and the time limit holds', async () => {
    const input = {
      ...generatedCompany({ employees: 150, jobTitles: 10, seed: 26 }),
      timeLimitSeconds: 2,
    };
    let ticks = 0;
    const ticker = setInterval(() => {
      ticks += 1;
    }, 10);
    const started = Date.now();
    const proposal = await proposeRoster(input, started);
    clearInterval(ticker);
    // The limit, and a second for a timer that a busy machine runs late.
    expect(Date.now() - started).toBeLessThan(3000);
    // A solve on this thread would have held the ticker still for seconds.
    expect(ticks).toBeGreaterThan(20);
    expect(violations(proposal)).toEqual([]);
    expect(proposal.coveredMinutes).toBeGreaterThanOrEqual(
      greedyProposal(planProposal(input), 0).coveredMinutes,
    );
  });

  it('answers with the start, as soon as it is built, when the limit is shorter than that', async () => {
    const [first] = HAND_CHECKED;
    if (!first) throw new Error('no hand-checked week');
    // Starting the worker alone takes longer than 50 ms.
    const proposal = await proposeRoster({ ...first.input, timeLimitSeconds: 0.05 });
    first.check(proposal);
    expect(proposal.solver).toMatchObject({ method: 'start', status: 'stopped' });
  });
});
