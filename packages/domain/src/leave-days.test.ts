import { describe, expect, it } from 'vitest';
import { type ContractPeriod, MONDAY_TO_FRIDAY } from './contract-periods';
import { leaveMinutesPerDay } from './leave-days';
import { LEAVE_TYPE_RULES } from './leave-types';

const fixed = (
  from: string,
  minutesPerWeek: number,
  workingWeekdays = MONDAY_TO_FRIDAY,
): ContractPeriod => ({
  from,
  to: null,
  hours: { kind: 'fixed', minutesPerWeek },
  workingWeekdays,
});

// Monday 27 April 2026 (Koningsdag) to Sunday 3 May.
const week = { unit: 'days', from: '2026-04-27', to: '2026-05-03' } as const;

describe('leaveMinutesPerDay', () => {
  it('counts a contract day on each working day: 32 h over five days is 384 min', () => {
    const days = leaveMinutesPerDay(week, [fixed('2025-01-01', 32 * 60)], new Set());
    expect(days).toEqual([
      { date: '2026-04-27', minutes: 384 },
      { date: '2026-04-28', minutes: 384 },
      { date: '2026-04-29', minutes: 384 },
      { date: '2026-04-30', minutes: 384 },
      { date: '2026-05-01', minutes: 384 },
    ]);
  });

  it('takes no leave on a public holiday the company gives off', () => {
    const days = leaveMinutesPerDay(week, [fixed('2025-01-01', 32 * 60)], new Set(['2026-04-27']));
    expect(days.map((d) => d.date)).toEqual([
      '2026-04-28',
      '2026-04-29',
      '2026-04-30',
      '2026-05-01',
    ]);
  });

  it('follows the employee’s own working week: Wednesday to Sunday', () => {
    const contract = fixed('2025-01-01', 30 * 60, [3, 4, 5, 6, 7]);
    const days = leaveMinutesPerDay(week, [contract], new Set());
    expect(days.map((d) => `${d.date} ${d.minutes}`)).toEqual([
      '2026-04-29 360',
      '2026-04-30 360',
      '2026-05-01 360',
      '2026-05-02 360',
      '2026-05-03 360',
    ]);
  });

  it('rounds a contract day half up to the minute: 24.1 h / 5 = 289.2 → 289 min', () => {
    const days = leaveMinutesPerDay(week, [fixed('2025-01-01', 1446)], new Set());
    expect(days[0]?.minutes).toBe(289);
  });

  it('starts at the contract’s start and has nothing on a zero-hours contract', () => {
    expect(leaveMinutesPerDay(week, [fixed('2026-04-30', 32 * 60)], new Set())).toHaveLength(2);
    const zero: ContractPeriod = {
      from: '2025-01-01',
      to: null,
      hours: { kind: 'zeroHours' },
      workingWeekdays: MONDAY_TO_FRIDAY,
    };
    expect(leaveMinutesPerDay(week, [zero], new Set())).toEqual([]);
  });

  it('takes hours on one day as asked, and refuses none or a part of a minute', () => {
    const hours = { unit: 'hours', date: '2026-04-28', minutes: 150 } as const;
    expect(leaveMinutesPerDay(hours, [], new Set())).toEqual([
      { date: '2026-04-28', minutes: 150 },
    ]);
    expect(() => leaveMinutesPerDay({ ...hours, minutes: 0 }, [], new Set())).toThrow(RangeError);
    expect(() => leaveMinutesPerDay({ ...hours, minutes: 1.5 }, [], new Set())).toThrow(RangeError);
  });
});

describe('LEAVE_TYPE_RULES', () => {
  it('takes only vakantie off the balance, and pays all but onbetaald verlof', () => {
    expect(LEAVE_TYPE_RULES.vakantie).toMatchObject({ fromBalance: true, paid: true });
    expect(LEAVE_TYPE_RULES.bijzonder).toMatchObject({ fromBalance: false, paid: true });
    expect(LEAVE_TYPE_RULES.onbetaald).toMatchObject({ fromBalance: false, paid: false });
  });
});
