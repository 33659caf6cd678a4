import { CALLS } from '@klokwerk/contract/calls';
import { ACTIONS } from '@klokwerk/domain/policies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The interactive docs are swagger-ui's own static files; everything else is ours. Fastify
 * adds a HEAD twin to every GET, which shares its options.
 */
const ours = () =>
  t.app.apiRoutes.filter((route) => !route.url.startsWith('/api/docs') && route.method !== 'HEAD');

describe('the registered /api routes', () => {
  it('are found (the walk would pass vacuously on an empty table)', () => {
    const urls = ours().map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining(['POST /api/login', 'GET /api/health', 'GET /api/openapi.json']),
    );
  });

  it('serve every call of the contract', () => {
    const routes = new Set(ours().map((route) => `${route.method} ${route.url}`));
    const missing = CALLS.map((call) => `${call.method} /api${call.path}`).filter(
      (route) => !routes.has(route),
    );
    expect(missing).toEqual([]);
  });

  it('each declare a role policy from the policy table, or are explicitly public', () => {
    const missing = ours()
      .filter(
        (route) =>
          !(
            route.config?.public === true ||
            (route.config?.policy && ACTIONS.includes(route.config.policy))
          ),
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('each declare a response schema', () => {
    const missing = ours()
      .filter((route) => !route.schema?.response || Object.keys(route.schema.response).length === 0)
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('keep public routes to the ones meant to be public', () => {
    const publicRoutes = ours()
      .filter((route) => route.config?.public)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(publicRoutes).toEqual(
      [
        'GET /api/health',
        'GET /api/openapi.json',
        // The operator's public links (checkout, billing portal) and analytics id.
        'GET /api/config',
        'POST /api/login',
        // The registration and password pages: the link's token is the credential.
        'GET /api/employees/register/:token',
        'POST /api/employees/register/:token',
        'GET /api/users/get-employee-email/:token',
        'GET /api/users/validate-link/:token',
        'GET /api/users/get-email/:token',
        'POST /api/users/register/:token',
        'POST /api/users/reset-password/:token',
        // Forgot-password, the landing page's contact form and the trial sign-up.
        'POST /api/users/forgot-password',
        'POST /api/contact',
        'POST /api/signup',
        // The calendar feed of one's own shifts: the secret in the address is the credential.
        'GET /api/calendar/:secret.ics',
      ].sort(),
    );
  });
});

describe('GET /api/health', () => {
  it('answers status and db', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});

describe('OpenAPI', () => {
  it('describes the API at /api/openapi.json and serves the docs at /api/docs', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().openapi).toMatch(/^3\./);
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/health']),
    );
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });
});

describe('unknown paths', () => {
  it('answer 404 in the error shape under /api', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/bestaat-niet' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Niet gevonden.' } });
  });
});
