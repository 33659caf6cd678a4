import { utcMs } from './utc-time';
import { zonedParts } from './zoned-time';

/**
 * Calendar days and wall-clock times of a time zone: local → instant as well as instant →
 * local (a 10:00 shift is 08:00Z in summer and 09:00Z in winter). The roster, the month bounds
 * of the reports and the demo seed all count in the company's days.
 */
export interface LocalDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const { year, month, day } = zonedParts(instant, timeZone);
  return { year, month, day };
}

/** Minutes since local midnight of `instant` in `timeZone`. */
export function localMinutesOf(instant: Date, timeZone: string): number {
  const { hour, minute } = zonedParts(instant, timeZone);
  return hour * 60 + minute;
}

// Calendar arithmetic runs on UTC dates, where every day has 24 hours.
function fromUtc(ms: number): LocalDate {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function toUtc(date: LocalDate): number {
  return utcMs(date.year, date.month, date.day);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromUtc(toUtc(date) + days * DAY_MINUTES * MINUTE);
}

/** The first day of the month `months` away from `date`'s month (-1: last month). */
export function firstOfMonth(date: LocalDate, months = 0): LocalDate {
  return fromUtc(utcMs(date.year, date.month + months, 1));
}

/** 1 = Monday … 7 = Sunday (ISO), because a Dutch roster week starts on Monday. */
export function isoWeekday(date: LocalDate): number {
  return ((new Date(toUtc(date)).getUTCDay() + 6) % 7) + 1;
}

export function startOfWeek(date: LocalDate): LocalDate {
  return addDays(date, 1 - isoWeekday(date));
}

export function compareDates(a: LocalDate, b: LocalDate): number {
  return toUtc(a) - toUtc(b);
}

export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((toUtc(to) - toUtc(from)) / (DAY_MINUTES * MINUTE));
}

/**
 * A 'yyyy-mm-dd' text as a LocalDate, or null for anything else and for a day the calendar does
 * not have (31 February): what a screen reads from an address or a form, where a wrong date is
 * no error but no date. A year before 1000 is no date either: it is what a date input holds
 * while its year is being typed ('0002-11-24' on the way to 2026).
 */
export function readIsoDate(text: string | null | undefined): LocalDate | null {
  const match = /^([1-9]\d{3})-(\d{2})-(\d{2})$/.exec(text ?? '');
  const date = match
    ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
    : null;
  return date && toIsoDate(addDays(date, 0)) === text ? date : null;
}

/**
 * A 'yyyy-mm-dd' date column as a LocalDate. Anything else, or a day the calendar does not
 * have (31 February), is a RangeError: a date that rolled over would silently move a rule.
 */
export function fromIsoDate(iso: string): LocalDate {
  const date = readIsoDate(iso);
  if (!date) throw new RangeError(`Not a date: ${iso}`);
  return date;
}

/** 'yyyy-mm-dd', the form of the date columns. */
export function toIsoDate(date: LocalDate): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

function offsetMs(instantMs: number, timeZone: string): number {
  const p = zonedParts(new Date(instantMs), timeZone);
  return utcMs(p.year, p.month, p.day, p.hour, p.minute, p.second) - instantMs;
}

/**
 * The instant at which a clock in `timeZone` shows `date` plus `minutes` after midnight.
 * `minutes` may pass 24:00 (a shift ending at 01:00 the next day is 25 × 60). A time that does
 * not exist (inside the spring-forward hour) is a RangeError, so a mistake cannot slip by; a
 * time that occurs twice (the fall-back hour) is its first occurrence, as a person who writes
 * "02:30" that night most likely means.
 */
export function localTimeToInstant(date: LocalDate, minutes: number, timeZone: string): Date {
  const day = addDays(date, Math.floor(minutes / DAY_MINUTES));
  const rest = minutes - Math.floor(minutes / DAY_MINUTES) * DAY_MINUTES;
  const wall = utcMs(day.year, day.month, day.day, Math.floor(rest / 60), rest % 60);
  // The zone's offset a day before and a day after: around a transition they differ, and each
  // gives a candidate; the ones whose clock really shows `wall` are the answers.
  const candidates = [
    wall - offsetMs(wall - DAY_MINUTES * MINUTE, timeZone),
    wall - offsetMs(wall + DAY_MINUTES * MINUTE, timeZone),
  ]
    .filter((instant) => instant + offsetMs(instant, timeZone) === wall)
    .sort((a, b) => a - b);
  const first = candidates[0];
  if (first === undefined) {
    throw new RangeError(`${toIsoDate(day)} ${rest} min does not exist in ${timeZone}`);
  }
  return new Date(first);
}
