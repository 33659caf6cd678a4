import { describe, expect, it } from 'vitest';
import { addMonths, monthAt, monthDatePeriod, monthWallClock, sameMonth } from './calendar-month';

describe('calendar months', () => {
  it('takes the month of the company clock, not of UTC', () => {
    // 31 October 23:30 UTC is already 1 November in Amsterdam (winter time, +1).
    expect(monthAt(new Date('2026-10-31T23:30:00Z'), 'Europe/Amsterdam')).toEqual({
      year: 2026,
      month: 11,
    });
    expect(monthAt(new Date('2026-10-31T23:30:00Z'), 'UTC')).toEqual({ year: 2026, month: 10 });
  });

  it('steps over the turn of the year both ways', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
    expect(sameMonth({ year: 2026, month: 5 }, { year: 2026, month: 5 })).toBe(true);
    expect(sameMonth({ year: 2026, month: 5 }, { year: 2025, month: 5 })).toBe(false);
  });

  it('asks for a month as the company wall clock: [first, first of the next)', () => {
    expect(monthWallClock({ year: 2026, month: 3 })).toEqual({
      start: '2026-03-01T00:00:00',
      end: '2026-04-01T00:00:00',
    });
    expect(monthDatePeriod({ year: 2026, month: 12 })).toEqual({
      startDate: '2026-12-01T00:00:00',
      endDate: '2027-01-01T00:00:00',
    });
  });
});
