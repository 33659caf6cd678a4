import { randomUUID } from 'node:crypto';
import { normalizeTenantName } from '@klokwerk/domain/tenant-name';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, tenants, users } from '../../db/schema/index';
import { authorisedTenantId, withTenant } from '../../tenancy/tenant-context';
import { authHeaders, clientAddress } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const POLICY =
  'Wachtwoord moet minimaal 8 tekens bevatten, waaronder een hoofdletter, een cijfer en een speciaal teken.';
const TAKEN = 'Er bestaat al een account voor deze bedrijfsnaam. Log in of kies een andere naam.';
const RESERVED = 'Deze bedrijfsnaam is gereserveerd. Kies een andere naam.';
const DAY = 24 * 60 * 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A sign-up form with a company name of its own (test files, and reruns on PostgreSQL, share the database). */
function form(overrides: Record<string, unknown> = {}) {
  const suffix = randomUUID().slice(0, 8);
  return {
    companyName: `Café De Haven ${suffix}`,
    firstName: 'Sanne',
    lastName: 'de Vries',
    email: `sanne.${suffix}@example.test`,
    userName: 'sanne',
    password: 'Welkom123!',
    ...overrides,
  };
}

function signUp(payload: object, remoteAddress = clientAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/signup', remoteAddress, payload });
}

function tenantRow(tenantId: string) {
  return withTenant(t.database.db, authorisedTenantId(tenantId), async (tx) => {
    const [row] = await tx.select().from(tenants).where(eq(tenants.tenantId, tenantId));
    return row ?? null;
  });
}

describe('POST /api/signup', () => {
  it('creates a trial account with its company and owner, and signs the owner in at once', async () => {
    const body = form();
    const tenantId = normalizeTenantName(body.companyName);
    const response = await signUp(body);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token } = response.json<{ token: string }>();

    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: 'sanne',
      name: 'Sanne de Vries',
      firstName: 'Sanne',
      email: body.email,
      roles: ['EIGENAAR'],
      tenantId,
      subscription: 'Proefperiode',
      ver: 0,
    });
    // 12 hours, as at sign-in.
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(12 * 60 * 60);

    // A guarded call works with it: the new company, in the Dutch time zone.
    const companies = await t.app.inject({
      method: 'GET',
      url: '/api/companies',
      headers: authHeaders(token, tenantId),
    });
    expect(companies.statusCode).toBe(200);
    expect(companies.json()).toEqual([
      expect.objectContaining({
        companyId: claims.companyId,
        companyName: body.companyName,
        emailAddress: body.email,
        timeZone: 'Europe/Amsterdam',
      }),
    ]);

    expect(await tenantRow(tenantId)).toMatchObject({
      name: body.companyName,
      plan: 'Proefperiode',
      status: 'active',
      trialEndsAt: new Date(t.clock().getTime() + 30 * DAY),
    });
    await withTenant(t.database.db, authorisedTenantId(tenantId), async (tx) => {
      const [owner] = await tx.select().from(users);
      const [employee] = await tx.select().from(employees);
      expect(owner).toMatchObject({
        userName: 'sanne',
        roles: ['EIGENAAR'],
        employeeId: employee?.id,
      });
      expect(employee).toMatchObject({
        firstName: 'Sanne',
        lastName: 'de Vries',
        email: body.email,
      });
      const [entry] = await tx.select().from(auditLog).where(eq(auditLog.action, 'tenant.signup'));
      expect(entry).toMatchObject({
        actorUserId: owner?.id,
        entity: 'tenant',
        details: {
          plan: 'Proefperiode',
          trialEndsAt: new Date(t.clock().getTime() + 30 * DAY).toISOString(),
        },
      });
    });

    // And the owner signs in later with the company name as typed.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: clientAddress(),
      payload: { tenantId: body.companyName, userName: 'Sanne', password: body.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a name that is taken once normalised ("Café De Haven" vs "cafe de haven") with 409', async () => {
    const first = form();
    expect((await signUp(first)).statusCode).toBe(201);
    for (const companyName of [
      first.companyName,
      first.companyName.toLowerCase().replace('é', 'e'),
      `${first.companyName}!`,
    ]) {
      const again = await signUp(form({ companyName }));
      expect(again.statusCode, companyName).toBe(409);
      expect(again.json().error).toEqual({
        code: 'CONFLICT',
        message: TAKEN,
        field: 'companyName',
      });
    }
    // The first account is as it was.
    expect((await tenantRow(normalizeTenantName(first.companyName)))?.name).toBe(first.companyName);
  });

  it('answers one of two sign-ups for one name at the same moment with 409', async () => {
    const companyName = form().companyName;
    const answers = await Promise.all([
      signUp(form({ companyName })),
      signUp(form({ companyName: companyName.toUpperCase() })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it.each(['Demo Horeca', 'demo-horeca', 'HorecaMasters', 'Klokwerk'])(
    'keeps the reserved name "%s" for the demo and the platform (409)',
    async (companyName) => {
      const response = await signUp(form({ companyName }));
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'CONFLICT',
        message: RESERVED,
        field: 'companyName',
      });
    },
  );

  it.each([
    ['companyName', { companyName: '' }, 'Vul de bedrijfsnaam in.'],
    ['companyName', { companyName: "'& !" }, 'Vul de bedrijfsnaam in.'],
    ['firstName', { firstName: ' ' }, 'Vul je voornaam in.'],
    ['lastName', { lastName: undefined }, 'Vul je achternaam in.'],
    ['email', { email: '' }, 'Vul je e-mailadres in.'],
    ['email', { email: 'sanne@' }, 'Ongeldig e-mailadres'],
    ['userName', { userName: '' }, 'Kies een gebruikersnaam.'],
    ['password', { password: 'welkom123' }, POLICY],
    ['password', { password: 'Kort1!' }, POLICY],
  ])(
    'refuses a bad %s with 400 naming it (%j) and creates nothing',
    async (field, change, text) => {
      const body = form(change);
      const response = await signUp(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION',
        message: `Ongeldige invoer voor ${field}: ${text}`,
        field,
      });
      const key = normalizeTenantName(String(body.companyName));
      if (key) expect(await tenantRow(key)).toBeNull();
    },
  );

  it('takes five sign-ups per client address in an hour, then answers 429', async () => {
    const address = clientAddress();
    // Refused forms count too: the limit is reached before the body is read.
    for (let i = 0; i < 5; i++) {
      expect((await signUp(form({ password: '' }), address)).statusCode).toBe(400);
    }
    const body = form();
    const response = await signUp(body, address);
    expect(response.statusCode).toBe(429);
    expect(response.json().error.code).toBe('RATE_LIMITED');
    expect(await tenantRow(normalizeTenantName(body.companyName))).toBeNull();
  });
});
