import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * What SQL makes of a column's instant: null where the column may be null (or for any other
 * expression), so that a Drizzle select gets the type it answers.
 */
type Of<Value, C extends SQLWrapper> = C extends { _: { notNull: true } } ? Value : Value | null;

/**
 * A timestamptz as the API answers it, written by SQL: ISO 8601 in UTC with milliseconds and
 * `Z` ('2026-11-23T08:02:00.000Z'), so no Date is parsed and printed again per row in Node.
 */
export function isoUtc<C extends SQLWrapper>(column: C): SQL<Of<string, C>> {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * A timestamptz as epoch milliseconds, a float8 holding a whole number (to the millisecond):
 * what the hour rules read. `new Date(ms)` costs far less than the drivers' parsing of timestamp
 * text over a month of a large company's registrations, and date_part (a float8) less than
 * extract (a numeric).
 */
export function epochMs<C extends SQLWrapper>(column: C): SQL<Of<number, C>> {
  return sql`round(date_part('epoch', ${column}) * 1000)`;
}

/**
 * A duration in milliseconds as an SQL interval of exactly that many milliseconds, for windows
 * around an instant of a row (`interval '1 day'` would follow the session's zone across a
 * daylight-saving night).
 */
export function msInterval(ms: number): SQL {
  return sql`(${ms}::float8 * interval '1 millisecond')`;
}
