import { addDays, fromIsoDate, isoWeekday, type LocalDate, toIsoDate } from './local-date';

/**
 * The Dutch public holidays of a year (docs/leave-and-hours-balance.md#public-holidays): the
 * days the surcharge bands pay extra for, and the days a company that closes on them takes off
 * an employee's contract hours. Easter and the days hanging on it are computed, the rest are
 * fixed dates; Koningsdag moves to Saturday 26 April when 27 April is a Sunday.
 */

export type HolidayKey =
  | 'nieuwjaarsdag'
  | 'goedeVrijdag'
  | 'eerstePaasdag'
  | 'tweedePaasdag'
  | 'koningsdag'
  | 'bevrijdingsdag'
  | 'hemelvaartsdag'
  | 'eerstePinksterdag'
  | 'tweedePinksterdag'
  | 'eersteKerstdag'
  | 'tweedeKerstdag';

export const HOLIDAY_NAMES: Record<HolidayKey, string> = {
  nieuwjaarsdag: 'Nieuwjaarsdag',
  goedeVrijdag: 'Goede Vrijdag',
  eerstePaasdag: 'Eerste Paasdag',
  tweedePaasdag: 'Tweede Paasdag',
  koningsdag: 'Koningsdag',
  bevrijdingsdag: 'Bevrijdingsdag',
  hemelvaartsdag: 'Hemelvaartsdag',
  eerstePinksterdag: 'Eerste Pinksterdag',
  tweedePinksterdag: 'Tweede Pinksterdag',
  eersteKerstdag: 'Eerste Kerstdag',
  tweedeKerstdag: 'Tweede Kerstdag',
};

export interface PublicHoliday {
  /** 'yyyy-mm-dd' */
  date: string;
  key: HolidayKey;
  /** The Dutch name, as a screen shows it. */
  name: string;
}

/**
 * Which of the disputed days count, a company setting. Bevrijdingsdag (5 May) is a national
 * holiday every year, but many CAOs make it a paid day off only every fifth year (2025, 2030):
 * 'lustrumYears' counts it only in years divisible by five. Goede Vrijdag is a day off in few
 * CAOs but a surcharge day in some.
 */
export interface HolidayOptions {
  liberationDay: 'everyYear' | 'lustrumYears' | 'never';
  goodFriday: boolean;
}

/** Every day of the list counts: the widest choice, which a company narrows. */
export const ALL_HOLIDAYS: HolidayOptions = { liberationDay: 'everyYear', goodFriday: true };

/** Koningsdag exists as such since 2014 (before, Koninginnedag fell on 30 April). */
const FIRST_YEAR = 2014;

/**
 * Easter Sunday of the Gregorian calendar, by the anonymous Gregorian algorithm (Meeus, Jones,
 * Butcher): exact for every year from 1583.
 */
export function easterSunday(year: number): LocalDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

function kingsDay(year: number): LocalDate {
  const twentySeventh = { year, month: 4, day: 27 };
  return isoWeekday(twentySeventh) === 7 ? addDays(twentySeventh, -1) : twentySeventh;
}

function countsLiberationDay(year: number, options: HolidayOptions): boolean {
  if (options.liberationDay === 'everyYear') return true;
  return options.liberationDay === 'lustrumYears' && year % 5 === 0;
}

/**
 * The year's public holidays in date order. Two can fall on one day (Hemelvaartsdag on 5 May,
 * as in 2016): both are listed, and `publicHolidayDates` counts the day once.
 */
export function dutchPublicHolidays(year: number, options: HolidayOptions): PublicHoliday[] {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > 9999) {
    throw new RangeError(`No Dutch public holidays computed for ${year}`);
  }
  const easter = easterSunday(year);
  const days: Array<[HolidayKey, LocalDate]> = [
    ['nieuwjaarsdag', { year, month: 1, day: 1 }],
    ['eerstePaasdag', easter],
    ['tweedePaasdag', addDays(easter, 1)],
    ['koningsdag', kingsDay(year)],
    ['hemelvaartsdag', addDays(easter, 39)],
    ['eerstePinksterdag', addDays(easter, 49)],
    ['tweedePinksterdag', addDays(easter, 50)],
    ['eersteKerstdag', { year, month: 12, day: 25 }],
    ['tweedeKerstdag', { year, month: 12, day: 26 }],
  ];
  if (options.goodFriday) days.push(['goedeVrijdag', addDays(easter, -2)]);
  if (countsLiberationDay(year, options)) days.push(['bevrijdingsdag', { year, month: 5, day: 5 }]);
  return days
    .map(([key, date]) => ({ date: toIsoDate(date), key, name: HOLIDAY_NAMES[key] }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
}

/** The holiday dates from `from` to `to` (both 'yyyy-mm-dd', inclusive), as a set of dates. */
export function publicHolidayDates(from: string, to: string, options: HolidayOptions): Set<string> {
  const first = fromIsoDate(from).year;
  const last = fromIsoDate(to).year;
  const dates = new Set<string>();
  for (let year = first; year <= last; year++) {
    for (const holiday of dutchPublicHolidays(year, options)) {
      if (holiday.date >= from && holiday.date <= to) dates.add(holiday.date);
    }
  }
  return dates;
}
