import { describe, expect, it } from 'vitest';
import { addDays, firstOfMonth, fromIsoDate, readIsoDate, toIsoDate } from './local-date';
import { utcMs } from './utc-time';

describe('a date built from its parts', () => {
  it('keeps the years 0–99, which Date.UTC reads as 1900–1999', () => {
    expect(new Date(utcMs(99, 3, 4)).toISOString()).toBe('0099-03-04T00:00:00.000Z');
    expect(new Date(utcMs(1, 1, 1, 12, 30)).toISOString()).toBe('0001-01-01T12:30:00.000Z');
    expect(new Date(Date.UTC(99, 2, 4)).toISOString()).toBe('1999-03-04T00:00:00.000Z');
  });

  it('rolls parts past their range over as Date.UTC does', () => {
    expect(new Date(utcMs(2026, 13, 1)).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(new Date(utcMs(2026, 3, 0)).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });

  it('leaves a calendar day in its own year when days and months are added', () => {
    const early = { year: 99, month: 3, day: 4 };
    expect(toIsoDate(addDays(early, 7))).toBe('0099-03-11');
    expect(toIsoDate(firstOfMonth({ year: 1, month: 1, day: 15 }, 1))).toBe('0001-02-01');
  });

  it('reads no date from a year a date input holds while it is being typed', () => {
    expect(readIsoDate('0002-11-24')).toBeNull();
    expect(readIsoDate('0999-12-31')).toBeNull();
    expect(fromIsoDate('1000-01-01')).toEqual({ year: 1000, month: 1, day: 1 });
  });
});
