import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function csp(headers: Record<string, string>, remoteAddress: string): Promise<string> {
  return t.app
    .inject({ method: 'GET', url: '/api/health', headers, remoteAddress })
    .then((response) => String(response.headers['content-security-policy'] ?? ''));
}

describe('the content security policy (docs/security.md#headers-and-logs)', () => {
  it('leaves out upgrade-insecure-requests over plain HTTP, so a LAN kiosk gets its scripts', async () => {
    const policy = await csp({ host: 'kassa.lan:3000' }, '192.168.1.30');
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it('sends it when a TLS proxy on this machine says the request came over HTTPS', async () => {
    expect(await csp({ 'x-forwarded-proto': 'https' }, '127.0.0.1')).toContain(
      'upgrade-insecure-requests',
    );
  });

  it('does not believe X-Forwarded-Proto from anyone else', async () => {
    expect(await csp({ 'x-forwarded-proto': 'https' }, '192.168.1.30')).not.toContain(
      'upgrade-insecure-requests',
    );
  });
});

describe('the OpenAPI document', () => {
  it('shows the public calls as needing no token, and the guarded ones as needing one', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.paths['/api/health'].get.security).toEqual([]);
    expect(document.paths['/api/login'].post.security).toEqual([]);
    const guarded = document.paths['/api/employees/company/{companyId}'].get.security;
    expect(guarded === undefined ? document.security : guarded).not.toEqual([]);
  });
});
