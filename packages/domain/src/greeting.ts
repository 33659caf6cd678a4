import { zonedParts } from './zoned-time';

export type Greeting = 'Goedemorgen' | 'Goedemiddag' | 'Goedenavond';

/** The name used when the token carries no first name (docs/screens.md#dashboard). */
export const GREETING_FALLBACK_NAME = 'Gebruiker';

/** Dashboard greeting for an hour of the day, 0–23 (docs/screens.md#dashboard). */
export function greetingFor(hour: number): Greeting {
  if (hour < 12) return 'Goedemorgen';
  if (hour < 17) return 'Goedemiddag';
  return 'Goedenavond';
}

/**
 * "Goedemorgen, Jan". The hour is the one in the company's zone, not the browser's: a manager
 * abroad, or a test machine on UTC, still greets by the restaurant's clock.
 */
export function greeting(now: Date, timeZone: string, firstName?: string | null): string {
  const name = firstName?.trim() || GREETING_FALLBACK_NAME;
  return `${greetingFor(zonedParts(now, timeZone).hour)}, ${name}`;
}
