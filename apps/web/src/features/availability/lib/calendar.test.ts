import { longDate } from '@klokwerk/domain/dutch-calendar';
import { describe, expect, it } from 'vitest';
import { firstColumn, isPast, monthDays, monthLabel, todayIn, wallClock } from './calendar';

describe('the month calendar', () => {
  it('starts its weeks on Monday: November 2026 begins on a Sunday, in the last column', () => {
    expect(firstColumn({ year: 2026, month: 11 })).toBe(7);
    const days = monthDays({ year: 2026, month: 11 });
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ year: 2026, month: 11, day: 1 });
    expect(days.at(-1)).toEqual({ year: 2026, month: 11, day: 30 });
  });

  it('starts in the first column for a month that begins on Monday, and knows leap years', () => {
    expect(firstColumn({ year: 2027, month: 2 })).toBe(1);
    expect(monthDays({ year: 2027, month: 2 })).toHaveLength(28);
    expect(monthDays({ year: 2028, month: 2 })).toHaveLength(29);
  });

  it("takes today from the company's zone, not the machine's", () => {
    // 23:30Z on 21 November is already the 22nd in Amsterdam.
    expect(todayIn('Europe/Amsterdam', new Date('2026-11-21T23:30:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 22,
    });
    const today = { year: 2026, month: 11, day: 22 };
    expect(isPast({ year: 2026, month: 11, day: 21 }, today)).toBe(true);
    expect(isPast(today, today)).toBe(false);
  });

  it('writes times as the calls take them: local, without an offset', () => {
    const date = { year: 2026, month: 3, day: 9 };
    expect(wallClock(date, '08:00')).toBe('2026-03-09T08:00:00');
    expect(wallClock(date, '')).toBe('');
  });

  it('names days in Dutch for screen readers and months as a heading', () => {
    expect(longDate({ year: 2026, month: 11, day: 23 })).toBe('maandag 23 november 2026');
    expect(monthLabel({ year: 2026, month: 11 })).toBe('November 2026');
  });
});
