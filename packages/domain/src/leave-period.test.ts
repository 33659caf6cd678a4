import { describe, expect, it } from 'vitest';
import { leavePeriod, minutesBetween } from './leave-period';
import { fromIsoDate } from './local-date';

const AMSTERDAM = 'Europe/Amsterdam';

function part(iso: string, startMinutes: number, endMinutes: number) {
  const day = fromIsoDate(iso);
  return leavePeriod({ startDate: day, endDate: day, startMinutes, endMinutes }, AMSTERDAM);
}

describe('leavePeriod', () => {
  it('runs whole days from the first midnight to the midnight after the last, in the zone', () => {
    const period = leavePeriod(
      {
        startDate: fromIsoDate('2026-12-07'),
        endDate: fromIsoDate('2026-12-11'),
        startMinutes: null,
        endMinutes: null,
      },
      AMSTERDAM,
    );
    expect(period.start.toISOString()).toBe('2026-12-06T23:00:00.000Z');
    expect(period.end.toISOString()).toBe('2026-12-11T23:00:00.000Z');
  });

  it('takes part of a day between its wall-clock times, summer and winter', () => {
    expect(part('2026-07-01', 9 * 60, 13 * 60).start.toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    expect(part('2026-12-01', 9 * 60, 13 * 60).end.toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });

  it('counts the real time of a part-day on the nights the clocks change', () => {
    const spring = part('2026-03-29', 0, 6 * 60);
    expect(minutesBetween(spring.start, spring.end)).toBe(5 * 60);
    const autumn = part('2026-10-25', 0, 6 * 60);
    expect(minutesBetween(autumn.start, autumn.end)).toBe(7 * 60);
  });

  it('refuses a wall-clock time that does not exist', () => {
    expect(() => part('2026-03-29', 2 * 60 + 30, 5 * 60)).toThrow(RangeError);
  });
});
