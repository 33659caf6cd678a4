import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

describe('GET /api/config', () => {
  it('tells anyone the operator’s links and analytics id, null when not set', async () => {
    const bare = await createTestApp();
    apps.push(bare);
    const unset = await bare.app.inject({ method: 'GET', url: '/api/config' });
    expect(unset.statusCode).toBe(200);
    expect(unset.json()).toEqual({ checkoutUrl: null, billingPortalUrl: null, analyticsId: null });

    const set = await createTestApp(undefined, {
      config: {
        checkoutUrl: 'https://betalen.example.nl/klokwerk',
        billingPortalUrl: 'https://portaal.example.nl',
        analyticsId: 'G-TEST123',
      },
    });
    apps.push(set);
    const response = await set.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toEqual({
      checkoutUrl: 'https://betalen.example.nl/klokwerk',
      billingPortalUrl: 'https://portaal.example.nl',
      analyticsId: 'G-TEST123',
    });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});
