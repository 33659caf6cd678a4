import {
  addDays,
  compareDates,
  type LocalDate,
  localDateOf,
  localMinutesOf,
  startOfWeek,
} from './local-date';

/**
 * Where shifts go on the roster (docs/screens.md#roster): a week of days Monday to Sunday, and a day of
 * 24 hour columns 00–23, all in the company's time zone. Positions are wall-clock minutes since
 * local midnight (0–1440), which is what the hour columns are labelled with, also on the nights
 * the clocks change.
 */
export interface Interval {
  startTime: Date;
  endTime: Date;
}

/** The part of a shift that falls on one local day. */
export interface DaySegment {
  date: LocalDate;
  /** Wall-clock minutes since local midnight, 0–1439. */
  startMinute: number;
  /** Wall-clock minutes since local midnight, 1–1440 (1440: until midnight). */
  endMinute: number;
  /** The shift began on an earlier day (a night shift's early hours). */
  fromPreviousDay: boolean;
  /** The shift goes on after midnight. */
  intoNextDay: boolean;
}

const DAY_MINUTES = 24 * 60;

/** The seven days of the week (Monday first) that hold `date`. */
export function weekOf(date: LocalDate): LocalDate[] {
  const monday = startOfWeek(date);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The local day a shift starts on: where the week view puts its block. */
export function startDayOf(shift: Interval, timeZone: string): LocalDate {
  return localDateOf(shift.startTime, timeZone);
}

/**
 * A shift cut at each local midnight it crosses. A shift ending exactly at midnight has no
 * segment on the next day. An empty or inverted interval has no segments.
 */
export function segmentsByDay(shift: Interval, timeZone: string): DaySegment[] {
  if (shift.endTime <= shift.startTime) return [];
  const first = localDateOf(shift.startTime, timeZone);
  const last = localDateOf(shift.endTime, timeZone);
  const endsAtMidnight = localMinutesOf(shift.endTime, timeZone) === 0;
  const segments: DaySegment[] = [];
  for (let day = first; compareDates(day, last) <= 0; day = addDays(day, 1)) {
    const isFirst = compareDates(day, first) === 0;
    const isLast = compareDates(day, last) === 0;
    if (isLast && !isFirst && endsAtMidnight) break;
    segments.push({
      date: day,
      startMinute: isFirst ? localMinutesOf(shift.startTime, timeZone) : 0,
      endMinute: isLast && !endsAtMidnight ? localMinutesOf(shift.endTime, timeZone) : DAY_MINUTES,
      fromPreviousDay: !isFirst,
      intoNextDay: !isLast && !(compareDates(addDays(day, 1), last) === 0 && endsAtMidnight),
    });
  }
  return segments;
}

/** The shifts that show on `day` in the day view, each with its segment of that day. */
export function segmentsOnDay<T extends Interval>(
  shifts: readonly T[],
  day: LocalDate,
  timeZone: string,
): Array<{ shift: T; segment: DaySegment }> {
  const found: Array<{ shift: T; segment: DaySegment }> = [];
  for (const shift of shifts) {
    for (const segment of segmentsByDay(shift, timeZone)) {
      if (compareDates(segment.date, day) === 0) found.push({ shift, segment });
    }
  }
  return found.sort(
    (a, b) =>
      a.segment.startMinute - b.segment.startMinute || a.segment.endMinute - b.segment.endMinute,
  );
}

/** Whether two intervals share any moment (touching ends do not). */
export function overlaps(a: Interval, b: Interval): boolean {
  return a.startTime < b.endTime && b.startTime < a.endTime;
}
