import { shortWeekdayName } from './dutch-calendar';
import { localDateOf } from './local-date';
import { zonedParts } from './zoned-time';

/** 'di 22:00': the short Dutch day and the time on the company's clock. */
export function dayAndTime(instant: Date, timeZone: string): string {
  const { hour, minute } = zonedParts(instant, timeZone);
  const day = shortWeekdayName(localDateOf(instant, timeZone));
  return `${day} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** 'za 10:00–23:30' for a shift. */
export function shiftSpan(start: Date, end: Date, timeZone: string): string {
  const { hour, minute } = zonedParts(end, timeZone);
  return `${dayAndTime(start, timeZone)}–${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
