import type { CalendarMonth } from '@klokwerk/domain/month-bounds';
import { zonedParts } from '@klokwerk/domain/zoned-time';

/**
 * The months the screens step through (Uren Correctie, Beschikbaarheid Invullen, the reports)
 * and how they ask the server for one.
 */

/** The month a clock in `timeZone` shows at `now`. */
export function monthAt(now: Date, timeZone: string): CalendarMonth {
  const { year, month } = zonedParts(now, timeZone);
  return { year, month };
}

/** The month `months` away from `month` (-1: the one before), over the turn of a year. */
export function addMonths({ year, month }: CalendarMonth, months: number): CalendarMonth {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function sameMonth(a: CalendarMonth, b: CalendarMonth): boolean {
  return a.year === b.year && a.month === b.month;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

function firstMidnight({ year, month }: CalendarMonth): string {
  return `${pad(year, 4)}-${pad(month)}-01T00:00:00`;
}

/**
 * [start, end) of the month as the company's wall clock: its first midnight and the next
 * month's, without an offset. The server reads such a bound in the company's own zone
 * (docs/calculations.md#time-and-time-zones), so the browser's zone never matters.
 */
export function monthWallClock(month: CalendarMonth): { start: string; end: string } {
  return { start: firstMidnight(month), end: firstMidnight(addMonths(month, 1)) };
}

/** The same bounds as the calls that take `?startDate&endDate` name them. */
export function monthDatePeriod(month: CalendarMonth): { startDate: string; endDate: string } {
  const { start, end } = monthWallClock(month);
  return { startDate: start, endDate: end };
}
