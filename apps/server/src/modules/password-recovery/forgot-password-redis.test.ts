import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * With REDIS_URL the limits of the public calls live in Redis, shared by every server (the
 * contact form's and the sign-up's per-address limits work exactly like the first one here).
 * A real Redis, as in login-redis.test.ts; two servers on one database.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let servers: TestApp[];

beforeAll(async () => {
  servers = await Promise.all([
    createTestApp(undefined, { config: { redisUrl: REDIS_URL } }),
    createTestApp(undefined, { config: { redisUrl: REDIS_URL } }),
  ]);
});
afterAll(() => Promise.all(servers.map((server) => server.close())));

function forgot(server: number, email: string, remoteAddress: string) {
  return servers[server]?.app.inject({
    method: 'POST',
    url: '/api/users/forgot-password',
    remoteAddress,
    payload: { email, tenantId: 'eenbedrijfdatnietbestaat' },
  });
}

const address = () => `redis.${randomUUID().slice(0, 8)}@example.test`;

describe('the forgot-password limits in Redis', () => {
  it('count the requests of one client address on every server together', async () => {
    const ip = clientAddress();
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => forgot(i % 2, address(), ip)),
    );
    const statuses = answers.map((response) => response?.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it('count the requests for one e-mail address on every server together', async () => {
    const email = address();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await forgot(i % 2, email, clientAddress()));
    expect(answers.map((response) => response?.statusCode)).toEqual([200, 200, 200, 429, 429]);
  });
});
