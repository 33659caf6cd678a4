import { formatDate, formatTime } from '@klokwerk/domain/format';
import { localDateOf, localTimeToInstant } from '@klokwerk/domain/local-date';

/** '24-11-2026 17:30' on the company's clock. */
export function formatDateTime(instant: Date, timeZone: string): string {
  return `${formatDate(instant, timeZone)} ${formatTime(instant, timeZone)}`;
}

/**
 * A time of day as a person types it on a 24-hour clock: '17:45', '17.45', '1745', '9:05'.
 * Minutes since midnight, or null for anything else (25:00, 17:60, 'vijf uur').
 */
export function parseTimeOfDay(text: string): number | null {
  const match = /^(\d{1,2})[:.]?(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours > 23 || minutes > 59 ? null : hours * 60 + minutes;
}

/**
 * The new requested time of the manager's edit mode (ISO UTC): `time` on the
 * local date of the correction, in the company's zone. Null for a time that does not exist
 * that day (the hour the clocks go forward) or is not a time at all.
 */
export function sameDayAt(requestedTime: Date, time: string, timeZone: string): string | null {
  const minutes = parseTimeOfDay(time);
  if (minutes === null) return null;
  try {
    const date = localDateOf(requestedTime, timeZone);
    return localTimeToInstant(date, minutes, timeZone).toISOString();
  } catch {
    return null;
  }
}
