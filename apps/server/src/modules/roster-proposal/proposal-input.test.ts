import { describe, expect, it } from 'vitest';
import { proposalInputOf, type WeekFacts } from './proposal-input';

/** Monday 30 November 2026; Amsterdam is UTC+1. */
const MONDAY = { year: 2026, month: 11, day: 30 };

const candidate = (employeeId: number, more: Partial<WeekFacts['candidates'][number]> = {}) => ({
  employeeId,
  name: `Medewerker ${employeeId}`,
  jobTitleId: 11,
  salary: 15.5,
  hoursRating: 1.2,
  dateOfBirth: '1990-01-01',
  startDate: '2024-01-01',
  endDate: null,
  ...more,
});

function facts(more: Partial<WeekFacts> = {}): WeekFacts {
  return {
    monday: MONDAY,
    timeZone: 'Europe/Amsterdam',
    needs: [{ id: 7, weekday: 3, start: '17:00', end: '01:00', jobTitleId: 11, headcount: 2 }],
    jobTitles: [{ id: 11, name: 'Kok' }],
    candidates: [candidate(1)],
    contracts: new Map(),
    shifts: [],
    unavailable: [],
    absent: [],
    budgetCents: 90_000,
    timeLimitSeconds: undefined,
    ...more,
  };
}

describe('the product week as the engine input', () => {
  it('puts each line of the Bezetting on its date, keyed by line and date', () => {
    const input = proposalInputOf(facts());
    expect(input).toMatchObject({ monday: '2026-11-30', budgetCents: 90_000 });
    expect(input.needs).toEqual([
      {
        id: '7:2026-12-02',
        date: '2026-12-02',
        start: '17:00',
        end: '01:00',
        jobTitleId: 11,
        count: 2,
      },
    ]);
    expect('timeLimitSeconds' in input).toBe(false);
  });

  it('costs an hour at the wage times the rating, in cents', () => {
    // € 15.50 × 1.2 = € 18.60.
    expect(proposalInputOf(facts()).employees[0]?.hourlyWageCents).toBe(1860);
  });

  it('reads the contract in force in the week: fixed hours are the minimum, min-max both', () => {
    const contracts = new Map([
      [
        1,
        [
          {
            from: '2024-01-01',
            to: null,
            hours: { kind: 'fixed' as const, minutesPerWeek: 1920 },
            workingWeekdays: [1, 2, 3, 4, 5],
          },
        ],
      ],
      [
        2,
        [
          {
            from: '2024-01-01',
            to: '2026-11-29',
            hours: { kind: 'zeroHours' as const },
            workingWeekdays: [1],
          },
          {
            from: '2026-11-30',
            to: null,
            hours: { kind: 'minMax' as const, minMinutesPerWeek: 600, maxMinutesPerWeek: 1200 },
            workingWeekdays: [1],
          },
        ],
      ],
    ]);
    const [fixed, minMax, none] = proposalInputOf(
      facts({ candidates: [candidate(1), candidate(2), candidate(3)], contracts }),
    ).employees;
    expect(fixed).toMatchObject({ minWeekMinutes: 1920, maxWeekMinutes: null });
    expect(minMax).toMatchObject({ minWeekMinutes: 600, maxWeekMinutes: 1200 });
    expect(none).toMatchObject({ minWeekMinutes: 0, maxWeekMinutes: null });
  });

  it('leaves out who is not employed in the week, and marks the days outside the employment absent', () => {
    const input = proposalInputOf(
      facts({
        candidates: [
          candidate(1, { startDate: '2026-12-07' }),
          candidate(2, { endDate: '2026-11-29' }),
          candidate(3, { startDate: '2026-12-02', endDate: '2026-12-04' }),
        ],
      }),
    );
    expect(input.employees.map((e) => e.id)).toEqual([3]);
    expect(input.employees[0]?.absent).toEqual([
      { start: new Date('2026-11-29T23:00:00Z'), end: new Date('2026-12-01T23:00:00Z') },
      { start: new Date('2026-12-04T23:00:00Z'), end: new Date('2026-12-06T23:00:00Z') },
    ]);
  });

  it('keeps planned shifts; those of the week count in the job title, earlier ones for the averages only', () => {
    const input = proposalInputOf(
      facts({
        shifts: [
          {
            id: 1,
            employeeId: 1,
            startMs: Date.parse('2026-11-28T09:00:00Z'),
            endMs: Date.parse('2026-11-28T17:00:00Z'),
          },
          {
            id: 2,
            employeeId: 1,
            startMs: Date.parse('2026-12-01T09:00:00Z'),
            endMs: Date.parse('2026-12-01T17:00:00Z'),
          },
          {
            id: 3,
            employeeId: 9,
            startMs: Date.parse('2026-12-01T09:00:00Z'),
            endMs: Date.parse('2026-12-01T17:00:00Z'),
          },
        ],
        absent: [
          {
            employeeId: 1,
            startMs: Date.parse('2026-12-03T23:00:00Z'),
            endMs: Date.parse('2026-12-04T23:00:00Z'),
          },
        ],
        unavailable: [{ employeeId: 9, startMs: 0, endMs: 1 }],
      }),
    );
    const [employee] = input.employees;
    expect(employee?.fixedShifts.map((s) => [s.id, s.jobTitleId])).toEqual([
      [1, null],
      [2, 11],
    ]);
    expect(employee?.absent).toHaveLength(1);
    expect(employee?.unavailable).toEqual([]);
  });
});
