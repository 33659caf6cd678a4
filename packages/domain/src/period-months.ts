import { type LocalDate, localDateOf } from './local-date';
import type { CalendarMonth } from './month-bounds';

/**
 * Which calendar months something touches: the months a closed month's guard must look at
 * (docs/calculations.md#month-closing). Each answer lists the months in calendar order, once
 * each, so that locks taken in that order never wait on each other. Months are stepped as
 * whole numbers, not through Date, which reads the years 0–99 as 1900–1999.
 */

/** A month as one whole number: months since January of year 0. */
function indexOf(month: CalendarMonth): number {
  return month.year * 12 + (month.month - 1);
}

function monthAt(index: number): CalendarMonth {
  const year = Math.floor(index / 12);
  return { year, month: index - year * 12 + 1 };
}

/** Every month from `first` through `last` (none when `last` lies before `first`). */
function monthsFromTo(first: CalendarMonth, last: CalendarMonth): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  for (let at = indexOf(first); at <= indexOf(last); at++) months.push(monthAt(at));
  return months;
}

/** These months in calendar order, once each. */
export function distinctMonths(months: readonly CalendarMonth[]): CalendarMonth[] {
  const indexes = new Set(months.map(indexOf));
  return [...indexes].sort((a, b) => a - b).map(monthAt);
}

/** The months of these instants on the clock of `timeZone`. */
export function monthsOfInstants(instants: readonly Date[], timeZone: string): CalendarMonth[] {
  return distinctMonths(instants.map((instant) => localDateOf(instant, timeZone)));
}

/** A stretch of time from `start` up to, not including, `end`. */
export interface InstantPeriod {
  start: Date;
  end: Date;
}

/**
 * The months these periods [start, end) touch on the clock of `timeZone`: a shift that runs
 * past midnight into the next month touches both, one that ends at that midnight only its
 * own. A period with no length touches the month of its start.
 */
export function monthsOfPeriods(
  periods: readonly InstantPeriod[],
  timeZone: string,
): CalendarMonth[] {
  return distinctMonths(
    periods.flatMap(({ start, end }) => {
      const lastMoment = Math.max(start.getTime(), end.getTime() - 1);
      return monthsFromTo(
        localDateOf(start, timeZone),
        localDateOf(new Date(lastMoment), timeZone),
      );
    }),
  );
}

/** Calendar days from `from` through `to`; `to` null: no end. */
export interface DayRange {
  from: LocalDate;
  to: LocalDate | null;
}

/**
 * The months of the days of these ranges up to and including `until`: a month can only be
 * closed once it is over, so the days after today (an open-ended contract's) need no look.
 */
export function monthsOfDays(ranges: readonly DayRange[], until: LocalDate): CalendarMonth[] {
  return distinctMonths(
    ranges.flatMap(({ from, to }) =>
      monthsFromTo(from, to === null || indexOf(to) > indexOf(until) ? until : to),
    ),
  );
}
