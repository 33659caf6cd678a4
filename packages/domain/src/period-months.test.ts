import { describe, expect, it } from 'vitest';
import { distinctMonths, monthsOfDays, monthsOfInstants, monthsOfPeriods } from './period-months';

const AMS = 'Europe/Amsterdam';

describe('monthsOfInstants', () => {
  it("takes each instant's month on the zone's clock, in calendar order, once each", () => {
    expect(
      monthsOfInstants(
        [
          new Date('2026-11-02T10:00:00Z'),
          new Date('2026-10-31T23:30:00Z'), // 1 November 00:30 in Amsterdam
          new Date('2026-10-31T22:30:00Z'), // 31 October 23:30
          new Date('2025-12-31T23:00:00Z'), // 1 January 2026
        ],
        AMS,
      ),
    ).toEqual([
      { year: 2026, month: 1 },
      { year: 2026, month: 10 },
      { year: 2026, month: 11 },
    ]);
  });

  it('is empty for no instants', () => {
    expect(monthsOfInstants([], AMS)).toEqual([]);
  });
});

describe('monthsOfPeriods', () => {
  it('lists every month a period touches, across the turn of the year', () => {
    const period = {
      start: new Date('2026-11-20T08:00:00Z'),
      end: new Date('2027-02-03T08:00:00Z'),
    };
    expect(monthsOfPeriods([period], AMS)).toEqual([
      { year: 2026, month: 11 },
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
      { year: 2027, month: 2 },
    ]);
  });

  it("takes a night shift into the next month, but not one that ends at that month's midnight", () => {
    const night = {
      start: new Date('2026-10-31T20:00:00Z'),
      end: new Date('2026-11-01T01:00:00Z'),
    };
    const toMidnight = {
      start: new Date('2026-10-31T17:00:00Z'),
      end: new Date('2026-10-31T23:00:00Z'), // 1 November 00:00 in Amsterdam
    };
    expect(monthsOfPeriods([night], AMS)).toEqual([
      { year: 2026, month: 10 },
      { year: 2026, month: 11 },
    ]);
    expect(monthsOfPeriods([toMidnight], AMS)).toEqual([{ year: 2026, month: 10 }]);
  });

  it('counts a period with no length in the month of its start', () => {
    const at = new Date('2026-09-30T22:00:00Z'); // 1 October 00:00 in Amsterdam
    expect(monthsOfPeriods([{ start: at, end: at }], AMS)).toEqual([{ year: 2026, month: 10 }]);
  });

  it('reads the months on the given clock', () => {
    const shift = {
      start: new Date('2026-10-31T23:00:00Z'),
      end: new Date('2026-10-31T23:30:00Z'),
    };
    expect(monthsOfPeriods([shift], 'UTC')).toEqual([{ year: 2026, month: 10 }]);
    expect(monthsOfPeriods([shift], AMS)).toEqual([{ year: 2026, month: 11 }]);
  });

  it('merges the months of several periods', () => {
    const periods = [
      { start: new Date('2026-12-01T08:00:00Z'), end: new Date('2026-12-01T16:00:00Z') },
      { start: new Date('2026-10-05T08:00:00Z'), end: new Date('2026-10-05T16:00:00Z') },
      { start: new Date('2026-12-09T08:00:00Z'), end: new Date('2026-12-09T16:00:00Z') },
    ];
    expect(monthsOfPeriods(periods, AMS)).toEqual([
      { year: 2026, month: 10 },
      { year: 2026, month: 12 },
    ]);
  });
});

describe('monthsOfDays', () => {
  const today = { year: 2026, month: 11, day: 21 };

  it('lists the months of the days from the first through the last', () => {
    const range = {
      from: { year: 2026, month: 8, day: 31 },
      to: { year: 2026, month: 10, day: 1 },
    };
    expect(monthsOfDays([range], today)).toEqual([
      { year: 2026, month: 8 },
      { year: 2026, month: 9 },
      { year: 2026, month: 10 },
    ]);
  });

  it('looks no further than `until`, also for a range without an end', () => {
    const open = { from: { year: 2026, month: 9, day: 15 }, to: null };
    const later = {
      from: { year: 2026, month: 10, day: 1 },
      to: { year: 2027, month: 3, day: 31 },
    };
    expect(monthsOfDays([open, later], today)).toEqual([
      { year: 2026, month: 9 },
      { year: 2026, month: 10 },
      { year: 2026, month: 11 },
    ]);
  });

  it('has none for a range that starts after the month of `until`', () => {
    const ahead = { from: { year: 2027, month: 1, day: 1 }, to: null };
    expect(monthsOfDays([ahead], today)).toEqual([]);
  });

  it('steps through the years before 100 as they are, not as 1900–1999', () => {
    const range = { from: { year: 99, month: 11, day: 1 }, to: { year: 100, month: 2, day: 1 } };
    expect(monthsOfDays([range], today)).toEqual([
      { year: 99, month: 11 },
      { year: 99, month: 12 },
      { year: 100, month: 1 },
      { year: 100, month: 2 },
    ]);
  });
});

describe('distinctMonths', () => {
  it('sorts by year, then month, and keeps each once', () => {
    expect(
      distinctMonths([
        { year: 2027, month: 1 },
        { year: 2026, month: 12 },
        { year: 2027, month: 1 },
        { year: 2026, month: 2 },
      ]),
    ).toEqual([
      { year: 2026, month: 2 },
      { year: 2026, month: 12 },
      { year: 2027, month: 1 },
    ]);
  });
});
