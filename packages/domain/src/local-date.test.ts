import { describe, expect, it } from 'vitest';
import {
  addDays,
  firstOfMonth,
  fromIsoDate,
  isoWeekday,
  localDateOf,
  localTimeToInstant,
  readIsoDate,
  startOfWeek,
  toIsoDate,
} from './local-date';

const AMS = 'Europe/Amsterdam';

describe('localTimeToInstant', () => {
  it('puts 10:00 in Amsterdam at 08:00Z in summer and 09:00Z in winter', () => {
    expect(localTimeToInstant({ year: 2026, month: 3, day: 30 }, 600, AMS).toISOString()).toBe(
      '2026-03-30T08:00:00.000Z',
    );
    expect(localTimeToInstant({ year: 2026, month: 3, day: 28 }, 600, AMS).toISOString()).toBe(
      '2026-03-28T09:00:00.000Z',
    );
    expect(localTimeToInstant({ year: 2026, month: 10, day: 26 }, 600, AMS).toISOString()).toBe(
      '2026-10-26T09:00:00.000Z',
    );
  });

  it('runs past midnight into the next day, across the change of the clocks', () => {
    // 18:00 on Saturday to 01:00 on Sunday 29 March: still winter time, 7 hours.
    const start = localTimeToInstant({ year: 2026, month: 3, day: 28 }, 18 * 60, AMS);
    const end = localTimeToInstant({ year: 2026, month: 3, day: 28 }, 25 * 60, AMS);
    expect(end.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(end.getTime() - start.getTime()).toBe(7 * 3_600_000);
    // 03:00 on 29 March is the first summer-time hour.
    expect(localTimeToInstant({ year: 2026, month: 3, day: 29 }, 180, AMS).toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
  });

  it('refuses a time inside the spring-forward hour', () => {
    expect(() => localTimeToInstant({ year: 2026, month: 3, day: 29 }, 150, AMS)).toThrow(
      RangeError,
    );
  });
});

describe('calendar days', () => {
  it('reads the Amsterdam date, not the UTC one', () => {
    expect(localDateOf(new Date('2025-12-31T23:30:00Z'), AMS)).toEqual({
      year: 2026,
      month: 1,
      day: 1,
    });
  });

  it('counts weeks from Monday and months from the first', () => {
    const sunday = { year: 2026, month: 11, day: 22 };
    expect(isoWeekday(sunday)).toBe(7);
    expect(toIsoDate(startOfWeek(sunday))).toBe('2026-11-16');
    expect(toIsoDate(addDays(sunday, 10))).toBe('2026-12-02');
    expect(toIsoDate(firstOfMonth({ year: 2026, month: 1, day: 15 }, -1))).toBe('2025-12-01');
  });
});

describe('fromIsoDate', () => {
  it('reads a date column', () => {
    expect(fromIsoDate('2026-03-01')).toEqual({ year: 2026, month: 3, day: 1 });
    expect(fromIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('refuses what is not a calendar day instead of rolling it over', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-3-1', '01-03-2026', '']) {
      expect(() => fromIsoDate(bad), bad).toThrow(RangeError);
    }
  });
});

describe('readIsoDate', () => {
  it('reads a real calendar day', () => {
    expect(readIsoDate('2026-11-24')).toEqual({ year: 2026, month: 11, day: 24 });
    expect(readIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
  });

  it('is null for what is not one, where fromIsoDate throws', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '24-11-2026', '2026-3-1', '', null, undefined]) {
      expect(readIsoDate(bad), String(bad)).toBeNull();
    }
  });
});

describe('localTimeToInstant on the fall-back night', () => {
  it('takes the first of the two 02:30s, in summer time', () => {
    // 26 October 2025: 02:00–03:00 happens twice in Amsterdam.
    const date = { year: 2025, month: 10, day: 26 };
    expect(localTimeToInstant(date, 150, 'Europe/Amsterdam').toISOString()).toBe(
      '2025-10-26T00:30:00.000Z',
    );
    expect(localTimeToInstant(date, 210, 'Europe/Amsterdam').toISOString()).toBe(
      '2025-10-26T02:30:00.000Z',
    );
  });
});
