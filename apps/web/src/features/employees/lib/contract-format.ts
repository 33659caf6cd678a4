import { formatLocalDate } from '@klokwerk/domain/format';
import { fromIsoDate } from '@klokwerk/domain/local-date';
import { formatWeekHours } from './employee-format';

/** ISO weekdays 1–7 as the roster abbreviates them. */
export const WEEKDAY_SHORT = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'] as const;

/** Whole minutes a week as hours: 1920 → '32 uur', 1455 → '24,25 uur'. */
export function weekMinutesText(minutes: number): string {
  return formatWeekHours(Math.round((minutes * 100) / 60) / 100);
}

/**
 * Working days in a few letters: a run of days as 'ma–vr', other sets listed: 'ma, wo, vr'.
 * The days come sorted, as the server stores them.
 */
export function weekdaysText(days: readonly number[]): string {
  const names = days.map((day) => WEEKDAY_SHORT[day - 1] ?? String(day));
  const first = days[0];
  const last = days[days.length - 1];
  const consecutive =
    first !== undefined &&
    last !== undefined &&
    days.length >= 3 &&
    last - first === days.length - 1;
  return consecutive ? `${names[0]}–${names[names.length - 1]}` : names.join(', ');
}

/** 'Vanaf 01-01-2024' or '01-01-2024 t/m 30-06-2026'. */
export function periodDatesText(from: string, to: string | null): string {
  return to === null
    ? `vanaf ${formatLocalDate(fromIsoDate(from))}`
    : `${formatLocalDate(fromIsoDate(from))} t/m ${formatLocalDate(fromIsoDate(to))}`;
}

/** Hours typed in a form (a number, or '' while empty) as whole minutes, or null. */
export function hoursToMinutes(hours: number | string): number | null {
  if (hours === '' || typeof hours === 'string') return null;
  return Math.round(hours * 60);
}

/** Whole minutes as the hours a form shows: 1455 → 24.25. */
export function minutesToHours(minutes: number | null): number | string {
  return minutes === null ? '' : Math.round((minutes * 100) / 60) / 100;
}
