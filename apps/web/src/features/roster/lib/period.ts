import { isoWeekNumber, monthName } from '@klokwerk/domain/dutch-calendar';
import {
  addDays,
  firstOfMonth,
  type LocalDate,
  startOfWeek,
  toIsoDate,
} from '@klokwerk/domain/local-date';
import { weekOf } from '@klokwerk/domain/roster-layout';

/**
 * The periods the roster shows, as the company's calendar counts them. The bounds are
 * wall-clock date-times without an offset: the server reads them in the company's zone
 * (docs/calculations.md#time-and-time-zones), so a week is Monday 00:00 to the next Monday 00:00 there, also in the weeks
 * the clocks change.
 */
export interface Period {
  /** `yyyy-MM-ddT00:00:00` of the first day. */
  start: string;
  /** `yyyy-MM-ddT00:00:00` of the day after the last. */
  end: string;
}

export interface Week extends Period {
  days: LocalDate[];
  number: number;
}

function midnight(date: LocalDate): string {
  return `${toIsoDate(date)}T00:00:00`;
}

/** The week (Monday to Sunday) that holds `date`, with its ISO week number. */
export function weekAround(date: LocalDate): Week {
  const days = weekOf(date);
  const monday = days[0] ?? startOfWeek(date);
  return {
    days,
    start: midnight(monday),
    end: midnight(addDays(monday, 7)),
    number: isoWeekNumber(date),
  };
}

/** 'yyyy-mm': the value of a month choice. */
export function monthKey(date: LocalDate): string {
  return toIsoDate(date).slice(0, 7);
}

/** The first day of a month choice's month; null for anything that is not 'yyyy-mm'. */
export function monthStart(key: string): LocalDate | null {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { year: Number(match[1]), month, day: 1 };
}

/** The month choices: from January of this year to December of next year, Dutch names. */
export function monthChoices(today: LocalDate): Array<{ value: string; label: string }> {
  const first = { year: today.year, month: 1, day: 1 };
  return Array.from({ length: 24 }, (_, i) => {
    const month = firstOfMonth(first, i);
    return { value: monthKey(month), label: monthName(month.year, month.month) };
  });
}
