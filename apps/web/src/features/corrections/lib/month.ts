import { monthName } from '@klokwerk/domain/dutch-calendar';
import { zonedParts } from '@klokwerk/domain/zoned-time';

/** A calendar month of the company's clock; `month` is 1–12. */
export interface Month {
  year: number;
  month: number;
}

/** The month a clock in `timeZone` shows at `now`. */
export function monthAt(now: Date, timeZone: string): Month {
  const { year, month } = zonedParts(now, timeZone);
  return { year, month };
}

export function addMonths({ year, month }: Month, months: number): Month {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function sameMonth(a: Month, b: Month): boolean {
  return a.year === b.year && a.month === b.month;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/**
 * [startDate, endDate) of the month as the company's wall clock, without an offset: the server
 * reads such a bound in the company's own zone (docs/calculations.md#time-and-time-zones), so the browser's zone never matters.
 */
export function monthPeriod(month: Month): { startDate: string; endDate: string } {
  const next = addMonths(month, 1);
  return {
    startDate: `${pad(month.year, 4)}-${pad(month.month)}-01T00:00:00`,
    endDate: `${pad(next.year, 4)}-${pad(next.month)}-01T00:00:00`,
  };
}

/** The Dutch month label of the navigator: 'november 2026'. */
export function monthLabel({ year, month }: Month): string {
  return monthName(year, month);
}
