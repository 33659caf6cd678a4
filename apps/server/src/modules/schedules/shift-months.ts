import type { CalendarMonth } from '@klokwerk/domain/month-bounds';
import { monthsOfPeriods } from '@klokwerk/domain/period-months';

/**
 * The months these shifts lie in on the company's clock, for the month lock
 * (modules/common/month-lock.ts): each shift's start month, and its end month when it runs past
 * midnight into the next one. A closed month's roster is frozen as its hours are: the hours
 * report compares its registrations with these shifts (docs/calculations.md#month-closing).
 */
export function shiftMonths(
  shifts: ReadonlyArray<{ startTime: Date; endTime: Date }>,
  timeZone: string,
): CalendarMonth[] {
  return monthsOfPeriods(
    shifts.map((shift) => ({ start: shift.startTime, end: shift.endTime })),
    timeZone,
  );
}
