/**
 * The unique constraint a failed statement ran into, or null for any other error. Checks run
 * before each insert; this covers the race they cannot: two registrations choosing one user
 * name at the same moment. Drizzle wraps the driver's error (pg and PGlite both carry the
 * PostgreSQL code and constraint name) in its own, so the cause chain is followed.
 */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
