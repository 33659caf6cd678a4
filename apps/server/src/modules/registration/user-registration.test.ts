import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registrationLinks } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  clientAddress,
  createTestTenant,
  createUser,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { invitationBody, invite, inviteeEmail, linksIn, mailsTo } from '../../test/invitations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newLinkToken } from './link-token';
import { LINK_CALLS_PER_MINUTE } from './routes';

const INVALID = 'Deze registratielink is ongeldig of verlopen.';
const POLICY =
  'Wachtwoord moet minimaal 8 tekens bevatten, waaronder een hoofdletter, een cijfer en een speciaal teken.';
const PASSWORD = 'Zomer2026!';
const DAY = 24 * 60 * 60_000;

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db);
  other = await createTestTenant(t.database.db);
  owner = await loginAs(t.app, tenant, 'EIGENAAR');
});
afterAll(() => t.close());
// Tests that move the clock to expire a link put it back even when they fail.
afterEach(() => t.clock.set(new Date('2026-11-21T10:00:00Z')));

async function invitation(roles = ['MEDEWERKER']) {
  const email = inviteeEmail();
  const response = await invite(
    t.app,
    owner,
    tenant.tenantId,
    invitationBody({ companyId: tenant.companyId, email, roles, firstName: 'Daan' }),
  );
  expect(response.statusCode).toBe(201);
  const [mail] = await mailsTo(t.database.db, email);
  const links = linksIn(mail?.text ?? '');
  return {
    email,
    employeeId: response.json<{ employeeId: number | null }>().employeeId,
    token: links['/users/register']?.token ?? '',
    employeeToken: links['/register']?.token ?? '',
  };
}

function call(
  method: 'GET' | 'POST',
  path: string,
  options: { tenant?: string | null; payload?: object; ip?: string } = {},
) {
  const name = options.tenant === undefined ? tenant.tenantId : options.tenant;
  return t.app.inject({
    method,
    url: `/api${path}${name === null ? '' : `?tenant=${encodeURIComponent(name)}`}`,
    remoteAddress: options.ip ?? clientAddress(),
    headers: name ? { 'x-tenant-id': name } : {},
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

function register(token: string, payload: object, tenantName?: string) {
  return call('POST', `/users/register/${token}`, { payload, tenant: tenantName });
}

describe('GET /api/users/validate-link/{token} and /api/users/get-email/{token}', () => {
  it('answer the address of an open account link', async () => {
    const { email, token } = await invitation();
    const link = await call('GET', `/users/validate-link/${token}`);
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({
      email,
      expiresAt: new Date(t.clock().getTime() + 7 * DAY).toISOString(),
    });
    const address = await call('GET', `/users/get-email/${token}`);
    expect(address.json()).toEqual({ email });
  });

  it('need the tenant, and answer 404 for unknown tokens, other tenants and profile links', async () => {
    const { token, employeeToken } = await invitation();
    const missing = await call('GET', `/users/validate-link/${token}`, { tenant: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('Geen tenant opgegeven in de registratielink.');
    const cases: Array<[string, string]> = [
      ['onbekend', tenant.tenantId],
      [token, other.tenantId],
      [employeeToken, tenant.tenantId],
    ];
    for (const [value, name] of cases) {
      for (const path of [`/users/validate-link/${value}`, `/users/get-email/${value}`]) {
        const response = await call('GET', path, { tenant: name });
        expect(response.statusCode, path).toBe(404);
        expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: INVALID });
      }
    }
  });
});

describe('POST /api/users/register/{token}', () => {
  it('creates the account with the invited role, company and employee; it signs in at once', async () => {
    const { email, employeeId, token } = await invitation(['ROOSTERMAKER']);
    const userName = `daan${Date.now()}`;
    const response = await register(token, { userName, password: PASSWORD, email });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ userName, email });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: clientAddress(),
      payload: { tenantId: tenant.tenantId, userName, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(decodeJwt(login.json().token)).toMatchObject({
      sub: userName,
      name: 'Daan de Vries',
      firstName: 'Daan',
      email,
      roles: ['ROOSTERMAKER'],
      companyId: tenant.companyId,
      employeeId,
      tenantId: tenant.tenantId,
    });

    // Used up.
    const again = await register(token, { userName: `${userName}x`, password: PASSWORD, email });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(INVALID);
    expect((await call('GET', `/users/validate-link/${token}`)).statusCode).toBe(404);
  });

  it('creates an account without an employee for a role without one', async () => {
    const { email, token } = await invitation(['ACCOUNTANT']);
    const userName = `boekhouder${Date.now()}`;
    expect((await register(token, { userName, password: PASSWORD, email })).statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: clientAddress(),
      payload: { tenantId: tenant.tenantId, userName, password: PASSWORD },
    });
    expect(decodeJwt(login.json().token)).toMatchObject({
      roles: ['ACCOUNTANT'],
      employeeId: null,
      firstName: null,
    });
  });

  it('names each missing or wrong field in Dutch, and the link stays open', async () => {
    const { email, token } = await invitation();
    const valid = { userName: `daan${Date.now()}`, password: PASSWORD, email };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ userName: '  ' }, 'userName', 'Vul de gebruikersnaam in.'],
      [{ password: '' }, 'password', POLICY],
      [{ password: undefined }, 'password', POLICY],
      [{ password: 'kortweg1!' }, 'password', POLICY],
      [{ password: 'Geencijfer!' }, 'password', POLICY],
      [{ email: '' }, 'email', 'Vul het e-mailadres in.'],
      [{ email: 'geen-adres' }, 'email', 'Ongeldig e-mailadres'],
      [{ email: 'ander@example.test' }, 'email', 'hoort bij de uitnodiging'],
    ];
    for (const [values, field, message] of cases) {
      const response = await register(token, { ...valid, ...values });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
      expect(response.json().error.message).toContain(message);
    }
    expect((await call('GET', `/users/validate-link/${token}`)).statusCode).toBe(200);
  });

  it('answers USERNAME_IN_USE for a taken user name in any case', async () => {
    const { email, token } = await invitation();
    const response = await register(token, { userName: 'EIGENAAR', password: PASSWORD, email });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'USERNAME_IN_USE',
      message: 'Deze gebruikersnaam is al in gebruik.',
      field: 'userName',
    });
    expect((await call('GET', `/users/validate-link/${token}`)).statusCode).toBe(200);
  });

  it('answers EMAIL_IN_USE when an account took the address after the invitation', async () => {
    const { email, token } = await invitation();
    await createUser(t.database.db, tenant, { email: email.toUpperCase() });
    const response = await register(token, {
      userName: `daan${Date.now()}`,
      password: PASSWORD,
      email,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'EMAIL_IN_USE',
      message: 'Dit e-mailadres is al in gebruik.',
      field: 'email',
    });
  });

  it('answers FAILED_TO_REGISTER_USER when the server fails, not a bare 500', async () => {
    // A link row the server cannot turn into an account (no role): the insert fails.
    const { token, tokenHash } = newLinkToken();
    const email = inviteeEmail();
    await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.insert(registrationLinks).values({
        tenantId: tenant.tenantId,
        kind: 'user',
        email,
        companyId: tenant.companyId,
        roles: [],
        tokenHash,
        expiresAt: new Date(t.clock().getTime() + DAY),
      }),
    );
    const response = await register(token, {
      userName: `kapot${Date.now()}`,
      password: PASSWORD,
      email,
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: 'FAILED_TO_REGISTER_USER',
        message: 'Fout bij het registreren van de gebruiker.',
      },
    });
  });

  it("refuses the token under another tenant's name, and after 7 days", async () => {
    const { email, token } = await invitation();
    const payload = { userName: `daan${Date.now()}`, password: PASSWORD, email };
    expect((await register(token, payload, other.tenantId)).statusCode).toBe(404);
    t.clock.advance(7 * DAY + 1000);
    const expired = await register(token, payload);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toBe(INVALID);
    // The refusals used nothing up: back within the 7 days the link still works.
    t.clock.advance(-(7 * DAY + 1000));
    expect((await register(token, payload)).statusCode).toBe(201);
  });
});

describe('the link calls together', () => {
  it(`admit ${LINK_CALLS_PER_MINUTE} requests a minute from one address, then answer 429`, async () => {
    const { token } = await invitation();
    const ip = clientAddress();
    for (let i = 0; i < LINK_CALLS_PER_MINUTE; i++) {
      const path = i % 2 === 0 ? `/users/get-email/${token}` : `/employees/register/onbekend`;
      const response = await call('GET', path, { ip });
      expect(response.statusCode).not.toBe(429);
    }
    const limited = await call('GET', `/users/validate-link/${token}`, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect((await call('GET', `/users/validate-link/${token}`)).statusCode).toBe(200);
  });
});
