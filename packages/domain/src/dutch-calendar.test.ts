import { describe, expect, it } from 'vitest';
import {
  DUTCH_MONTH_NAMES,
  DUTCH_MONTHS,
  isoWeekNumber,
  longDate,
  monthName,
  monthTitle,
  shortWeekdayName,
  weekdayAndDay,
  weekdayName,
} from './dutch-calendar';
import { addDays } from './local-date';

const day = (year: number, month: number, date: number) => ({ year, month, day: date });

describe('the Dutch names', () => {
  it('are the names Intl gives for nl-NL, so no screen changed by leaving Intl', () => {
    const intlMonth = new Intl.DateTimeFormat('nl-NL', { month: 'long', timeZone: 'UTC' });
    expect(DUTCH_MONTH_NAMES.map((_, i) => intlMonth.format(Date.UTC(2026, i, 15)))).toEqual([
      ...DUTCH_MONTH_NAMES,
    ]);
    const intlDate = new Intl.DateTimeFormat('nl-NL', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const intlDay = new Intl.DateTimeFormat('nl-NL', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    for (let i = 0; i < 400; i++) {
      const date = addDays(day(2026, 1, 1), i);
      const utc = Date.UTC(date.year, date.month - 1, date.day);
      expect(longDate(date)).toBe(intlDate.format(utc));
      expect(weekdayAndDay(date)).toBe(intlDay.format(utc));
    }
  });

  it('names months in a sentence and capitalised as a heading or a file name', () => {
    expect(monthName(2026, 11)).toBe('november 2026');
    expect(monthName(2027, 3)).toBe('maart 2027');
    expect(monthTitle(2026, 11)).toBe('November 2026');
    expect(DUTCH_MONTHS[0]).toBe('Januari');
    expect(DUTCH_MONTHS[2]).toBe('Maart');
    expect(DUTCH_MONTHS).toHaveLength(12);
  });

  it('names weekdays Monday first, in full and in two letters', () => {
    expect(weekdayName(day(2026, 11, 23))).toBe('maandag');
    expect(weekdayName(day(2026, 11, 29))).toBe('zondag');
    expect(shortWeekdayName(day(2026, 11, 24))).toBe('di');
    expect(shortWeekdayName(day(2026, 11, 26))).toBe('do');
    expect(weekdayAndDay(day(2026, 11, 3))).toBe('dinsdag 3 november');
    expect(longDate(day(2026, 11, 23))).toBe('maandag 23 november 2026');
  });
});

describe('isoWeekNumber', () => {
  it('gives the week numbers of a Dutch calendar', () => {
    expect(isoWeekNumber(day(2025, 12, 29))).toBe(1);
    expect(isoWeekNumber(day(2026, 11, 23))).toBe(48);
    expect(isoWeekNumber(day(2021, 1, 3))).toBe(53);
    expect(isoWeekNumber(day(2027, 1, 1))).toBe(53);
    expect(isoWeekNumber(day(2027, 1, 4))).toBe(1);
    expect(isoWeekNumber(day(2026, 3, 29))).toBe(13);
  });
});
