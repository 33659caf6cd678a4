import { addDays, type LocalDate, localTimeToInstant, startOfWeek } from './local-date';

/** A roster week: its Monday, and its instants from Monday 00:00 to the next Monday 00:00. */
export interface RosterWeek {
  monday: LocalDate;
  start: Date;
  end: Date;
}

/**
 * The week (Monday 00:00 to Monday 00:00 on the company's clock) that holds `day`: what
 * publishing, copying, a template, the proposal and the coverage all call "the week of".
 */
export function weekOf(day: LocalDate, timeZone: string): RosterWeek {
  const monday = startOfWeek(day);
  return {
    monday,
    start: localTimeToInstant(monday, 0, timeZone),
    end: localTimeToInstant(addDays(monday, 7), 0, timeZone),
  };
}
