import { firstOfMonth, localTimeToInstant } from './local-date';

/** A month of the calendar. */
export interface CalendarMonth {
  year: number;
  /** 1–12 */
  month: number;
}

/** A calendar month of a company: [start, end) as instants, from its zone's local midnights. */
export interface MonthBounds {
  start: Date;
  end: Date;
}

/**
 * The instants of the first local midnight of `month` and of the month after, in `timeZone`
 * (docs/calculations.md#time-and-time-zones: the server computes month bounds from year and month in the company's zone).
 * A record belongs to the month its clock-in falls in.
 */
export function monthBounds(year: number, month: number, timeZone: string): MonthBounds {
  const first = { year, month, day: 1 };
  return {
    start: localTimeToInstant(first, 0, timeZone),
    end: localTimeToInstant(firstOfMonth(first, 1), 0, timeZone),
  };
}

/** Whether an instant in epoch milliseconds (as the month's rules read them) is in the month. */
export function inMonthMs(instantMs: number, bounds: MonthBounds): boolean {
  // getTime, not `>=` on the Dates: that converts through Symbol.toPrimitive, which cost
  // milliseconds over a month of a large company's records.
  return instantMs >= bounds.start.getTime() && instantMs < bounds.end.getTime();
}

export function inMonth(instant: Date, bounds: MonthBounds): boolean {
  return inMonthMs(instant.getTime(), bounds);
}
