import { describe, expect, it } from 'vitest';
import { leaveDaysByType, minutesWithin } from './absence-minutes';
import { type ContractPeriod, MONDAY_TO_FRIDAY } from './contract-periods';

const period = (from: string, to: string | null, minutesPerWeek: number): ContractPeriod => ({
  from,
  to,
  hours: { kind: 'fixed', minutesPerWeek },
  workingWeekdays: MONDAY_TO_FRIDAY,
});

describe('leaveDaysByType', () => {
  const contracts = [period('2026-01-01', '2026-06-30', 1440), period('2026-07-01', null, 1920)];

  it('reads whole days under each day’s contract and leaves closed holidays out', () => {
    const days = leaveDaysByType(
      [
        // Monday 29 June to Friday 3 July: two days at 24 h (288), three at 32 h (384).
        { type: 'vakantie', startDate: '2026-06-29', endDate: '2026-07-03', partDayMinutes: null },
        // Koningsdag, closed: nothing.
        { type: 'bijzonder', startDate: '2026-04-27', endDate: '2026-04-27', partDayMinutes: null },
        { type: 'onbetaald', startDate: '2026-09-01', endDate: '2026-09-01', partDayMinutes: 150 },
      ],
      contracts,
      new Set(['2026-04-27']),
    );
    expect(days.vakantie.map((d) => d.minutes)).toEqual([288, 288, 384, 384, 384]);
    expect(days.bijzonder).toEqual([]);
    expect(days.onbetaald).toEqual([{ date: '2026-09-01', minutes: 150 }]);
    expect(minutesWithin(days.vakantie, '2026-06-01', '2026-06-30')).toBe(576);
    expect(minutesWithin(days.vakantie, '2026-07-01', '2026-07-31')).toBe(1152);
  });
});
