/**
 * The unpaid break of a shift by its length (docs/calculations.md#breaks), in whole seconds:
 * up to and including 5.5 hours none, up to 8 hours half an hour, up to 10 hours three
 * quarters, above that an hour. The boundaries belong to the shorter break: exactly 8:00 is
 * half an hour, one second more is three quarters.
 */
const HOUR = 3600;

export function breakSeconds(workedSeconds: number): number {
  if (workedSeconds <= 5.5 * HOUR) return 0;
  if (workedSeconds <= 8 * HOUR) return 0.5 * HOUR;
  if (workedSeconds <= 10 * HOUR) return 0.75 * HOUR;
  return HOUR;
}

/** The shift's length minus its break; never below zero. */
export function netSeconds(workedSeconds: number): number {
  return Math.max(0, workedSeconds - breakSeconds(workedSeconds));
}
