import { monthTitle } from '@klokwerk/domain/dutch-calendar';
import {
  addDays,
  compareDates,
  isoWeekday,
  type LocalDate,
  localDateOf,
  toIsoDate,
} from '@klokwerk/domain/local-date';
import type { CalendarMonth } from '@klokwerk/domain/month-bounds';

/** A calendar month: the one the screen shows. */
export type Month = CalendarMonth;

export function monthOf(date: LocalDate): Month {
  return { year: date.year, month: date.month };
}

/** Every day of a month, in order. */
export function monthDays(month: Month): LocalDate[] {
  const days: LocalDate[] = [];
  for (let day = { ...month, day: 1 }; day.month === month.month; day = addDays(day, 1)) {
    days.push(day);
  }
  return days;
}

/** The column (1 = Monday … 7 = Sunday, docs/screens.md#availability) of a month's first day. */
export function firstColumn(month: Month): number {
  return isoWeekday({ ...month, day: 1 });
}

/** Today in the company's time zone: the server decides "past" by that calendar too. */
export function todayIn(timeZone: string, now: Date = new Date()): LocalDate {
  return localDateOf(now, timeZone);
}

export function isPast(date: LocalDate, today: LocalDate): boolean {
  return compareDates(date, today) < 0;
}

/**
 * A wall-clock date-time without an offset, as the availability calls take it
 * (`yyyy-MM-ddTHH:mm:ss`, the company's local time, docs/calculations.md#time-and-time-zones). An empty time stays empty, so
 * the contract's "Vul de starttijd in." applies.
 */
export function wallClock(date: LocalDate, time: string): string {
  return time === '' ? '' : `${toIsoDate(date)}T${time}:00`;
}

/** "November 2026", the calendar's heading. */
export function monthLabel(month: Month): string {
  return monthTitle(month.year, month.month);
}
