import { firstOfMonth, localTimeToInstant } from './local-date';

/** A calendar month of a company: [start, end) as instants, from its zone's local midnights. */
export interface MonthBounds {
  start: Date;
  end: Date;
}

/**
 * The instants of the first local midnight of `month` and of the month after, in `timeZone`
 * (DESIGN §3: the server computes month bounds from year and month in the company's zone).
 * A record belongs to the month its clock-in falls in.
 */
export function monthBounds(year: number, month: number, timeZone: string): MonthBounds {
  const first = { year, month, day: 1 };
  return {
    start: localTimeToInstant(first, 0, timeZone),
    end: localTimeToInstant(firstOfMonth(first, 1), 0, timeZone),
  };
}

export function inMonth(instant: Date, bounds: MonthBounds): boolean {
  // getTime, not `>=` on the Dates: that converts through Symbol.toPrimitive, which cost
  // milliseconds over a month of a large company's records.
  const at = instant.getTime();
  return at >= bounds.start.getTime() && at < bounds.end.getTime();
}
