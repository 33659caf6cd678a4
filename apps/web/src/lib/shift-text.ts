import { weekdayAndDay } from '@klokwerk/domain/dutch-calendar';
import { formatTime } from '@klokwerk/domain/format';
import { localDateOf } from '@klokwerk/domain/local-date';

/** A shift as open shifts and offered shifts name it: 'donderdag 10 december, 10:00 – 18:00' on the company's clock. */
export function shiftText(shift: { startTime: string; endTime: string }, timeZone: string): string {
  const start = new Date(shift.startTime);
  return `${weekdayAndDay(localDateOf(start, timeZone))}, ${formatTime(start, timeZone)} – ${formatTime(new Date(shift.endTime), timeZone)}`;
}
