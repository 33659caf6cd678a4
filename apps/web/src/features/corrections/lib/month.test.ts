import { describe, expect, it } from 'vitest';
import { addMonths, monthAt, monthLabel, monthPeriod, sameMonth } from './month';

describe('the month navigator', () => {
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

  it('asks for the month as the company wall clock: [first, first of the next)', () => {
    expect(monthPeriod({ year: 2026, month: 12 })).toEqual({
      startDate: '2026-12-01T00:00:00',
      endDate: '2027-01-01T00:00:00',
    });
  });

  it('labels the month in Dutch', () => {
    expect(monthLabel({ year: 2026, month: 11 })).toBe('november 2026');
    expect(monthLabel({ year: 2027, month: 3 })).toBe('maart 2027');
  });
});
