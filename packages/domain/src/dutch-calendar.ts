import { addDays, isoWeekday, type LocalDate } from './local-date';
import { utcMs } from './utc-time';

/**
 * The Dutch names of the calendar, written once for the server's messages and files, the
 * contract's messages and the web app's screens. They are the names Intl gives for 'nl-NL'
 * (a test holds them to it), written out so that a text never depends on the ICU data of the
 * machine that prints it.
 */

/** In a sentence: 'januari' … 'december'. */
export const DUTCH_MONTH_NAMES = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
] as const;

function capitalised(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Capitalised, as a heading, a choice or a file name shows them: 'Januari' … 'December'
 * (`expense_report_Maart_2025.csv`, docs/payroll-export.md).
 */
export const DUTCH_MONTHS: readonly string[] = DUTCH_MONTH_NAMES.map(capitalised);

/** Monday first, as a Dutch roster week: 'maandag' … 'zondag'. */
export const DUTCH_WEEKDAYS = [
  'maandag',
  'dinsdag',
  'woensdag',
  'donderdag',
  'vrijdag',
  'zaterdag',
  'zondag',
] as const;

/** 'november 2026' (`month` 1–12). */
export function monthName(year: number, month: number): string {
  return `${DUTCH_MONTH_NAMES[month - 1] ?? month} ${year}`;
}

/** 'November 2026': a month as a heading or a label. */
export function monthTitle(year: number, month: number): string {
  return capitalised(monthName(year, month));
}

/** 'maandag' for any Monday. */
export function weekdayName(date: LocalDate): string {
  return DUTCH_WEEKDAYS[isoWeekday(date) - 1] as string;
}

/** 'ma' for any Monday: the two letters a roster column or a finding writes. */
export function shortWeekdayName(date: LocalDate): string {
  return weekdayName(date).slice(0, 2);
}

/** 'maandag 3 november': the day as the kiosk's clock shows it. */
export function weekdayAndDay(date: LocalDate): string {
  return `${weekdayName(date)} ${date.day} ${DUTCH_MONTH_NAMES[date.month - 1]}`;
}

/** 'maandag 3 november 2026': a whole date as a screen reader says it. */
export function longDate(date: LocalDate): string {
  return `${weekdayAndDay(date)} ${date.year}`;
}

/**
 * ISO 8601 week number, as Dutch planners name weeks: weeks start on Monday, and the week that
 * holds the year's first Thursday is week 1 (so 1 January 2027 lies in week 53 of 2026).
 */
export function isoWeekNumber(date: LocalDate): number {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const yearStart = utcMs(thursday.year, 1, 1);
  const at = utcMs(thursday.year, thursday.month, thursday.day);
  return Math.floor((at - yearStart) / (7 * 86_400_000)) + 1;
}
