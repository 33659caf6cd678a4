import { localDateOf, toIsoDate } from '@klokwerk/domain/local-date';

/** What was entered for a day: only available times, only unavailable ones, or both. */
export type DayMark = 'available' | 'unavailable' | 'mixed';

/** The marks of the entered availability by yyyy-mm-dd of its start in the company's zone. */
export function dayMarks(
  entries: ReadonlyArray<{ startTime: string; available: boolean }>,
  timeZone: string,
): Map<string, DayMark> {
  const marks = new Map<string, DayMark>();
  for (const entry of entries) {
    const day = toIsoDate(localDateOf(new Date(entry.startTime), timeZone));
    const mark: DayMark = entry.available ? 'available' : 'unavailable';
    const before = marks.get(day);
    marks.set(day, before === undefined || before === mark ? mark : 'mixed');
  }
  return marks;
}
