import { utcMs } from './utc-time';

/** The wall-clock reading of an instant in a time zone. */
export interface ZonedParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** 0–23 */
  hour: number;
  minute: number;
  second: number;
}

// Formatters are costly to build and a report formats many rows, always in one or two zones.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      // h23, not hour12: false, which some engines render as "24" at midnight.
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading by Intl itself: exact, and slow (a few microseconds a call). */
function partsByIntl(date: Date, timeZone: string): ZonedParts {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? Number.NaN,
    month: parts.month ?? Number.NaN,
    day: parts.day ?? Number.NaN,
    hour: parts.hour ?? Number.NaN,
    minute: parts.minute ?? Number.NaN,
    second: parts.second ?? Number.NaN,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds, by Intl. */
function offsetByIntl(ms: number, timeZone: string): number {
  const p = partsByIntl(new Date(ms), timeZone);
  return utcMs(p.year, p.month, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * Offsets per zone and quarter of an hour. A report or a roster check reads the clock of
 * thousands of instants; Intl's formatToParts for each took most of their time. A quarter is
 * cached only when the offset is the same at its start and its end (no transition inside it:
 * historic ones at odd seconds, as Amsterdam's of 1937, are read from Intl every time).
 */
const QUARTER_MS = 15 * 60_000;
const MAX_CACHED = 200_000;
const offsets = new Map<string, Map<number, number>>();

function offsetAt(ms: number, timeZone: string): number {
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const quarter = Math.floor(ms / QUARTER_MS);
  const cached = zone.get(quarter);
  if (cached !== undefined) return cached;
  const atStart = offsetByIntl(quarter * QUARTER_MS, timeZone);
  const atEnd = offsetByIntl((quarter + 1) * QUARTER_MS - 1000, timeZone);
  if (atStart !== atEnd) return offsetByIntl(ms, timeZone);
  if (zone.size >= MAX_CACHED) zone.clear();
  zone.set(quarter, atStart);
  return atStart;
}

/**
 * Year, month, day and time of `date` as a clock in `timeZone` shows it. The machine's own
 * zone never matters. Throws a RangeError for an invalid date or an unknown zone.
 */
export function zonedParts(date: Date, timeZone: string): ZonedParts {
  const ms = date.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid time value');
  const local = new Date(ms + offsetAt(ms, timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}
