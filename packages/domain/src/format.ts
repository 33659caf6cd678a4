import type { LocalDate } from './local-date';
import { zonedParts } from './zoned-time';

/**
 * Rounds half away from zero ("commercial" rounding, as a Dutch payslip does): 1.005 → 1.01,
 * 2.675 → 2.68, -2.5 → -3 with 0 decimals. Only for display and export; sums stay in seconds
 * and cents (docs/calculations.md#durations-and-rounding).
 *
 * `value * 100` would see 1.005 as the binary 1.00499999…, so the decimal point is shifted in
 * the number's shortest decimal form (what `String` prints, and what a person reads) instead.
 */
export function roundHalfUp(value: number, decimals = 2): number {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`decimals must be a whole number ≥ 0, got ${decimals}`);
  }
  if (!Number.isFinite(value)) return value;
  const [mantissa, exponent = '0'] = String(Math.abs(value)).split('e');
  const shifted = Number(`${mantissa}e${Number(exponent) + decimals}`);
  // Past 2^53 a double has no digits left at this position; nothing to round.
  if (shifted > Number.MAX_SAFE_INTEGER) return value;
  const rounded = Number(`${Math.round(shifted)}e${-decimals}`);
  // No '-0': it would print as "-0,00".
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
}

function assertFinite(value: number, what: string): void {
  // A NaN amount is a bug upstream; printing "€ NaN" to a payroll user would hide it.
  if (!Number.isFinite(value))
    throw new RangeError(`${what} must be a finite number, got ${value}`);
}

/** Intl puts (narrow) no-break spaces in "€ 1,00"; users, tests and CSV readers expect ' '. */
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const decimalFormats = new Map<number, Intl.NumberFormat>();

function decimalFormat(decimals: number): Intl.NumberFormat {
  let format = decimalFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('nl-NL', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    decimalFormats.set(decimals, format);
  }
  return format;
}

/** Dutch number with thousands dots and a decimal comma: 1234.5 → '1.234,50'. */
export function formatNumber(value: number, decimals = 2): string {
  assertFinite(value, 'value');
  return plainSpaces(decimalFormat(decimals).format(roundHalfUp(value, decimals)));
}

/**
 * Whole cents as Dutch euros: 123456 → '€ 1.234,56'. Negative amounts follow the Dutch
 * (CLDR nl) pattern with the sign after the symbol: -1250 → '€ -12,50'.
 */
export function formatEuro(cents: number): string {
  assertFinite(cents, 'cents');
  return plainSpaces(EURO.format(roundHalfUp(cents, 0) / 100));
}

/** Hours with two decimals: 25.333 → '25,33 uur' (spec: amounts and hours with 2 decimals). */
export function formatHours(hours: number): string {
  return `${formatNumber(hours, 2)} uur`;
}

/**
 * A duration as a sentence says it, rounded down to the minute: 34200 s → '9 uur 30 min',
 * 43200 → '12 uur', 2700 → '45 min', anything under a minute (or negative) '0 min'. The kiosk's
 * "Gewerkt: 8 uur 29 min." and the labour-law findings write durations so.
 */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} uur` : `${hours} uur ${rest} min`;
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** 'dd-mm-jjjj' of a calendar date: 21 November 2026 → '21-11-2026'. */
export function formatLocalDate({ day, month, year }: LocalDate): string {
  return `${pad(day)}-${pad(month)}-${pad(year, 4)}`;
}

/** 'dd-mm-jjjj' as the calendar in `timeZone` shows it: '21-11-2026'. */
export function formatDate(date: Date, timeZone: string): string {
  return formatLocalDate(zonedParts(date, timeZone));
}

/** 24-hour 'HH:mm' as the clock in `timeZone` shows it: '09:05'. */
export function formatTime(date: Date, timeZone: string): string {
  const { hour, minute } = zonedParts(date, timeZone);
  return `${pad(hour)}:${pad(minute)}`;
}
