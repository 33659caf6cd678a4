import { inject } from 'vitest';

/**
 * The run's clock. E2E_NOW moves it to another day (src/global-setup.ts); the server, every
 * browser (src/browser.ts) and the tests then share that day, and dates a test picks come
 * from here, never from the machine's clock.
 */
const offsetMs = inject('clockOffsetMs');

/** The demo companies' time zone. */
export const ZONE = 'Europe/Amsterdam';

const DAY_MS = 86_400_000;

export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** 'yyyy-mm-dd' of the day in Amsterdam that `at` falls on. */
export function amsterdamDateOf(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(at);
}

/** 'yyyy-mm-dd' of today in Amsterdam, `days` days on. */
export function amsterdamDate(days = 0): string {
  return addDays(amsterdamDateOf(now()), days);
}

/** The calendar day `days` days after `iso` ('yyyy-mm-dd'). */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 for Monday up to 6 for Sunday. */
export function weekdayOf(iso: string): number {
  return (new Date(`${iso}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/** The Monday of the ISO week `iso` lies in. */
export function mondayOf(iso: string): string {
  return addDays(iso, -weekdayOf(iso));
}

/** 'dd-mm-jjjj', as the screens print a date. */
export function dutchDate(iso: string): string {
  return iso.split('-').reverse().join('-');
}
