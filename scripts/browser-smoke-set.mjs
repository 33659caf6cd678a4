/**
 * The browser smoke set: a few stories that cross every layer, run where the whole browser suite
 * is not. `npm run test:database` runs them on PostgreSQL, so a difference between the drivers
 * that a browser would see is still caught; CI runs them on an awkward day too
 * (scripts/test-days.mjs). Signing in with each role, a roster week from copy to publish and
 * the staff's phones, a kiosk tap, a month closed and exported.
 */
export const BROWSER_SMOKE_SET = [
  'tests/sign-in.test.ts',
  'tests/roster-loop.test.ts',
  'tests/clock-in.test.ts',
  'tests/month-closing-and-export.test.ts',
];
