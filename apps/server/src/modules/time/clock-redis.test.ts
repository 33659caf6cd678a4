import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestTenant, loginAs, type TestTenant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CLOCK_TAPS_PER_MINUTE } from './clock';

/**
 * With REDIS_URL the kiosk's tap limit lives in Redis, shared by every server
 * (docs/operations.md#scaling, docs/roles-and-policies.md#roles). A real Redis (the one CI runs on 127.0.0.1:6379; REDIS_URL overrides), two servers on
 * one database.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let servers: TestApp[];
let tenant: TestTenant;
/** The same kiosk account signed in on each server (each has its own signing key). */
let tokens: string[];

beforeAll(async () => {
  const one = await createTestApp(undefined, { config: { redisUrl: REDIS_URL } });
  const two = await createTestApp(undefined, { config: { redisUrl: REDIS_URL } });
  servers = [one, two];
  tenant = await createTestTenant(one.database.db, { roles: ['KLOKSYSTEEM'] });
  tokens = [
    await loginAs(one.app, tenant, 'KLOKSYSTEEM'),
    await loginAs(two.app, tenant, 'KLOKSYSTEEM'),
  ];
});
afterAll(() => Promise.all(servers.map((server) => server.close())));

describe('the kiosk tap limit in Redis', () => {
  it('is one count for all servers, per kiosk account', async () => {
    const extra = 10;
    const answers = await Promise.all(
      Array.from({ length: CLOCK_TAPS_PER_MINUTE + extra }, (_, i) =>
        servers[i % 2]?.app.inject({
          method: 'POST',
          url: '/api/time/clock',
          headers: authHeaders(tokens[i % 2] ?? '', tenant.tenantId),
          payload: { phoneNumber: '0600000099' },
        }),
      ),
    );
    const statuses = answers.map((response) => response?.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(CLOCK_TAPS_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(extra);
  });
});
