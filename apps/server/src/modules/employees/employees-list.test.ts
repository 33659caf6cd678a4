import type { Role } from '@klokwerk/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCompany,
  createEmployee,
  createJobTitle,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Written out by hand from docs/roles-and-policies.md#actions, not read from the policy table the route uses. */
const TENANT_WIDE: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE', 'ACCOUNTANT'];
const COMPANY_BOUND: Role[] = ['ROOSTERMAKER', 'FLOORMANAGER'];
const REFUSED: Role[] = ['MEDEWERKER', 'KLOKSYSTEEM'];
const SEES_MONEY: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE', 'ACCOUNTANT'];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let secondCompany: number;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, {
    roles: [...TENANT_WIDE, ...COMPANY_BOUND, ...REFUSED],
  });
  other = await createTestTenant(t.database.db);
  secondCompany = await createCompany(t.database.db, tenant);
  for (const role of [...TENANT_WIDE, ...COMPANY_BOUND, ...REFUSED]) {
    tokens[role] = await loginAs(t.app, tenant, role);
  }
});
afterAll(() => t.close());

function list(role: Role, companyId: number | string, as: TestTenant = tenant) {
  const token = tokens[role];
  if (!token) throw new Error(`no token for ${role}`);
  return t.app.inject({
    method: 'GET',
    url: `/api/employees/company/${companyId}`,
    headers: authHeaders(token, as.tenantId),
  });
}

describe('GET /api/employees/company/{companyId}', () => {
  it('answers the employees of the company, by last name and then first name', async () => {
    const db = t.database.db;
    const company = await createCompany(db, tenant);
    const own = { ...tenant, companyId: company };
    const kok = await createJobTitle(db, own, { name: 'Kok' });
    await createEmployee(db, own, { firstName: 'Sanne', lastName: 'de Vries' });
    await createEmployee(db, own, { firstName: 'Bram', lastName: 'Bakker', jobTitleId: kok.id });
    await createEmployee(db, own, { firstName: 'anna', lastName: 'bakker' });
    await createEmployee(db, own, { firstName: 'Piet', lastName: 'Aalders' });

    const response = await list('EIGENAAR', company);
    expect(response.statusCode).toBe(200);
    const body = response.json<Array<Record<string, unknown>>>();
    expect(body.map((e) => `${e.lastName}, ${e.firstName}`)).toEqual([
      'Aalders, Piet',
      'bakker, anna',
      'Bakker, Bram',
      'de Vries, Sanne',
    ]);
    const bram = body.find((e) => e.firstName === 'Bram');
    expect(bram).toMatchObject({
      companyId: company,
      jobTitleId: kok.id,
      jobTitle: { id: kok.id, name: 'Kok' },
      dateOfBirth: '1995-06-15',
      startDate: '2024-01-01',
      endDate: null,
      contractType: 'Vast',
      hoursPerWeek: 32,
      salary: 14.25,
      hoursRating: 1,
    });
    expect(body.find((e) => e.firstName === 'Piet')?.jobTitle).toBeNull();
  });

  it('answers an empty list for a company without employees', async () => {
    const empty = await createCompany(t.database.db, tenant);
    const response = await list('EIGENAAR', empty);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('leaves archived employees out', async () => {
    const company = await createCompany(t.database.db, tenant);
    const own = { ...tenant, companyId: company };
    await createEmployee(t.database.db, own, { lastName: 'Blijft' });
    await createEmployee(t.database.db, own, { lastName: 'Vertrokken', archivedAt: new Date() });
    const body = (await list('HUMANRESOURCE', company)).json<Array<{ lastName: string }>>();
    expect(body.map((e) => e.lastName)).toEqual(['Blijft']);
  });

  it.each(TENANT_WIDE)('lets %s read every company of the tenant', async (role) => {
    expect((await list(role, tenant.companyId)).statusCode).toBe(200);
    expect((await list(role, secondCompany)).statusCode).toBe(200);
  });

  it.each(COMPANY_BOUND)('lets %s read only its own company; another answers 404', async (role) => {
    expect((await list(role, tenant.companyId)).statusCode).toBe(200);
    const elsewhere = await list(role, secondCompany);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.code).toBe('NOT_FOUND');
  });

  it.each(REFUSED)('refuses %s with 403', async (role) => {
    const response = await list(role, tenant.companyId);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it("answers 404 for another tenant's company, for an unknown one and for an archived one", async () => {
    const archived = await createCompany(t.database.db, tenant, { archivedAt: new Date() });
    for (const companyId of [other.companyId, 987_654_321, archived]) {
      const response = await list('EINDBAAS', companyId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Niet gevonden.' } });
    }
  });

  it("never reads another tenant's employees, whatever X-Tenant-ID says", async () => {
    await createEmployee(t.database.db, other, { lastName: 'Anderszins' });
    const ownerOfOther = await loginAs(t.app, other, 'EIGENAAR');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/employees/company/${other.companyId}`,
      headers: authHeaders(ownerOfOther, tenant.tenantId),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('TENANT_MISMATCH');
  });

  it('shows salary, hours rating and personeelsnummer only to roles that may see wages', async () => {
    await createEmployee(t.database.db, tenant, { salary: 17.5, hoursRating: 1.25 });
    for (const role of [...TENANT_WIDE, ...COMPANY_BOUND]) {
      const [first] = (await list(role, tenant.companyId)).json<Array<Record<string, unknown>>>();
      if (SEES_MONEY.includes(role)) {
        expect(first, role).toHaveProperty('salary');
        expect(first, role).toHaveProperty('hoursRating');
        expect(first, role).toHaveProperty('payrollNumber');
      } else {
        expect(first, role).not.toHaveProperty('salary');
        expect(first, role).not.toHaveProperty('hoursRating');
        expect(first, role).not.toHaveProperty('payrollNumber');
      }
    }
  });

  it('never answers the BSN, nor any column the answer does not name', async () => {
    const employee = await createEmployee(t.database.db, tenant, { lastName: 'Geheim' });
    await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .update(employees)
        .set({ bsnEncrypted: 'versleuteld-bsn', calendarFeedSecret: 'feed-geheim' })
        .where(eq(employees.id, employee.id)),
    );
    const response = await list('EINDBAAS', tenant.companyId);
    expect(response.body).not.toContain('versleuteld-bsn');
    expect(response.body).not.toContain('feed-geheim');
    expect(response.body).not.toContain(tenant.tenantId);
    const geheim = response
      .json<Array<Record<string, unknown>>>()
      .find((e) => e.lastName === 'Geheim');
    expect(Object.keys(geheim ?? {}).sort()).toEqual(
      [
        'employeeId',
        'companyId',
        'firstName',
        'lastName',
        'email',
        'phoneNumber',
        'dateOfBirth',
        'address',
        'jobTitleId',
        'jobTitle',
        'startDate',
        'endDate',
        'contractType',
        'hoursPerWeek',
        'salary',
        'hoursRating',
        'payrollNumber',
      ].sort(),
    );
  });

  it('refuses an id that is not a positive whole number with 400 naming companyId', async () => {
    for (const bad of ['abc', '-1', '1.5', '0', '%00']) {
      const response = await list('EIGENAAR', bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'companyId' });
    }
  });

  it('compresses a long answer for a client that accepts it', async () => {
    const company = await createCompany(t.database.db, tenant);
    for (let i = 0; i < 12; i++) {
      await createEmployee(t.database.db, { ...tenant, companyId: company });
    }
    const token = tokens.EIGENAAR ?? '';
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/employees/company/${company}`,
      headers: { ...authHeaders(token, tenant.tenantId), 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });
});
