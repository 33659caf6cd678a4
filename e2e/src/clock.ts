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
  return wallClock(at).iso;
}

/** An instant on the demo companies' wall clock (Amsterdam), in the forms the screens use. */
export function wallClock(instant: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const label = new Intl.DateTimeFormat('nl-NL', {
    timeZone: ZONE,
    month: 'long',
    year: 'numeric',
  }).format(instant);
  return {
    /** The value of a datetime-local input. */
    input: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`,
    iso: `${parts.year}-${parts.month}-${parts.day}`,
    date: `${parts.day}-${parts.month}-${parts.year}`,
    time: `${parts.hour}:${parts.minute}`,
    /** ?month= of the reports. */
    month: `${parts.year}-${parts.month}`,
    /** 'november 2026'. */
    label,
  };
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
