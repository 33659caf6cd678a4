import { expect } from 'vitest';
import type { ProposalInput, RosterProposal } from '../types';
import { AFWAS, at, BEDIENING, employee, need, week } from './week';

/**
 * Hand-checked weeks that the greedy baseline and the solver must both get right: each comes
 * with the roster worked out on paper. The domain's tests run them greedily, the server's
 * through HiGHS in the worker.
 */

export interface HandCheckedWeek {
  title: string;
  input: ProposalInput;
  check(proposal: RosterProposal): void;
}

/** Who works which need, sorted by need. */
export const assigned = (proposal: RosterProposal) =>
  proposal.shifts.map((s) => `${s.needId}:${s.employeeId}`).sort((a, b) => a.localeCompare(b));

export const violations = (proposal: RosterProposal) =>
  proposal.findings.filter((f) => f.severity === 'violation').map((f) => f.message);

const reasons = (proposal: RosterProposal) =>
  proposal.uncovered.map((u) => ({
    needId: u.needId,
    missing: u.missing,
    reason: u.reason,
    message: u.message,
  }));

const DAYS = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'];

/** Monday to Friday 08:00–20:00: 60 hours, the law's maximum, with 12 hours of rest. */
const sixtyHours = ['23', '24', '25', '26', '27'].map((day) => ({
  id: `vast-${day}`,
  start: at(`2026-11-${day}`, '08:00'),
  end: at(`2026-11-${day}`, '20:00'),
  jobTitleId: null,
}));

export const HAND_CHECKED: HandCheckedWeek[] = [
  {
    title: 'a need only one employee can fill goes to that one, however dear',
    input: week(
      [need('di-bediening', '2026-11-24', '17:00', '22:00', { jobTitleId: BEDIENING })],
      [
        employee(1, { hourlyWageCents: 1200 }),
        employee(2, {
          jobTitleIds: [1, BEDIENING],
          hourlyWageCents: 1000,
          unavailable: [{ start: at('2026-11-24', '16:00'), end: at('2026-11-24', '23:00') }],
        }),
        employee(3, { jobTitleIds: [BEDIENING], hourlyWageCents: 2000 }),
        employee(4, {
          jobTitleIds: [BEDIENING],
          hourlyWageCents: 900,
          absent: [{ start: at('2026-11-24', '00:00'), end: at('2026-11-25', '00:00') }],
        }),
      ],
    ),
    check(proposal) {
      expect(assigned(proposal)).toEqual(['di-bediening:3']);
      // 5 hours, no break below 5.5 hours, at € 20.
      expect(proposal.costCents).toBe(10_000);
      expect(proposal.coveredMinutes).toBe(proposal.neededMinutes);
      expect(proposal.uncovered).toEqual([]);
    },
  },
  {
    title: 'a minor works the evening until 22:00 but not the late shift to 23:30',
    input: week(
      [
        need('wo-avond', '2026-11-25', '17:00', '22:00'),
        need('do-laat', '2026-11-26', '18:00', '23:30'),
      ],
      [
        employee(10, { hourlyWageCents: 800, dateOfBirth: '2010-03-01' }),
        employee(11, { hourlyWageCents: 1600 }),
      ],
    ),
    check(proposal) {
      expect(assigned(proposal)).toEqual(['do-laat:11', 'wo-avond:10']);
      expect(violations(proposal)).toEqual([]);
    },
  },
  {
    title:
      'employees at their weekly maximum (the law’s 60 hours, the contract’s 16) are passed over',
    input: week(
      [need('zo-avond', '2026-11-29', '20:00', '23:00')],
      [
        employee(20, { hourlyWageCents: 1000, fixedShifts: sixtyHours }),
        employee(21, { hourlyWageCents: 1800 }),
        employee(22, {
          hourlyWageCents: 900,
          maxWeekMinutes: 16 * 60,
          fixedShifts: ['24', '25'].map((day) => ({
            id: `contract-${day}`,
            start: at(`2026-11-${day}`, '10:00'),
            end: at(`2026-11-${day}`, '18:00'),
            jobTitleId: null,
          })),
        }),
      ],
    ),
    check(proposal) {
      expect(assigned(proposal)).toEqual(['zo-avond:21']);
      expect(proposal.employees.find((e) => e.employeeId === 20)?.minutes).toBe(60 * 60);
      expect(violations(proposal)).toEqual([]);
    },
  },
  {
    title: 'an infeasible week says what it could not cover and why',
    input: week(
      [
        need('ma-afwas', '2026-11-23', '11:00', '15:00', { jobTitleId: AFWAS }),
        need('di-bediening', '2026-11-24', '12:00', '16:00', { jobTitleId: BEDIENING, count: 2 }),
        need('vr-nacht', '2026-11-27', '22:00', '02:00'),
        need('za-lang', '2026-11-28', '10:00', '20:00'),
      ],
      [
        employee(30, { dateOfBirth: '2010-03-01' }),
        employee(31, {
          jobTitleIds: [BEDIENING],
          absent: [{ start: at('2026-11-24', '00:00'), end: at('2026-11-25', '00:00') }],
        }),
      ],
    ),
    check(proposal) {
      expect(proposal.shifts).toEqual([]);
      expect(proposal.coveredMinutes).toBe(0);
      expect(reasons(proposal)).toEqual([
        {
          needId: 'ma-afwas',
          missing: 1,
          reason: 'noOneAvailable',
          message: 'Niemand beschikbaar met functie Afwas: niemand heeft die functie',
        },
        {
          needId: 'di-bediening',
          missing: 2,
          reason: 'noOneAvailable',
          message: 'Niemand beschikbaar met functie Bediening',
        },
        {
          needId: 'vr-nacht',
          missing: 1,
          reason: 'labourLaw',
          message:
            'Arbeidstijdenwet: wie beschikbaar is met functie Kok, mag deze dienst niet werken (jeugdigen werken niet tussen 23:00 en 06:00)',
        },
        {
          needId: 'za-lang',
          missing: 1,
          reason: 'labourLaw',
          message:
            'Arbeidstijdenwet: wie beschikbaar is met functie Kok, mag deze dienst niet werken (de dienst is te lang)',
        },
      ]);
    },
  },
  {
    title: 'a budget for one of two shifts leaves the other open, saying so',
    input: week(
      [need('ma', '2026-11-23', '10:00', '14:00'), need('di', '2026-11-24', '10:00', '14:00')],
      [employee(40, { hourlyWageCents: 2000 })],
      { budgetCents: 10_000 },
    ),
    check(proposal) {
      expect(proposal.shifts).toHaveLength(1);
      expect(proposal.costCents).toBe(8000);
      expect(reasons(proposal)).toEqual([
        {
          needId: proposal.shifts[0]?.needId === 'ma' ? 'di' : 'ma',
          missing: 1,
          reason: 'budget',
          message: 'Budget: het loonbudget van de week is op',
        },
      ]);
    },
  },
  {
    title: 'eleven hours of rest between shifts, also after last week’s last shift',
    input: week(
      [
        need('ma-ochtend', '2026-11-23', '08:00', '12:00'),
        need('ma-avond', '2026-11-23', '17:00', '23:00'),
        need('di-ochtend', '2026-11-24', '08:00', '12:00'),
      ],
      [
        employee(50, {
          hourlyWageCents: 1000,
          fixedShifts: [
            {
              id: 'zondag',
              start: at('2026-11-22', '16:00'),
              end: at('2026-11-22', '23:30'),
              jobTitleId: null,
            },
          ],
        }),
        employee(51, { hourlyWageCents: 1400 }),
      ],
    ),
    check(proposal) {
      // 50 may not start Monday 08:00 (8.5 hours after Sunday), nor Tuesday 08:00 after Monday
      // 23:00; 51 does both mornings, 20 hours apart.
      expect(assigned(proposal)).toEqual(['di-ochtend:51', 'ma-avond:50', 'ma-ochtend:51']);
      expect(violations(proposal)).toEqual([]);
    },
  },
  {
    title: 'weekly rest: with 36 hours free the cheapest works six of seven days, not Saturday',
    input: week(
      DAYS.map((day, i) => need(day, `2026-11-${23 + i}`, '10:00', '14:00')),
      [employee(60, { hourlyWageCents: 1000 }), employee(61, { hourlyWageCents: 2000 })],
    ),
    check(proposal) {
      // Free Monday or Sunday leaves only 34 hours up to the week's edge; free Tuesday to
      // Friday puts both weekend days on 60 (above the fair share of one weekend shift each).
      expect(assigned(proposal)).toEqual([
        'di:60',
        'do:60',
        'ma:60',
        'vr:60',
        'wo:60',
        'za:61',
        'zo:60',
      ]);
      expect(violations(proposal)).toEqual([]);
    },
  },
];
