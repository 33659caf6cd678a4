import { createServer } from 'node:http';
import type { Database } from '../db/database';
import { runServer } from '../run-server';
import { seedDemoTenant } from '../seed/demo-tenant';

/**
 * The server as the browser tests start it (e2e/src/global-setup.ts): `npm start`'s server,
 * with two differences a test run needs.
 * - E2E_CLOCK_OFFSET_MS moves its clock, so a run can take place on any day (a Sunday, the
 *   night the clocks change); the browsers and the tests move theirs by the same amount.
 * - On E2E_CONTROL_PORT (loopback, never the app's port) `POST /tenants?name=…` gives a test
 *   file a demo company of its own, seeded at that clock, and answers once it exists: each
 *   file works in its own, so no file sees another's changes, and a file that needs none
 *   costs none.
 */
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS ?? '0');
const controlPort = Number(process.env.E2E_CONTROL_PORT ?? '0');
const clock = () => new Date(Date.now() + offset);

function serveTenants(db: Database): void {
  const seeded = new Map<string, Promise<void>>();
  // One seed at a time: each is one transaction, and two at once only share the same CPU.
  let queue: Promise<unknown> = Promise.resolve();
  const seed = (name: string): Promise<void> => {
    let done = seeded.get(name);
    if (!done) {
      done = queue.then(() => seedDemoTenant(db, clock(), { tenantName: name })).then(() => {});
      queue = done.catch(() => {});
      seeded.set(name, done);
    }
    return done;
  };
  createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://control');
    const name = url.searchParams.get('name');
    if (request.method !== 'POST' || url.pathname !== '/tenants' || !name) {
      response.writeHead(404).end();
      return;
    }
    seed(name).then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  }).listen(controlPort, '127.0.0.1');
}

runServer({ clock, listening: serveTenants });
