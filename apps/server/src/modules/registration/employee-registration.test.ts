import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bsnCipherFor } from '../../crypto/bsn-cipher';
import { auditLog, employees, registrationLinks } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  clientAddress,
  createCompany,
  createEmployee,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { invitationBody, invite, inviteeEmail, linksIn, mailsTo } from '../../test/invitations';
import { createTestApp, type TestApp } from '../../test/test-app';

const INVALID = 'Deze registratielink is ongeldig of verlopen.';
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

/** Invites a waiter and answers the token of the employee link and the address. */
async function invitation(companyId = tenant.companyId) {
  const email = inviteeEmail();
  const response = await invite(
    t.app,
    owner,
    tenant.tenantId,
    invitationBody({ companyId, email }),
  );
  expect(response.statusCode).toBe(201);
  const [mail] = await mailsTo(t.database.db, email);
  const links = linksIn(mail?.text ?? '');
  return {
    email,
    employeeId: response.json<{ employeeId: number }>().employeeId,
    token: links['/register']?.token ?? '',
    userToken: links['/users/register']?.token ?? '',
  };
}

function call(
  method: 'GET' | 'POST',
  path: string,
  options: { tenant?: string | null; header?: string; payload?: object } = {},
) {
  const query =
    options.tenant === null
      ? ''
      : `?tenant=${encodeURIComponent(options.tenant ?? tenant.tenantId)}`;
  return t.app.inject({
    method,
    url: `/api${path}${query}`,
    remoteAddress: clientAddress(),
    headers: { 'x-tenant-id': options.header ?? options.tenant ?? tenant.tenantId },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

let phone = 0;
/** The form as the page sends it; each with a number of its own (unique in the company). */
function form(email: string, values: Record<string, unknown> = {}) {
  phone += 1;
  return {
    firstName: 'Sanne',
    lastName: 'de Vries',
    phoneNumber: `+31 6 5${String(phone).padStart(7, '0')}`,
    dateOfBirth: '1998-04-12',
    address: 'Havenstraat 1, Utrecht',
    email,
    socialSecurityNumber: '',
    ...values,
  };
}

async function employee(id: number) {
  const [row] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx.select().from(employees).where(eq(employees.id, id)),
  );
  return row;
}

describe('GET /api/employees/register/{token} and /api/users/get-employee-email/{token}', () => {
  it('answer the invitation for an open employee link', async () => {
    const { email, token } = await invitation();
    const link = await call('GET', `/employees/register/${token}`);
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toEqual({ email, firstName: 'Sanne', lastName: 'de Vries' });
    const address = await call('GET', `/users/get-employee-email/${token}`);
    expect(address.statusCode).toBe(200);
    expect(address.json()).toEqual({ email });
  });

  it('need the tenant: "Geen tenant opgegeven in de registratielink."', async () => {
    const { token } = await invitation();
    for (const value of [null, '', '!!!']) {
      const response = await call('GET', `/employees/register/${token}`, {
        tenant: value,
        header: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'tenant' });
      expect(response.json().error.message).toContain(
        'Geen tenant opgegeven in de registratielink.',
      );
    }
  });

  it('accept the tenant as typed ("Test Abc") and refuse a header naming another tenant', async () => {
    const { token } = await invitation();
    const typed = await call('GET', `/employees/register/${token}`, {
      tenant: tenant.tenantId.toUpperCase(),
    });
    expect(typed.statusCode).toBe(200);
    const mismatch = await call('GET', `/employees/register/${token}`, { header: other.tenantId });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().error.code).toBe('TENANT_MISMATCH');
  });

  it("answer 404 for an unknown token, another tenant's name and the account link's token", async () => {
    const { token, userToken } = await invitation();
    const cases: Array<[string, string]> = [
      ['onbekend-token', tenant.tenantId],
      [token, other.tenantId],
      [token, 'bestaatniet'],
      [userToken, tenant.tenantId],
    ];
    for (const [value, name] of cases) {
      for (const path of [`/employees/register/${value}`, `/users/get-employee-email/${value}`]) {
        const response = await call('GET', path, { tenant: name });
        expect(response.statusCode, `${path} ${name} ${response.body}`).toBe(404);
        expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: INVALID });
      }
    }
  });
});

describe('POST /api/employees/register/{token}', () => {
  it('completes the profile, stores the number normalised and uses the link up', async () => {
    const { email, employeeId, token } = await invitation();
    const response = await call('POST', `/employees/register/${token}`, {
      payload: form(email.toUpperCase(), {
        firstName: ' Sanne ',
        lastName: 'Jansen',
        phoneNumber: '+31 6 12 34 56 78',
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email, firstName: 'Sanne', lastName: 'Jansen' });
    expect(await employee(employeeId)).toMatchObject({
      firstName: 'Sanne',
      lastName: 'Jansen',
      phoneNumber: '0612345678',
      dateOfBirth: '1998-04-12',
      address: 'Havenstraat 1, Utrecht',
      email,
      bsnEncrypted: null,
    });

    // Used up: every call of that link now answers 404, a second submission too.
    for (const [method, path] of [
      ['GET', `/employees/register/${token}`],
      ['GET', `/users/get-employee-email/${token}`],
      ['POST', `/employees/register/${token}`],
    ] as const) {
      const again = await call(method, path, method === 'POST' ? { payload: form(email) } : {});
      expect(again.statusCode, path).toBe(404);
      expect(again.json().error.message).toBe(INVALID);
    }
  });

  it('stores the BSN encrypted for this employee and writes the audit log', async () => {
    const { email, employeeId, token } = await invitation();
    const response = await call('POST', `/employees/register/${token}`, {
      payload: form(email, { socialSecurityNumber: '1112.22.333' }),
    });
    expect(response.statusCode).toBe(200);
    const stored = (await employee(employeeId))?.bsnEncrypted ?? '';
    expect(stored).not.toBe('');
    expect(stored).not.toContain('111222333');
    expect(bsnCipherFor(t.config.bsnKey, employeeId).decrypt(stored)).toBe('111222333');
    const entries = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'employee'), eq(auditLog.entityId, employeeId))),
    );
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'bsn.change',
        actorUserId: null,
        details: { via: 'registration-link' },
      }),
    ]);
    expect(JSON.stringify(entries)).not.toContain('111222333');
  });

  it('names each missing or wrong field in Dutch and changes nothing', async () => {
    const { email, employeeId, token } = await invitation();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ firstName: '' }, 'firstName', 'Vul de voornaam in.'],
      [{ lastName: null }, 'lastName', 'Vul de achternaam in.'],
      [{ phoneNumber: '' }, 'phoneNumber', 'Vul het telefoonnummer in.'],
      [{ phoneNumber: '06-abc' }, 'phoneNumber', 'Ongeldig telefoonnummer.'],
      [{ dateOfBirth: '' }, 'dateOfBirth', 'Vul de geboortedatum in.'],
      [{ dateOfBirth: '1998-02-30' }, 'dateOfBirth', 'Vul een geldige geboortedatum in'],
      [{ dateOfBirth: '2030-01-01' }, 'dateOfBirth', 'De geboortedatum ligt in de toekomst.'],
      [{ address: '   ' }, 'address', 'Vul het adres in.'],
      [{ email: '' }, 'email', 'Vul het e-mailadres in.'],
      [{ email: 'ander@example.test' }, 'email', 'hoort bij de uitnodiging'],
      [{ socialSecurityNumber: '123456789' }, 'socialSecurityNumber', 'elfproef'],
      [{ socialSecurityNumber: '12ab' }, 'socialSecurityNumber', 'Ongeldig BSN'],
      [{ address: 'Straat\u0000 1' }, 'address', 'onzichtbare stuurtekens'],
    ];
    for (const [values, field, message] of cases) {
      const response = await call('POST', `/employees/register/${token}`, {
        payload: form(email, values),
      });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
      expect(response.json().error.message, field).toContain(message);
    }
    expect((await employee(employeeId))?.phoneNumber).toBeNull();
    // Still open after all those refusals.
    expect((await call('GET', `/employees/register/${token}`)).statusCode).toBe(200);
  });

  it('refuses a phone number another employee of the company has, however it is typed', async () => {
    const taken = await createEmployee(t.database.db, tenant, { phoneNumber: '0687654321' });
    expect(taken.phoneNumber).toBe('0687654321');
    const { email, employeeId, token } = await invitation();
    const response = await call('POST', `/employees/register/${token}`, {
      payload: form(email, { phoneNumber: '06 87 65 43 21' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'CONFLICT',
      message: 'Dit telefoonnummer is al in gebruik bij een andere medewerker van dit bedrijf.',
      field: 'phoneNumber',
    });
    expect((await employee(employeeId))?.phoneNumber).toBeNull();

    // Another company's employee, or an archived one, may have the same number.
    const second = await createCompany(t.database.db, tenant);
    await createEmployee(
      t.database.db,
      { ...tenant, companyId: second },
      { phoneNumber: '0611112222' },
    );
    await createEmployee(t.database.db, tenant, {
      phoneNumber: '0633334444',
      archivedAt: new Date(),
    });
    for (const phoneNumber of ['0611112222', '0633334444']) {
      const next = await invitation();
      const ok = await call('POST', `/employees/register/${next.token}`, {
        payload: form(next.email, { phoneNumber }),
      });
      expect(ok.statusCode, phoneNumber).toBe(200);
    }
  });

  it('refuses a token of another tenant and changes nothing there', async () => {
    const { email, employeeId, token } = await invitation();
    const response = await call('POST', `/employees/register/${token}`, {
      tenant: other.tenantId,
      payload: form(email),
    });
    expect(response.statusCode).toBe(404);
    expect((await employee(employeeId))?.phoneNumber).toBeNull();
  });

  it('works until 7 days have passed, and not a second later', async () => {
    const { email, token } = await invitation();
    t.clock.advance(7 * DAY - 60_000);
    expect((await call('GET', `/employees/register/${token}`)).statusCode).toBe(200);
    t.clock.advance(60_000);
    const expired = await call('POST', `/employees/register/${token}`, { payload: form(email) });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toBe(INVALID);
    expect((await call('GET', `/users/get-employee-email/${token}`)).statusCode).toBe(404);
  });

  it('answers 404 once the employee has been archived', async () => {
    const { email, employeeId, token } = await invitation();
    await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.update(employees).set({ archivedAt: new Date() }).where(eq(employees.id, employeeId)),
    );
    const response = await call('POST', `/employees/register/${token}`, { payload: form(email) });
    expect(response.statusCode).toBe(404);
  });

  it('keeps the link rows hashed: no token in the table', async () => {
    const { token } = await invitation();
    const rows = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.select({ hash: registrationLinks.tokenHash }).from(registrationLinks),
    );
    expect(rows.map((r) => r.hash)).not.toContain(token);
  });
});
