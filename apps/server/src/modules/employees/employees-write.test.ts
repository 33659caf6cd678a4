import type { Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, timeRecords, users } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCompany,
  createEmployee,
  createJobTitle,
  createTestTenant,
  createTimeRecord,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Written out from docs/roles-and-policies.md#roles (settings roles), not read from the policy table. */
const MANAGERS: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE'];
const REFUSED: Role[] = ['ACCOUNTANT', 'ROOSTERMAKER', 'FLOORMANAGER', 'MEDEWERKER', 'KLOKSYSTEEM'];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let kok: { id: number };
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, { roles: [...MANAGERS, ...REFUSED] });
  other = await createTestTenant(t.database.db);
  kok = await createJobTitle(t.database.db, tenant, { name: 'Kok' });
  for (const role of [...MANAGERS, ...REFUSED]) tokens[role] = await loginAs(t.app, tenant, role);
  tokens.EIGENAAR = await loginAs(t.app, tenant, 'EIGENAAR');
});
afterAll(() => t.close());

function call(
  role: Role,
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: Record<string, unknown>,
) {
  const token = tokens[role];
  if (!token) throw new Error(`no token for ${role}`);
  return t.app.inject({
    method,
    url,
    headers: authHeaders(token, tenant.tenantId),
    ...(payload ? { payload } : {}),
  });
}

let sequence = 0;
/** A complete PUT body (docs/screens.md#employees), unique per call. */
function fullBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  return {
    firstName: 'Sanne',
    lastName: 'de Vries',
    email: `sanne${sequence}.${Date.now()}@example.test`,
    phoneNumber: `06 ${String(20_000_000 + sequence * 7).slice(-8)}`,
    dateOfBirth: '1998-04-12',
    address: 'Havenstraat 4, Scheveningen',
    jobTitleId: kok.id,
    startDate: '2025-03-01',
    endDate: null,
    contractType: 'Vast',
    salary: 14.5,
    // As the factory's employees work: a PUT may repeat the hours its contract gives.
    hoursPerWeek: 32,
    ...overrides,
  };
}

async function stored(employeeId: number) {
  const [row] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx.select().from(employees).where(eq(employees.id, employeeId)),
  );
  return row;
}

async function audit(employeeId: number) {
  return withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'employee'), eq(auditLog.entityId, employeeId)))
      .orderBy(auditLog.id),
  );
}

describe('POST /api/employees (a manager adds someone without an account)', () => {
  it.each(MANAGERS)(
    'lets %s add a kitchen employee with only name, e-mail and phone',
    async (role) => {
      const response = await call(role, 'POST', '/api/employees', {
        companyId: String(tenant.companyId),
        firstName: ' Ahmed ',
        lastName: 'Yilmaz',
        email: `ahmed.${role}.${Date.now()}@example.test`,
        phoneNumber: `+31 6 1234 5${String(sequence++).padStart(3, '0')}`,
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        companyId: tenant.companyId,
        firstName: 'Ahmed',
        lastName: 'Yilmaz',
        jobTitle: null,
        salary: null,
        hoursRating: 1,
      });
      // Stored as the kiosk types it.
      expect(body.phoneNumber).toMatch(/^0612345\d{3}$/);
    },
  );

  it.each(REFUSED)('refuses %s', async (role) => {
    const response = await call(
      role,
      'POST',
      '/api/employees',
      fullBody({ companyId: tenant.companyId }),
    );
    expect(response.statusCode).toBe(403);
  });

  it('says which required field is missing, in Dutch', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ companyId: '' }, 'companyId', 'Selecteer eerst een bedrijf'],
      [{ firstName: '  ' }, 'firstName', 'Vul de voornaam in.'],
      [{ lastName: null }, 'lastName', 'Vul de achternaam in.'],
      [{ email: '' }, 'email', 'Vul het e-mailadres in.'],
      [{ email: 'sanne@' }, 'email', 'Ongeldig e-mailadres'],
    ];
    for (const [change, field, message] of cases) {
      const response = await call(
        'EIGENAAR',
        'POST',
        '/api/employees',
        fullBody({ companyId: tenant.companyId, ...change }),
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
      expect(response.json().error.message).toContain(message);
    }
  });

  it('refuses an e-mail address or phone number already in use, however it is spelled', async () => {
    const existing = await createEmployee(t.database.db, tenant, {
      email: `bestaand.${Date.now()}@example.test`,
      phoneNumber: '0687654321',
    });
    const email = await call(
      'EIGENAAR',
      'POST',
      '/api/employees',
      fullBody({ companyId: tenant.companyId, email: existing.email.toUpperCase() }),
    );
    expect(email.statusCode).toBe(409);
    expect(email.json().error).toMatchObject({ code: 'EMAIL_IN_USE', field: 'email' });

    const phone = await call(
      'EIGENAAR',
      'POST',
      '/api/employees',
      fullBody({ companyId: tenant.companyId, phoneNumber: '+31 (0)6-87 65 43 21' }),
    );
    expect(phone.statusCode).toBe(409);
    expect(phone.json().error.field).toBe('phoneNumber');

    // Another company of the tenant may have someone with that number.
    const strand = await createCompany(t.database.db, tenant);
    const elsewhere = await call(
      'EIGENAAR',
      'POST',
      '/api/employees',
      fullBody({ companyId: strand, jobTitleId: null, phoneNumber: '06 87 65 43 21' }),
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it("refuses another tenant's company as not found", async () => {
    const response = await call(
      'EIGENAAR',
      'POST',
      '/api/employees',
      fullBody({ companyId: other.companyId, jobTitleId: null }),
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('PUT /api/employees/{id}', () => {
  it('saves the full field set and answers the employee as the list shows it', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    const body = fullBody({ salary: '15.75', hoursPerWeek: 32, hoursRating: 1.25 });
    const response = await call('HUMANRESOURCE', 'PUT', `/api/employees/${employee.id}`, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      employeeId: employee.id,
      email: body.email,
      jobTitle: { id: kok.id, name: 'Kok' },
      salary: 15.75,
      hoursRating: 1.25,
      hoursPerWeek: 32,
      endDate: null,
    });
    expect(response.json()).not.toHaveProperty('socialSecurityNumber');
    expect(await audit(employee.id)).toContainEqual({
      action: 'employee.pay.change',
      details: {
        before: { salary: 14.25, hoursRating: 1 },
        after: { salary: 15.75, hoursRating: 1.25 },
      },
    });
  });

  it.each(REFUSED)('refuses %s and changes nothing', async (role) => {
    const employee = await createEmployee(t.database.db, tenant);
    const response = await call(role, 'PUT', `/api/employees/${employee.id}`, fullBody());
    expect(response.statusCode).toBe(403);
    expect((await stored(employee.id))?.firstName).toBe(employee.firstName);
  });

  it('gives the specification’s messages, naming the field', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    const elsewhere = await createJobTitle(t.database.db, {
      ...tenant,
      companyId: await createCompany(t.database.db, tenant),
    });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: 'geen-adres' }, 'email', 'Ongeldig e-mailadres'],
      [{ jobTitleId: elsewhere.id }, 'jobTitleId', 'Ongeldige functie geselecteerd'],
      [{ jobTitleId: '' }, 'jobTitleId', 'Ongeldige functie geselecteerd'],
      [{ address: '' }, 'address', 'Vul het adres in.'],
      [{ phoneNumber: '' }, 'phoneNumber', 'Vul het telefoonnummer in.'],
      [{ phoneNumber: '06-abc' }, 'phoneNumber', 'Ongeldig telefoonnummer'],
      [{ dateOfBirth: null }, 'dateOfBirth', 'Vul de geboortedatum in.'],
      [{ dateOfBirth: '2099-01-01' }, 'dateOfBirth', 'De geboortedatum ligt in de toekomst.'],
      [{ startDate: '' }, 'startDate', 'Vul de begindatum in.'],
      [{ endDate: '2025-02-01' }, 'endDate', 'De einddatum ligt voor de begindatum.'],
      [{ contractType: ' ' }, 'contractType', 'Vul het soort contract in.'],
      [{ salary: '' }, 'salary', 'Vul het uurloon in.'],
      [{ salary: 14.555 }, 'salary', 'hoogstens 2 decimalen'],
      [{ salary: -1 }, 'salary', 'niet negatief'],
      [{ hoursPerWeek: 20.25 }, 'hoursPerWeek', 'per halfuur'],
      [{ hoursPerWeek: null }, 'hoursPerWeek', 'Vul het aantal uren per week in.'],
      [{ hoursRating: 0 }, 'hoursRating', 'groter dan 0'],
      [{ socialSecurityNumber: '123456789' }, 'socialSecurityNumber', 'elfproef'],
      [{ firstName: 'Nul\u0000teken' }, 'firstName', 'stuurtekens'],
    ];
    for (const [change, field, message] of cases) {
      const response = await call(
        'EIGENAAR',
        'PUT',
        `/api/employees/${employee.id}`,
        fullBody(change),
      );
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().error.field, JSON.stringify(change)).toBe(field);
      expect(response.json().error.message).toContain(message);
    }
    expect((await stored(employee.id))?.email).toBe(employee.email);
  });

  it("answers 404 for another tenant's employee and for an archived one, changing nothing", async () => {
    const theirs = await createEmployee(t.database.db, other);
    const response = await call('EIGENAAR', 'PUT', `/api/employees/${theirs.id}`, fullBody());
    expect(response.statusCode).toBe(404);
    const [row] = await withTenant(t.database.db, other.tenantId, (tx) =>
      tx.select().from(employees).where(eq(employees.id, theirs.id)),
    );
    expect(row?.firstName).toBe(theirs.firstName);

    const archived = await createEmployee(t.database.db, tenant, { archivedAt: new Date() });
    expect(
      (await call('EIGENAAR', 'PUT', `/api/employees/${archived.id}`, fullBody())).statusCode,
    ).toBe(404);
    expect((await call('EIGENAAR', 'PUT', '/api/employees/abc', fullBody())).statusCode).toBe(400);
  });
});

describe('the BSN (docs/roles-and-policies.md#money-and-personal-data)', () => {
  it('is stored encrypted, kept by a PUT without it, shown only through the audited call', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    const set = await call(
      'EIGENAAR',
      'PUT',
      `/api/employees/${employee.id}`,
      fullBody({ socialSecurityNumber: '1234.56.782' }),
    );
    expect(set.statusCode).toBe(200);
    expect(set.body).not.toContain('123456782');
    const encrypted = (await stored(employee.id))?.bsnEncrypted;
    expect(encrypted).toBeTruthy();
    expect(encrypted).not.toContain('123456782');

    // A PUT without it leaves it as it is.
    await call('EIGENAAR', 'PUT', `/api/employees/${employee.id}`, fullBody());
    expect((await stored(employee.id))?.bsnEncrypted).toBe(encrypted);

    const list = await call('EIGENAAR', 'GET', `/api/employees/company/${tenant.companyId}`);
    expect(list.body).not.toContain('123456782');
    expect(list.body).not.toContain(encrypted);

    const view = await call('HUMANRESOURCE', 'GET', `/api/employees/${employee.id}/bsn`);
    expect(view.json()).toEqual({ socialSecurityNumber: '123456782' });
    expect((await audit(employee.id)).map((a) => a.action)).toEqual(
      expect.arrayContaining(['bsn.change', 'bsn.view']),
    );

    // '' removes it.
    await call(
      'EIGENAAR',
      'PUT',
      `/api/employees/${employee.id}`,
      fullBody({ socialSecurityNumber: '' }),
    );
    expect((await stored(employee.id))?.bsnEncrypted).toBeNull();
    expect((await call('EIGENAAR', 'GET', `/api/employees/${employee.id}/bsn`)).json()).toEqual({
      socialSecurityNumber: null,
    });
  });

  it.each(REFUSED)('is not shown to %s', async (role) => {
    const employee = await createEmployee(t.database.db, tenant);
    expect((await call(role, 'GET', `/api/employees/${employee.id}/bsn`)).statusCode).toBe(403);
  });
});

describe('DELETE /api/employees/{id}', () => {
  async function account(employeeId: number, role: Role = 'MEDEWERKER') {
    const [row] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .insert(users)
        .values({
          tenantId: tenant.tenantId,
          userName: `gebruiker${employeeId}`,
          email: `gebruiker${employeeId}@example.test`,
          passwordHash: 'x',
          roles: [role],
          companyId: tenant.companyId,
          employeeId,
        })
        .returning({ id: users.id }),
    );
    return row;
  }
  async function accountOf(employeeId: number) {
    return withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.select().from(users).where(eq(users.employeeId, employeeId)),
    );
  }

  it('deletes an employee without hours, with the account', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    await account(employee.id);
    const response = await call('EIGENAAR', 'DELETE', `/api/employees/${employee.id}`);
    expect(response.json()).toEqual({
      employeeId: employee.id,
      archived: false,
      message: 'De medewerker is verwijderd.',
    });
    expect(await stored(employee.id)).toBeUndefined();
    expect(await accountOf(employee.id)).toEqual([]);
  });

  it('archives an employee with hours: gone from the list, the hours stay, the account goes', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    await account(employee.id);
    const record = await createTimeRecord(t.database.db, tenant, { employeeId: employee.id });
    const response = await call('BAAS', 'DELETE', `/api/employees/${employee.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ archived: true });
    expect(response.json().message).toContain('gearchiveerd');
    expect((await stored(employee.id))?.archivedAt).toBeInstanceOf(Date);
    expect(await accountOf(employee.id)).toEqual([]);
    const [kept] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.select().from(timeRecords).where(eq(timeRecords.id, record.id)),
    );
    expect(kept).toBeTruthy();
    const list = await call('EIGENAAR', 'GET', `/api/employees/company/${tenant.companyId}`);
    expect(list.json().map((e: { employeeId: number }) => e.employeeId)).not.toContain(employee.id);
    // A second delete finds nothing: archived is gone for the API.
    expect((await call('EIGENAAR', 'DELETE', `/api/employees/${employee.id}`)).statusCode).toBe(
      404,
    );
  });

  it('never removes the account of someone ranked higher, or the last owner', async () => {
    const boss = await createEmployee(t.database.db, tenant);
    await account(boss.id, 'EIGENAAR');
    const higher = await call('HUMANRESOURCE', 'DELETE', `/api/employees/${boss.id}`);
    expect(higher.statusCode).toBe(403);
    expect(await stored(boss.id)).toBeTruthy();

    // A tenant whose only owner is linked to an employee; a BAAS (same rank) may not remove it,
    // and the owner may not remove their own.
    const lone = await createTestTenant(t.database.db, { roles: ['BAAS'] });
    const owner = await createEmployee(t.database.db, lone);
    await withTenant(t.database.db, lone.tenantId, (tx) =>
      tx.update(users).set({ employeeId: owner.id }).where(eq(users.userName, 'eigenaar')),
    );
    const remove = async (role: Role) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/employees/${owner.id}`,
        headers: authHeaders(await loginAs(t.app, lone, role), lone.tenantId),
      });
    const last = await remove('BAAS');
    expect(last.statusCode).toBe(403);
    expect(last.json().error.message).toContain('laatste account met de rol Eigenaar of Eindbaas');
    const own = await remove('EIGENAAR');
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('Je kunt je eigen account niet verwijderen.');
    const [still] = await withTenant(t.database.db, lone.tenantId, (tx) =>
      tx.select().from(employees).where(eq(employees.id, owner.id)),
    );
    expect(still).toBeTruthy();
  });

  it.each(REFUSED)('refuses %s', async (role) => {
    const employee = await createEmployee(t.database.db, tenant);
    expect((await call(role, 'DELETE', `/api/employees/${employee.id}`)).statusCode).toBe(403);
    expect(await stored(employee.id)).toBeTruthy();
  });

  it("answers 404 for another tenant's employee and leaves it", async () => {
    const theirs = await createEmployee(t.database.db, other);
    expect((await call('EIGENAAR', 'DELETE', `/api/employees/${theirs.id}`)).statusCode).toBe(404);
    const [row] = await withTenant(t.database.db, other.tenantId, (tx) =>
      tx.select().from(employees).where(eq(employees.id, theirs.id)),
    );
    expect(row).toBeTruthy();
  });
});
