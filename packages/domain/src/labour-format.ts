import { isoWeekday, type LocalDate, localDateOf } from './local-date';
import { zonedParts } from './zoned-time';

const DAYS = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'] as const;

/** 34200 → '9 uur 30 min'; 43200 → '12 uur'; 2700 → '45 min'. Rounded down to the minute. */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} uur` : `${hours} uur ${rest} min`;
}

/** 'di 22:00': the short Dutch day and the time on the company's clock. */
export function dayAndTime(instant: Date, timeZone: string): string {
  const { hour, minute } = zonedParts(instant, timeZone);
  const day = DAYS[isoWeekday(localDateOf(instant, timeZone)) - 1];
  return `${day} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** 'za 10:00–23:30' for a shift. */
export function shiftSpan(start: Date, end: Date, timeZone: string): string {
  const { hour, minute } = zonedParts(end, timeZone);
  return `${dayAndTime(start, timeZone)}–${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The ISO week number of a Monday-based week (week 1 holds the year's first Thursday). */
export function isoWeekNumber(date: LocalDate): number {
  const day = Date.UTC(date.year, date.month - 1, date.day);
  const thursday = day + (4 - isoWeekday(date)) * 86_400_000;
  const yearStart = Date.UTC(new Date(thursday).getUTCFullYear(), 0, 1);
  return Math.floor((thursday - yearStart) / (7 * 86_400_000)) + 1;
}
