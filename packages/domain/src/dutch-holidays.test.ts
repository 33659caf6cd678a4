import { describe, expect, it } from 'vitest';
import {
  ALL_HOLIDAYS,
  dutchPublicHolidays,
  easterSunday,
  type HolidayOptions,
  publicHolidayDates,
} from './dutch-holidays';
import { toIsoDate } from './local-date';

const listOf = (year: number, options: HolidayOptions = ALL_HOLIDAYS) =>
  dutchPublicHolidays(year, options).map((h) => `${h.date} ${h.name}`);

describe('easterSunday', () => {
  it('gives the published Easter dates, the earliest and the latest possible among them', () => {
    const known: Record<number, string> = {
      1818: '1818-03-22', // the earliest possible date
      1954: '1954-04-18',
      2000: '2000-04-23',
      2008: '2008-03-23',
      2011: '2011-04-24',
      2016: '2016-03-27',
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2038: '2038-04-25', // the latest possible date
      2285: '2285-03-22',
    };
    for (const [year, date] of Object.entries(known)) {
      expect(toIsoDate(easterSunday(Number(year))), year).toBe(date);
    }
  });
});

describe('dutchPublicHolidays', () => {
  it('lists 2026: Koningsdag on Monday 27 April, Hemelvaart 39 days after Easter', () => {
    expect(listOf(2026)).toEqual([
      '2026-01-01 Nieuwjaarsdag',
      '2026-04-03 Goede Vrijdag',
      '2026-04-05 Eerste Paasdag',
      '2026-04-06 Tweede Paasdag',
      '2026-04-27 Koningsdag',
      '2026-05-05 Bevrijdingsdag',
      '2026-05-14 Hemelvaartsdag',
      '2026-05-24 Eerste Pinksterdag',
      '2026-05-25 Tweede Pinksterdag',
      '2026-12-25 Eerste Kerstdag',
      '2026-12-26 Tweede Kerstdag',
    ]);
  });

  it('lists 2027: Easter on the spring-forward Sunday, Koningsdag on a Tuesday', () => {
    expect(listOf(2027)).toEqual([
      '2027-01-01 Nieuwjaarsdag',
      '2027-03-26 Goede Vrijdag',
      '2027-03-28 Eerste Paasdag',
      '2027-03-29 Tweede Paasdag',
      '2027-04-27 Koningsdag',
      '2027-05-05 Bevrijdingsdag',
      '2027-05-06 Hemelvaartsdag',
      '2027-05-16 Eerste Pinksterdag',
      '2027-05-17 Tweede Pinksterdag',
      '2027-12-25 Eerste Kerstdag',
      '2027-12-26 Tweede Kerstdag',
    ]);
  });

  it('moves Koningsdag to Saturday 26 April when the 27th is a Sunday (2025)', () => {
    const kingsDay = dutchPublicHolidays(2025, ALL_HOLIDAYS).find((h) => h.key === 'koningsdag');
    expect(kingsDay?.date).toBe('2025-04-26');
    expect(listOf(2025)).toContain('2025-06-09 Tweede Pinksterdag'); // Easter 20 April + 50
  });

  it('counts Bevrijdingsdag every year, in lustrum years only, or never, as the company chose', () => {
    const lustrum: HolidayOptions = { liberationDay: 'lustrumYears', goodFriday: true };
    expect(listOf(2025, lustrum)).toContain('2025-05-05 Bevrijdingsdag');
    expect(listOf(2030, lustrum)).toContain('2030-05-05 Bevrijdingsdag');
    expect(listOf(2026, lustrum).join()).not.toContain('Bevrijdingsdag');
    expect(listOf(2025, { liberationDay: 'never', goodFriday: true }).join()).not.toContain(
      'Bevrijdingsdag',
    );
  });

  it('leaves Goede Vrijdag out when the company does not count it', () => {
    const list = listOf(2026, { liberationDay: 'everyYear', goodFriday: false });
    expect(list).toHaveLength(10);
    expect(list.join()).not.toContain('Goede Vrijdag');
  });

  it('lists both holidays of a shared day (Hemelvaartsdag on 5 May 2016)', () => {
    expect(listOf(2016).filter((h) => h.startsWith('2016-05-05'))).toEqual([
      '2016-05-05 Bevrijdingsdag',
      '2016-05-05 Hemelvaartsdag',
    ]);
    expect(publicHolidayDates('2016-05-01', '2016-05-31', ALL_HOLIDAYS)).toEqual(
      new Set(['2016-05-05', '2016-05-15', '2016-05-16']),
    );
  });

  it('refuses a year before Koningsdag existed', () => {
    expect(() => dutchPublicHolidays(2013, ALL_HOLIDAYS)).toThrow(RangeError);
  });
});

describe('publicHolidayDates', () => {
  it('collects the days of a period across the turn of the year', () => {
    expect(publicHolidayDates('2026-12-20', '2027-01-10', ALL_HOLIDAYS)).toEqual(
      new Set(['2026-12-25', '2026-12-26', '2027-01-01']),
    );
  });
});
