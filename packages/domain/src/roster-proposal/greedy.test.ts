import { describe, expect, it } from 'vitest';
import { greedyProposal, planProposal } from './plan';
import { assigned, HAND_CHECKED, violations } from './test/cases';
import { BEDIENING, employee, need, week } from './test/week';

describe('the greedy baseline on hand-checked weeks', () => {
  for (const { title, input, check } of HAND_CHECKED) {
    it(title, () => check(greedyProposal(planProposal(input), 0)));
  }
});

describe('the greedy baseline', () => {
  it('fills the needs in their order with the cheapest employee, so an early need can take the only one a later need had', () => {
    const proposal = greedyProposal(
      planProposal(
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
      ),
      0,
    );
    expect(assigned(proposal)).toEqual(['kok:1']);
    expect(proposal.uncovered.map((u) => [u.needId, u.message])).toEqual([
      ['bediening', 'Niemand beschikbaar met functie Bediening'],
    ]);
    expect(proposal.solver).toMatchObject({ method: 'greedy', status: 'greedy', gap: null });
  });

  it('counts a fixed shift of the job title that spans a need towards it', () => {
    const proposal = greedyProposal(
      planProposal(
        week(
          [need('ma', '2026-11-23', '12:00', '16:00', { count: 2 })],
          [
            employee(1, {
              fixedShifts: [
                {
                  id: 'vast',
                  start: new Date('2026-11-23T10:00:00Z'),
                  end: new Date('2026-11-23T16:00:00Z'),
                  jobTitleId: 1,
                },
              ],
            }),
            employee(2),
          ],
        ),
      ),
      0,
    );
    expect(assigned(proposal)).toEqual(['ma:2']);
    expect(proposal.coveredMinutes).toBe(proposal.neededMinutes);
    // Employee 1's 6 fixed hours (30 min break) at € 15, and employee 2's 4 at € 15.
    expect(proposal.weekCostCents).toBe(8250 + 6000);
    expect(violations(proposal)).toEqual([]);
  });

  it('counts a shift over the night the clocks go back by the hours that really pass', () => {
    const proposal = greedyProposal(
      planProposal(
        week([need('za-nacht', '2026-10-24', '22:00', '03:00')], [employee(1)], {
          monday: '2026-10-19',
        }),
      ),
      0,
    );
    const [shift] = proposal.shifts;
    expect(shift && (shift.end.getTime() - shift.start.getTime()) / 3_600_000).toBe(6);
    expect(proposal.neededMinutes).toBe(360);
    // 6 hours less the 30-minute break, at € 15.
    expect(shift?.costCents).toBe(8250);
    expect(violations(proposal)).toEqual([]);
  });
});
