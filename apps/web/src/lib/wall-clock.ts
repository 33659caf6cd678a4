import { zonedParts } from '@klokwerk/domain/zoned-time';

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/**
 * 'yyyy-MM-ddTHH:mm', the value of a datetime-local input, as the company's clock shows
 * `instant`. Sent as is, the server reads it in the same zone (docs/calculations.md#time-and-time-zones).
 */
export function wallClockValue(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}
