import { describe, expect, it } from 'vitest';
import { greedyProposal, planProposal, startProposal } from './plan';
import { assigned } from './test/cases';
import { employee, need, week } from './test/week';

describe("the local search on the solver's start", () => {
  it('gives a shift to someone short of their contract minimum when that costs less than the shortfall weighs', () => {
    // 4 hours at € 15 instead of € 14 costs € 4 (400); 4 hours short of a contract weigh 240 × 2.
    const plan = planProposal(
      week(
        [need('ma', '2026-11-23', '10:00', '14:00')],
        [
          employee(1, { hourlyWageCents: 1400 }),
          employee(2, { hourlyWageCents: 1500, minWeekMinutes: 8 * 60 }),
        ],
      ),
    );
    expect(assigned(greedyProposal(plan, 0))).toEqual(['ma:1']);
    const start = startProposal(plan);
    expect(assigned(start)).toEqual(['ma:2']);
    expect(start.employees.find((e) => e.employeeId === 2)?.shortMinutes).toBe(4 * 60);
  });

  it('spreads the evenings over two equally paid colleagues', () => {
    const plan = planProposal(
      week(
        [need('ma', '2026-11-23', '17:00', '22:00'), need('wo', '2026-11-25', '17:00', '22:00')],
        [employee(1), employee(2)],
      ),
    );
    expect(assigned(greedyProposal(plan, 0))).toEqual(['ma:1', 'wo:1']);
    const start = startProposal(plan);
    expect(new Set(start.shifts.map((s) => s.employeeId))).toEqual(new Set([1, 2]));
    expect(start.employees.map((e) => e.unpopularShifts)).toEqual([1, 1]);
  });
});
