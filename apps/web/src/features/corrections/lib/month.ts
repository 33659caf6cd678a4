import { monthName } from '@klokwerk/domain/dutch-calendar';
import type { CalendarMonth } from '@klokwerk/domain/month-bounds';

/** A calendar month of the company's clock, the one the list shows. */
export type Month = CalendarMonth;

/** The Dutch month label of the navigator: 'november 2026'. */
export function monthLabel({ year, month }: Month): string {
  return monthName(year, month);
}
