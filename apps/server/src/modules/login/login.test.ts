import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { setPassword } from '../../cli/repository';
import { loginAttempts } from '../../db/schema/index';
import { withoutTenant, withTenant } from '../../tenancy/tenant-context';
import {
  clientAddress,
  createTestTenant,
  TEST_PASSWORD,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { pruneOldAttempts } from './prune-attempts';

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
  it('answers a token with the claims of docs/security.md#tokens for the right password', async () => {
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
      firstName: null,
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
    // A credential: no browser or proxy may keep a copy of this answer.
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives a user without an employee no first name, so the dashboard says Gebruiker', async () => {
    const response = await login({
      tenantId: tenant.tenantId,
      userName: 'kloksysteem',
      password: TEST_PASSWORD,
    });
    expect(decodeJwt(response.json().token).firstName).toBeNull();
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

describe('control characters in the sign-in call', () => {
  const valid = { tenantId: 'Demo Horeca', userName: 'eigenaar', password: 'Welkom123!' };
  // NUL, BEL, ESC, DEL, a C1 control, and line breaks in one-line fields.
  const controls = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\n', '\r', '\t'];

  it.each(Object.keys(valid))('are a 400 naming %s, never a 500', async (field) => {
    for (const control of controls) {
      for (const value of [control, `eigen${control}aar`, `${control}x`]) {
        const response = await login({ ...valid, [field]: value });
        expect(response.statusCode, JSON.stringify(value)).toBe(400);
        expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
        expect(response.json().error.message).toContain('stuurtekens');
      }
    }
  });
});

describe('limits under concurrency', () => {
  it('admits exactly 20 of 100 simultaneous attempts from one address', async () => {
    const ip = clientAddress();
    const body = { tenantId: tenant.tenantId, userName: 'niemand', password: 'Fout12345!' };
    const answers = await Promise.all(Array.from({ length: 100 }, () => login(body, ip)));
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(80);
  });

  it('decides a burst on one account one by one: 5 failures, then only "locked"', async () => {
    const own = await createTestTenant(t.database.db);
    const wrong = { tenantId: own.tenantId, userName: 'eigenaar', password: 'Fout12345!' };
    // From 30 addresses, so that only the account's own limit is at work.
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(wrong)));
    expect(answers.every((response) => response.statusCode === 401)).toBe(true);
    const outcomes = await withoutTenant(t.database.db, (tx) =>
      tx
        .select({ outcome: loginAttempts.outcome })
        .from(loginAttempts)
        .where(
          and(eq(loginAttempts.tenantId, own.tenantId), eq(loginAttempts.userName, 'eigenaar')),
        ),
    );
    const tally = (name: string) => outcomes.filter((o) => o.outcome === name).length;
    expect({ failed: tally('failed'), locked: tally('locked'), pending: tally('pending') }).toEqual(
      {
        failed: 5,
        locked: 25,
        pending: 0,
      },
    );
    const right = await login({ ...wrong, password: TEST_PASSWORD });
    expect(right.statusCode).toBe(401);
  });

  it('lets a right password in during a burst only while fewer than 5 failures were decided', async () => {
    const own = await createTestTenant(t.database.db);
    const account = { tenantId: own.tenantId, userName: 'eigenaar' };
    const bodies = [
      ...Array.from({ length: 8 }, () => ({ ...account, password: 'Fout12345!' })),
      { ...account, password: TEST_PASSWORD },
    ];
    const answers = await Promise.all(bodies.map((body) => login(body)));
    const succeeded = answers.filter((response) => response.statusCode === 200).length;
    const rows = await withoutTenant(t.database.db, (tx) =>
      tx
        .select({ id: loginAttempts.id, outcome: loginAttempts.outcome })
        .from(loginAttempts)
        .where(
          and(eq(loginAttempts.tenantId, own.tenantId), eq(loginAttempts.userName, 'eigenaar')),
        ),
    );
    // Whatever the order: a success is never among the 'locked' refusals, and a lock follows
    // exactly five decided failures.
    expect(rows.filter((r) => r.outcome === 'succeeded')).toHaveLength(succeeded);
    expect(rows.filter((r) => r.outcome === 'pending')).toHaveLength(0);
    const failed = rows.filter((r) => r.outcome === 'failed').length;
    const locked = rows.filter((r) => r.outcome === 'locked').length;
    expect(failed + locked + succeeded).toBe(9);
    if (locked > 0) expect(failed).toBeGreaterThanOrEqual(5);
  });
});

describe('after a password reset', () => {
  it('forgets the failures before it: one typo does not lock the account again', async () => {
    const own = await createTestTenant(t.database.db);
    const attempt = (password: string) =>
      login({ tenantId: own.tenantId, userName: 'eigenaar', password });
    for (let i = 0; i < 5; i++) await attempt('Fout12345!');
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(401); // locked

    t.clock.advance(60_000);
    const passwordHash = await hashPassword('Nieuw123!');
    await withTenant(t.database.db, own.tenantId, (tx) =>
      setPassword(tx, own.tenantId, own.users.EIGENAAR?.id ?? 0, passwordHash, t.clock()),
    );
    t.clock.advance(1_000);
    expect((await attempt('Typo123!')).statusCode).toBe(401);
    expect((await attempt('Nieuw123!')).statusCode).toBe(200);
  });
});

describe('old attempts', () => {
  it('are pruned after a day; recent ones stay', async () => {
    const ip = clientAddress();
    const now = t.clock().getTime();
    await withoutTenant(t.database.db, (tx) =>
      tx.insert(loginAttempts).values([
        {
          ip,
          tenantId: 'oud',
          userName: 'x',
          outcome: 'failed',
          attemptedAt: new Date(now - 25 * 3600_000),
        },
        {
          ip,
          tenantId: 'recent',
          userName: 'x',
          outcome: 'failed',
          attemptedAt: new Date(now - 3600_000),
        },
      ]),
    );
    await pruneOldAttempts(t.app);
    const left = await withoutTenant(t.database.db, (tx) =>
      tx
        .select({ tenantId: loginAttempts.tenantId })
        .from(loginAttempts)
        .where(eq(loginAttempts.ip, ip)),
    );
    expect(left.map((row) => row.tenantId)).toEqual(['recent']);
  });
});
