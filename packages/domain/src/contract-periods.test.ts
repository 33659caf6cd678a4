import { describe, expect, it } from 'vitest';
import {
  type ContractPeriod,
  checkedContractPeriods,
  contractDayMinutes,
  MONDAY_TO_FRIDAY,
  stretchesWithin,
} from './contract-periods';

const period = (overrides: Partial<ContractPeriod>): ContractPeriod => ({
  from: '2026-01-01',
  to: null,
  hours: { kind: 'fixed', minutesPerWeek: 1920 },
  workingWeekdays: MONDAY_TO_FRIDAY,
  ...overrides,
});

describe('checkedContractPeriods', () => {
  it('sorts the periods and cuts them to a range, counting days both ends included', () => {
    const periods = checkedContractPeriods([
      period({ from: '2026-07-01' }),
      period({ from: '2026-01-01', to: '2026-06-30' }),
    ]);
    const stretches = stretchesWithin(periods, '2026-06-15', '2026-07-14');
    expect(stretches.map((s) => [s.from, s.to, s.days])).toEqual([
      ['2026-06-15', '2026-06-30', 16],
      ['2026-07-01', '2026-07-14', 14],
    ]);
  });

  it('refuses overlaps, an end before the start, bad hours and bad working days', () => {
    const bad: ContractPeriod[][] = [
      [period({ to: '2026-07-01' }), period({ from: '2026-07-01' })],
      [period({ to: null }), period({ from: '2027-01-01' })],
      [period({ to: '2025-12-31' })],
      [period({ from: '2026-02-30' })],
      [period({ hours: { kind: 'fixed', minutesPerWeek: 1920.5 } })],
      [period({ hours: { kind: 'minMax', minMinutesPerWeek: 960, maxMinutesPerWeek: 600 } })],
      [period({ workingWeekdays: [] })],
      [period({ workingWeekdays: [1, 1, 2] })],
      [period({ workingWeekdays: [0, 1] })],
    ];
    for (const periods of bad) {
      expect(() => checkedContractPeriods(periods), JSON.stringify(periods)).toThrow(RangeError);
    }
  });
});

describe('contractDayMinutes', () => {
  it('divides the guaranteed week over the working days, half a minute up', () => {
    expect(contractDayMinutes(period({}))).toBe(384); // 32 h / 5
    expect(contractDayMinutes(period({ workingWeekdays: [1, 2, 3, 4] }))).toBe(480); // 32 h / 4
    // 24.5 h / 4 = 367.5 → 368
    expect(
      contractDayMinutes(
        period({ hours: { kind: 'fixed', minutesPerWeek: 1470 }, workingWeekdays: [1, 2, 3, 4] }),
      ),
    ).toBe(368);
    const minMax = { kind: 'minMax', minMinutesPerWeek: 960, maxMinutesPerWeek: 1920 } as const;
    expect(contractDayMinutes(period({ hours: minMax }))).toBe(192); // the minimum's day
    expect(contractDayMinutes(period({ hours: { kind: 'zeroHours' } }))).toBe(0);
  });
});
