import { describe, expect, it } from 'vitest';
import { nextWeek } from './next-week';

describe('nextWeek', () => {
  it('is the week after the one of today in the zone, Monday to Monday', () => {
    // Sunday 22 March 2026, 23:30 in Amsterdam: next week starts the next day.
    expect(nextWeek(new Date('2026-03-22T22:30:00Z'), 'Europe/Amsterdam')).toEqual({
      monday: '2026-03-23',
      start: '2026-03-23T00:00:00',
      end: '2026-03-30T00:00:00',
    });
    // An hour later it is Monday there (still Sunday in UTC): next week is the one after.
    expect(nextWeek(new Date('2026-03-22T23:30:00Z'), 'Europe/Amsterdam').monday).toBe(
      '2026-03-30',
    );
  });

  it('crosses the year', () => {
    expect(nextWeek(new Date('2026-12-31T12:00:00Z'), 'Europe/Amsterdam')).toEqual({
      monday: '2027-01-04',
      start: '2027-01-04T00:00:00',
      end: '2027-01-11T00:00:00',
    });
  });
});
