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

describe('zonedParts against Intl itself', () => {
  it('reads the same clock as Intl for random instants in zones with odd offsets and old rules', () => {
    const zones = [
      'Europe/Amsterdam',
      'America/New_York',
      'Australia/Lord_Howe', // half-hour summer time
      'Asia/Kathmandu', // +05:45
      'America/Santiago',
    ];
    // One formatter per zone, made on first use: building one per call made this test take
    // seconds on a busy machine.
    const formatters = new Map<string, Intl.DateTimeFormat>();
    const intl = (date: Date, timeZone: string) => {
      let formatter = formatters.get(timeZone);
      if (formatter === undefined) {
        formatter = new Intl.DateTimeFormat('en-US', {
          timeZone,
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          second: 'numeric',
          hourCycle: 'h23',
        });
        formatters.set(timeZone, formatter);
      }
      const parts = Object.fromEntries(
        formatter
          .formatToParts(date)
          .filter((p) => p.type !== 'literal')
          .map((p) => [p.type, Number(p.value)]),
      );
      return parts;
    };
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    // 1930 (Amsterdam's offset of +00:19:32) to 2040, and both sides of every transition hour.
    const from = Date.UTC(1930, 0, 1);
    const to = Date.UTC(2040, 0, 1);
    for (let i = 0; i < 3000; i++) {
      const date = new Date(from + Math.floor(random() * (to - from)));
      for (const zone of zones) expect(zonedParts(date, zone)).toEqual(intl(date, zone));
    }
    for (const iso of [
      '1937-06-30T23:40:27Z',
      '1937-06-30T23:40:28Z',
      '2025-03-30T00:59:59Z',
      '2025-03-30T01:00:00Z',
      '2025-10-26T00:59:59Z',
      '2025-10-26T01:00:00Z',
    ]) {
      const date = new Date(iso);
      expect(zonedParts(date, 'Europe/Amsterdam')).toEqual(intl(date, 'Europe/Amsterdam'));
    }
  });
});
