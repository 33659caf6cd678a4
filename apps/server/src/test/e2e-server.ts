import { runServer } from '../run-server';
import { seedDemoTenant } from '../seed/demo-tenant';

/**
 * The server as the browser tests start it (e2e/src/global-setup.ts): `npm start`'s server,
 * with two differences a test run needs.
 * - E2E_CLOCK_OFFSET_MS moves its clock, so a run can take place on any day (a Sunday, the
 *   night the clocks change); the browsers and the tests move theirs by the same amount.
 * - E2E_TENANTS names tenants (separated by "|") that get a demo company of their own, seeded
 *   at that clock: each test file works in its own, so no file sees another's changes.
 */
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS ?? '0');
const tenants = (process.env.E2E_TENANTS ?? '').split('|').filter(Boolean);

runServer({
  clock: () => new Date(Date.now() + offset),
  prepare: async (db, now) => {
    for (const tenantName of tenants) await seedDemoTenant(db, now, { tenantName });
  },
});
