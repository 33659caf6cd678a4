import { eq, sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../db/schema/index';
import { withTenant } from '../tenancy/tenant-context';
import { authHeaders, createTestTenant, loginAs, type TestTenant } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { requireTenant } from './api-guard';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;

const probeResponse = z.object({ tenantId: z.string(), role: z.string() });

beforeAll(async () => {
  t = await createTestApp((app) => {
    // A route like any other, guarded by a policy that MEDEWERKER lacks and EIGENAAR has.
    app.get(
      '/api/test/probe',
      { config: { policy: 'settings.view' }, schema: { response: { 200: probeResponse } } },
      async (request) => {
        const ctx = requireTenant(request);
        return { tenantId: ctx.tenantId, role: ctx.actor.role };
      },
    );
  });
  tenant = await createTestTenant(t.database.db, { roles: ['MEDEWERKER'] });
  other = await createTestTenant(t.database.db);
});
afterAll(() => t.close());

function probe(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/test/probe', headers });
}

/** Signs claims as they are (iat and exp included), as an attacker holding some key would. */
async function forge(claims: Record<string, unknown>, secret: Uint8Array) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret);
}

describe('the /api guard', () => {
  it('lets a valid token of an allowed role through, with its tenant', async () => {
    const token = await loginAs(t.app, tenant, 'EIGENAAR');
    const response = await probe(authHeaders(token, tenant.tenantId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tenantId: tenant.tenantId, role: 'EIGENAAR' });
  });

  it('answers 401 without a token and with a malformed header', async () => {
    expect((await probe({})).statusCode).toBe(401);
    expect((await probe({ authorization: 'Basic abc' })).json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 403 to a role the policy does not allow', async () => {
    const token = await loginAs(t.app, tenant, 'MEDEWERKER');
    const response = await probe(authHeaders(token, tenant.tenantId));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it('refuses an expired token', async () => {
    const token = await loginAs(t.app, tenant, 'EIGENAAR');
    t.clock.advance(12 * 60 * 60 * 1000 + 1000);
    try {
      const response = await probe(authHeaders(token, tenant.tenantId));
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('TOKEN_INVALID');
    } finally {
      t.clock.advance(-(12 * 60 * 60 * 1000 + 1000));
    }
  });

  it('refuses a tampered token', async () => {
    const token = await loginAs(t.app, tenant, 'MEDEWERKER');
    const [header, , signature] = token.split('.');
    const claims = { ...decodeJwt(token), roles: ['EIGENAAR'] };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const response = await probe(authHeaders(`${header}.${payload}.${signature}`, tenant.tenantId));
    expect(response.statusCode).toBe(401);
  });

  it("refuses alg 'none' and a token signed with another key", async () => {
    const claims = decodeJwt(await loginAs(t.app, tenant, 'EIGENAAR'));
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    expect((await probe(authHeaders(`${header}.${payload}.`, tenant.tenantId))).statusCode).toBe(
      401,
    );

    const otherKey = await forge(claims, new TextEncoder().encode('x'.repeat(48)));
    expect((await probe(authHeaders(otherKey, tenant.tenantId))).statusCode).toBe(401);
    // The same claims with the server's own key pass: the refusals above are about the signature.
    const ownKey = await forge(claims, t.config.jwtSecret);
    expect((await probe(authHeaders(ownKey, tenant.tenantId))).statusCode).toBe(200);
  });

  it('refuses a token without exp or without iat, even with the right key', async () => {
    const claims = decodeJwt(await loginAs(t.app, tenant, 'EIGENAAR'));
    const { exp: _exp, ...withoutExp } = claims;
    const { iat: _iat, ...withoutIat } = claims;
    for (const forged of [withoutExp, withoutIat]) {
      const response = await probe(
        authHeaders(await forge(forged, t.config.jwtSecret), tenant.tenantId),
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('TOKEN_INVALID');
    }
  });

  it('guards a route however its address is spelled (%61pi is /api)', async () => {
    // The router decodes the path and finds the route; the guard must see the same route.
    const encoded = await t.app.inject({ method: 'GET', url: '/%61pi/test/probe' });
    expect(encoded.statusCode).toBe(401);
    expect(encoded.json().error.code).toBe('UNAUTHENTICATED');
  });

  it("refuses another tenant's X-Tenant-ID with 403", async () => {
    const token = await loginAs(t.app, tenant, 'EIGENAAR');
    const response = await probe(authHeaders(token, other.tenantId));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('TENANT_MISMATCH');
  });

  it('refuses a token whose token_version is older than the user’s', async () => {
    const token = await loginAs(t.app, tenant, 'EIGENAAR');
    const userId = tenant.users.EIGENAAR?.id ?? 0;
    await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId)),
    );
    // Changed behind the server's back, as another server would: nothing may remember the old one.
    const response = await probe(authHeaders(token, tenant.tenantId));
    expect(response.statusCode).toBe(401);
    const fresh = await loginAs(t.app, tenant, 'EIGENAAR');
    expect((await probe(authHeaders(fresh, tenant.tenantId))).statusCode).toBe(200);
  });

  it('refuses a token of a user that no longer exists', async () => {
    const own = await createTestTenant(t.database.db, { roles: ['HUMANRESOURCE'] });
    const token = await loginAs(t.app, own, 'HUMANRESOURCE');
    const userId = own.users.HUMANRESOURCE?.id ?? 0;
    await withTenant(t.database.db, own.tenantId, (tx) =>
      tx.delete(users).where(eq(users.id, userId)),
    );
    expect((await probe(authHeaders(token, own.tenantId))).statusCode).toBe(401);
  });
});
