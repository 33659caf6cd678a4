import type { CalendarMonth } from '@klokwerk/domain/month-bounds';

/** A calendar month the reports are about; `month` is 1–12. */
export type Period = CalendarMonth;

/** How many years before the current one the year selector offers (docs/screens.md#hours-report). */
export const YEARS_BACK = 5;

const pad = (value: number) => String(value).padStart(2, '0');

export function currentPeriod(now: Date): Period {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/** The years of the selector: the current one and the 5 before, newest first. */
export function selectableYears(now: Date): number[] {
  const year = now.getFullYear();
  return Array.from({ length: YEARS_BACK + 1 }, (_, i) => year - i);
}

/** '2026-03': the form a period takes in the address (?month=) and in the month picker. */
export function periodKey({ year, month }: Period): string {
  return `${year}-${pad(month)}`;
}

/**
 * The period a link names ('2026-03', or a picker's '2026-03-01'), or null for anything else:
 * a month outside 1–12, or a year the selector does not offer (a report of 1999 nobody asked for).
 */
export function parsePeriod(text: string | null, now: Date): Period | null {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(text ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || !selectableYears(now).includes(year)) return null;
  return { year, month };
}

/** '03': the month as the selector's values and the empty texts show it ({month}/{year}). */
export function monthValue(month: number): string {
  return pad(month);
}
