import { greedyProposal, planProposal } from '@klokwerk/domain/roster-proposal/plan';
import { assigned, HAND_CHECKED, violations } from '@klokwerk/domain/roster-proposal/test/cases';
import { generatedCompany } from '@klokwerk/domain/roster-proposal/test/company';
import { employee, need, week } from '@klokwerk/domain/roster-proposal/test/week';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { proposalWorkers, proposeRoster } from './propose-roster';

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
});

const [handChecked] = HAND_CHECKED;
if (!handChecked) throw new Error('no hand-checked week');
const { input: small, check } = handChecked;

// The tests below count the threads of this process, so they run in this order and leave the
// warm worker idle, except for the last one.
describe('one warm worker per server', () => {
  it('solves the next proposal on the worker of the last', async () => {
    const first = await proposeRoster(small);
    expect(first.solver.status).not.toBe('stopped');
    const { started } = proposalWorkers();
    const next = await proposeRoster(small);
    check(next);
    expect(next).toEqual({ ...first, solver: { ...first.solver, seconds: next.solver.seconds } });
    expect(proposalWorkers().started).toBe(started);
  });

  it('gives a proposal that finds the worker busy a worker of its own, stopped after', async () => {
    await proposeRoster(small);
    const before = proposalWorkers();
    const both = await Promise.all([proposeRoster(small), proposeRoster(small)]);
    for (const proposal of both) check(proposal);
    expect(proposalWorkers()).toEqual({ started: before.started + 1, running: before.running });
  });

  it('answers with the error of a worker that fails, and starts a fresh one for the next', async () => {
    await proposeRoster(small);
    const { started } = proposalWorkers();
    await expect(proposeRoster({ ...small, timeZone: 'Nergens/Niets' })).rejects.toThrow(
      /time zone/i,
    );
    check(await proposeRoster(small));
    expect(proposalWorkers().started).toBe(started + 1);
  });

  it('answers with the start when even that is built after the limit, and replaces a worker that overran its limit and the margin', async () => {
    await proposeRoster(small);
    const { started } = proposalWorkers();
    // A proposal of an hour ago stands for a machine too busy to build the start in time.
    const late = await proposeRoster(small, Date.now() - 3_600_000);
    check(late);
    expect(late.solver).toMatchObject({ method: 'start', status: 'stopped' });
    check(await proposeRoster(small));
    expect(proposalWorkers().started).toBe(started + 1);
  });

  it('stops the worker once the last server of the process has closed', async () => {
    const one = await createTestApp();
    const other = await createTestApp();
    await proposeRoster(small);
    const { running } = proposalWorkers();
    expect(running).toBeGreaterThan(0);
    await other.close();
    // One server closing leaves the worker to the other.
    expect(proposalWorkers().running).toBe(running);
    await one.close();
    expect(proposalWorkers().running).toBe(0);
  });

  it('solves off the event loop, and the time limit holds without stopping the worker', async () => {
    const input = {
      ...generatedCompany({ employees: 150, jobTitles: 10, seed: 26 }),
      timeLimitSeconds: 2,
    };
    await proposeRoster(small);
    const before = proposalWorkers();
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
    // HiGHS's own time limit ended the search: the worker that solved it is still there.
    expect(proposalWorkers()).toEqual(before);
  });
});
