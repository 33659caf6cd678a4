import { addDays, type LocalDate, localTimeToInstant } from './local-date';

/**
 * The period a leave request takes out of the roster, in the company's zone
 * (docs/calculations.md#leave-requests): what overlaps, the roster's warnings and the month
 * guard compare. What it is worth in minutes is leaveMinutesPerDay's (leave-days.ts).
 */

/** A request's days, and for part of one day its wall-clock minutes after midnight. */
export interface LeaveDays {
  startDate: LocalDate;
  endDate: LocalDate;
  /** Part of a day: minutes after local midnight of startDate (which is then endDate). */
  startMinutes: number | null;
  endMinutes: number | null;
}

/**
 * Whole days run from the first day's midnight to the midnight after the last; part of a day
 * between its two wall-clock times. Real elapsed time, so a part-day on a daylight-saving night
 * is as long as the clock says. A wall-clock time that does not exist is a RangeError (the
 * server's 400 comes first).
 */
export function leavePeriod(days: LeaveDays, timeZone: string): { start: Date; end: Date } {
  if (days.startMinutes !== null && days.endMinutes !== null) {
    return {
      start: localTimeToInstant(days.startDate, days.startMinutes, timeZone),
      end: localTimeToInstant(days.startDate, days.endMinutes, timeZone),
    };
  }
  return {
    start: localTimeToInstant(days.startDate, 0, timeZone),
    end: localTimeToInstant(addDays(days.endDate, 1), 0, timeZone),
  };
}

/** Whole minutes between two instants: what part of a day is worth. */
export function minutesBetween(start: Date, end: Date): number {
  return Math.floor((end.getTime() - start.getTime()) / 60_000);
}
