import { describe, expect, it } from 'vitest';
import { zonedParts } from './zoned-time';

const AMSTERDAM = 'Europe/Amsterdam';

describe('zonedParts', () => {
  it('reads winter time as UTC+1', () => {
    expect(zonedParts(new Date('2026-11-21T11:30:15Z'), AMSTERDAM)).toEqual({
      year: 2026,
      month: 11,
      day: 21,
      hour: 12,
      minute: 30,
      second: 15,
    });
  });

  it('reads summer time as UTC+2', () => {
    expect(zonedParts(new Date('2025-07-01T10:00:00Z'), AMSTERDAM)).toMatchObject({ hour: 12 });
  });

  it('moves to the next day and year when the zone is past midnight', () => {
    expect(zonedParts(new Date('2025-12-31T23:30:00Z'), AMSTERDAM)).toEqual({
      year: 2026,
      month: 1,
      day: 1,
      hour: 0,
      minute: 30,
      second: 0,
    });
  });

  it('gives hour 0, never 24, at midnight', () => {
    expect(zonedParts(new Date('2026-03-01T23:00:00Z'), AMSTERDAM).hour).toBe(0);
    expect(zonedParts(new Date('2026-03-01T00:00:00Z'), 'UTC').hour).toBe(0);
  });

  it('follows the spring-forward and fall-back switches', () => {
    // 30 March 2025: 02:00 local does not exist; 01:00Z is 03:00 CEST.
    expect(zonedParts(new Date('2025-03-30T00:59:00Z'), AMSTERDAM)).toMatchObject({
      hour: 1,
      minute: 59,
    });
    expect(zonedParts(new Date('2025-03-30T01:00:00Z'), AMSTERDAM)).toMatchObject({ hour: 3 });
    // 26 October 2025: 02:30 local happens twice.
    expect(zonedParts(new Date('2025-10-26T00:30:00Z'), AMSTERDAM)).toMatchObject({ hour: 2 });
    expect(zonedParts(new Date('2025-10-26T01:30:00Z'), AMSTERDAM)).toMatchObject({ hour: 2 });
  });

  it('works for zones on other offsets', () => {
    expect(zonedParts(new Date('2026-01-15T03:00:00Z'), 'America/New_York')).toMatchObject({
      day: 14,
      hour: 22,
    });
  });

  it('refuses an unknown zone and an invalid date', () => {
    expect(() => zonedParts(new Date(), 'Europe/Nergenshuizen')).toThrow(RangeError);
    expect(() => zonedParts(new Date(Number.NaN), AMSTERDAM)).toThrow(RangeError);
  });
});
