import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, createTestTenant, type TestTenant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * With REDIS_URL the per-address limit lives in Redis, shared by every server. A real Redis
 * (the one CI runs on 127.0.0.1:6379; REDIS_URL overrides), two servers on one database.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let servers: TestApp[];
let tenant: TestTenant;

beforeAll(async () => {
  const one = await createTestApp(undefined, { config: { redisUrl: REDIS_URL } });
  const two = await createTestApp(undefined, { config: { redisUrl: REDIS_URL } });
  servers = [one, two];
  tenant = await createTestTenant(one.database.db);
});
afterAll(() => Promise.all(servers.map((server) => server.close())));

function attempt(server: number, ip: string) {
  return servers[server]?.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    payload: { tenantId: tenant.tenantId, userName: 'niemand', password: 'Fout12345!' },
  });
}

describe('the per-address sign-in limit in Redis', () => {
  it('is reachable (the test would prove nothing against a missing Redis)', async () => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    expect(await redis.ping()).toBe('PONG');
    await redis.quit();
  });

  it('admits exactly 20 of 100 simultaneous attempts from one address', async () => {
    const ip = clientAddress();
    const answers = await Promise.all(Array.from({ length: 100 }, () => attempt(0, ip)));
    const statuses = answers.map((response) => response?.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(80);
  });

  it('is one count for all servers', async () => {
    const ip = clientAddress();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(i % 2, ip)));
    const statuses = answers.map((response) => response?.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});
