import { weekdayName } from '@klokwerk/domain/dutch-calendar';
import { formatLocalDate } from '@klokwerk/domain/format';
import { describe, expect, it } from 'vitest';
import { monthChoices, monthStart, weekAround } from './period';

const day = (year: number, month: number, date: number) => ({ year, month, day: date });

describe('weekAround', () => {
  it('runs from Monday 00:00 to the next Monday 00:00 on the company clock', () => {
    const week = weekAround(day(2026, 11, 26));
    expect(week.start).toBe('2026-11-23T00:00:00');
    expect(week.end).toBe('2026-11-30T00:00:00');
    expect(week.days.map(formatLocalDate)).toEqual([
      '23-11-2026',
      '24-11-2026',
      '25-11-2026',
      '26-11-2026',
      '27-11-2026',
      '28-11-2026',
      '29-11-2026',
    ]);
    expect(week.number).toBe(48);
  });

  it('crosses a year: 31 December 2025 is in week 1 of 2026', () => {
    const week = weekAround(day(2025, 12, 31));
    expect(week.start).toBe('2025-12-29T00:00:00');
    expect(week.end).toBe('2026-01-05T00:00:00');
    expect(week.number).toBe(1);
  });
});

describe('monthChoices', () => {
  it('runs from January of this year to December of next year, in Dutch', () => {
    const choices = monthChoices(day(2026, 11, 24));
    expect(choices).toHaveLength(24);
    expect(choices[0]).toEqual({ value: '2026-01', label: 'januari 2026' });
    expect(choices[23]).toEqual({ value: '2027-12', label: 'december 2027' });
  });
});

describe('monthStart', () => {
  it('is the first day of a month choice, and nothing for a bad key', () => {
    expect(monthStart('2026-12')).toEqual(day(2026, 12, 1));
    expect(monthStart('2026-13')).toBeNull();
    expect(monthStart('december')).toBeNull();
  });
});

describe('weekdayName', () => {
  it('names the day in Dutch whatever the machine zone', () => {
    expect(weekdayName(day(2026, 11, 23))).toBe('maandag');
    expect(weekdayName(day(2026, 11, 29))).toBe('zondag');
  });
});
