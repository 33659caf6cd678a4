import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientAddress,
  createTestTenant,
  TEST_PASSWORD,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: TestTenant;
function login(body: Record<string, unknown>, ip = clientAddress(), header?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: ip,
    headers: header === undefined ? {} : { 'x-tenant-id': header },
    payload: body,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, {
    name: "Café 't Hoekje & Zn. B.V.",
    roles: ['KLOKSYSTEEM', 'MEDEWERKER'],
  });
});
afterAll(() => t.close());

describe('POST /api/login', () => {
  it('answers a token with the claims of DESIGN §7 for the right password', async () => {
    const response = await login(
      { tenantId: "Café 't Hoekje & Zn. B.V.", userName: 'eigenaar', password: TEST_PASSWORD },
      clientAddress(),
      tenant.tenantId,
    );
    expect(response.statusCode).toBe(200);
    const claims = decodeJwt(response.json().token);
    expect(claims).toMatchObject({
      sub: 'eigenaar',
      name: 'eigenaar',
      firstName: 'eigenaar',
      email: 'eigenaar@example.test',
      roles: ['EIGENAAR'],
      companyId: tenant.companyId,
      employeeId: null,
      userId: tenant.users.EIGENAAR?.id,
      tenantId: 'cafethoekjeznbv',
      subscription: 'Klokwerk Pro Maandelijks',
      ver: 0,
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(12 * 60 * 60);
  });

  it('gives the kiosk a 90-day device token', async () => {
    const response = await login({
      tenantId: tenant.tenantId,
      userName: 'kloksysteem',
      password: TEST_PASSWORD,
    });
    const claims = decodeJwt(response.json().token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(90 * 24 * 60 * 60);
  });

  it('matches the user name without regard to case', async () => {
    const response = await login({
      tenantId: tenant.tenantId,
      userName: 'EIGENAAR',
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
  });

  it('gives a wrong password and an unknown tenant or user the same answer', async () => {
    const wrong = await login({
      tenantId: tenant.tenantId,
      userName: 'medewerker',
      password: 'Verkeerd123!',
    });
    const unknownTenant = await login({
      tenantId: 'Bestaat Niet',
      userName: 'medewerker',
      password: TEST_PASSWORD,
    });
    const unknownUser = await login({
      tenantId: tenant.tenantId,
      userName: 'niemand',
      password: TEST_PASSWORD,
    });
    for (const response of [wrong, unknownTenant, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: {
          code: 'LOGIN_FAILED',
          message: 'Login mislukt. Controleer je gegevens en probeer opnieuw.',
        },
      });
    }
  });

  it('refuses missing fields with a Dutch message naming the field', async () => {
    const response = await login({ tenantId: tenant.tenantId, userName: '', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'userName' });
    expect(response.json().error.message).toContain('Vul de gebruikersnaam in.');
    const noBody = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().error.code).toBe('VALIDATION');
  });

  it('refuses an X-Tenant-ID header that differs from the tenant asked for', async () => {
    const response = await login(
      { tenantId: tenant.tenantId, userName: 'eigenaar', password: TEST_PASSWORD },
      clientAddress(),
      'anderbedrijf',
    );
    expect(response.statusCode).toBe(403);
  });

  it('locks an account for 15 minutes after 5 failures, with the same answer, and unlocks after', async () => {
    const own = await createTestTenant(t.database.db);
    const attempt = (password: string) =>
      login({ tenantId: own.tenantId, userName: 'eigenaar', password });
    for (let i = 0; i < 5; i++) expect((await attempt('Fout12345!')).statusCode).toBe(401);

    const whileLocked = await attempt(TEST_PASSWORD);
    expect(whileLocked.statusCode).toBe(401);
    expect(whileLocked.json().error.code).toBe('LOGIN_FAILED');

    t.clock.advance(14 * 60_000);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(401);
    t.clock.advance(60_000 + 1);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('does not lock after 4 failures followed by a success', async () => {
    const own = await createTestTenant(t.database.db);
    const attempt = (password: string) =>
      login({ tenantId: own.tenantId, userName: 'eigenaar', password });
    for (let i = 0; i < 4; i++) await attempt('Fout12345!');
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await attempt('Fout12345!');
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 429 to the 21st attempt from one address within a minute, and serves it again after', async () => {
    const ip = '10.200.0.1';
    const body = { tenantId: tenant.tenantId, userName: 'niemand', password: 'x' };
    for (let i = 0; i < 20; i++) expect((await login(body, ip)).statusCode).toBe(401);
    const limited = await login(
      { tenantId: tenant.tenantId, userName: 'eigenaar', password: TEST_PASSWORD },
      ip,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    t.clock.advance(61_000);
    expect(
      (
        await login(
          { tenantId: tenant.tenantId, userName: 'eigenaar', password: TEST_PASSWORD },
          ip,
        )
      ).statusCode,
    ).toBe(200);
  });

  it('does not let a client pick its own address with X-Forwarded-For', async () => {
    const body = { tenantId: tenant.tenantId, userName: 'niemand', password: 'x' };
    const from = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': `198.51.100.${n}` },
        payload: body,
      });
    for (let i = 0; i < 20; i++) expect((await from(i)).statusCode).toBe(401);
    expect((await from(99)).statusCode).toBe(429);
  });
});
