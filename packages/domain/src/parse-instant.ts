import { localTimeToInstant } from './local-date';
import { utcMs } from './utc-time';

/**
 * Date-times as the API accepts them (docs/calculations.md#time-and-time-zones): with an offset ('2026-11-24T09:00:00Z',
 * '…+01:00') the instant as given; without one ('2026-11-24T09:00:00', as the availability
 * screen sends) the wall-clock time of the company's zone.
 */
const PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?(Z|[+-]\d{2}:\d{2})?$/;

export type ParsedInstant =
  | { ok: true; instant: Date }
  /** 'invalid': not a date-time; 'nonexistent': a local time inside the spring-forward hour. */
  | { ok: false; reason: 'invalid' | 'nonexistent' };

export function parseInstant(text: string, timeZone: string): ParsedInstant {
  const match = PATTERN.exec(text);
  if (!match) return { ok: false, reason: 'invalid' };
  const part = (index: number) => Number(match[index] ?? 0);
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map(part) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const millis = Number((match[7] ?? '0').padEnd(3, '0'));
  const offset = match[8];
  // Out-of-range parts (month 13, 24:00, 31 February) are mistakes, not dates to roll over.
  const probe = new Date(utcMs(year, month, day, hour, minute, second));
  if (
    probe.getUTCFullYear() !== year ||
    probe.getUTCMonth() !== month - 1 ||
    probe.getUTCDate() !== day ||
    probe.getUTCHours() !== hour ||
    probe.getUTCMinutes() !== minute ||
    second > 59
  ) {
    return { ok: false, reason: 'invalid' };
  }
  if (offset) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime())
      ? { ok: false, reason: 'invalid' }
      : { ok: true, instant };
  }
  try {
    const instant = localTimeToInstant({ year, month, day }, hour * 60 + minute, timeZone);
    return { ok: true, instant: new Date(instant.getTime() + second * 1000 + millis) };
  } catch {
    return { ok: false, reason: 'nonexistent' };
  }
}
