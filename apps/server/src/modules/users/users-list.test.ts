import type { Role } from '@klokwerk/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  contextAs,
  createCompany,
  createEmployee,
  createTestTenant,
  createUser,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { usersOfCompany } from './service';

/** Written out by hand from docs/roles-and-policies.md ("Settings cards"). */
const MANAGERS: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE'];
const REFUSED: Role[] = ['ACCOUNTANT', 'ROOSTERMAKER', 'FLOORMANAGER', 'MEDEWERKER', 'KLOKSYSTEEM'];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let secondCompany: number;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, { roles: [...MANAGERS, ...REFUSED] });
  other = await createTestTenant(t.database.db);
  secondCompany = await createCompany(t.database.db, tenant);
  for (const role of [...MANAGERS, ...REFUSED]) tokens[role] = await loginAs(t.app, tenant, role);
});
afterAll(() => t.close());

function list(companyId: number | string, role: Role = 'EIGENAAR') {
  return t.app.inject({
    method: 'GET',
    url: `/api/users/company/${companyId}`,
    headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
  });
}

describe('GET /api/users/company/{companyId}', () => {
  it('answers the accounts of the company with the name to show, sorted by that name', async () => {
    const db = t.database.db;
    const company = await createCompany(db, tenant);
    const own = { ...tenant, companyId: company };
    const zoe = await createEmployee(db, own, { firstName: 'Zoë', lastName: 'Zwart' });
    const anna = await createEmployee(db, own, {
      firstName: 'Anna',
      lastName: 'Appel',
      email: `anna.${company}@example.test`,
    });
    const elsewhere = await createEmployee(db, tenant, { email: `bert.${company}@example.test` });
    // Linked by employee_id, with another address than the employee's.
    await createUser(db, tenant, {
      userName: `zoe${company}`,
      companyId: company,
      employeeId: zoe.id,
    });
    // Not linked, but the company's employee has the same address (in another case).
    await createUser(db, tenant, {
      userName: `anna${company}`,
      email: `ANNA.${company}@example.test`,
      companyId: company,
    });
    // Same address as an employee of another company: no name from there.
    await createUser(db, tenant, {
      userName: `bert${company}`,
      email: elsewhere.email,
      companyId: company,
    });
    await createUser(db, tenant, {
      userName: `kiosk${company}`,
      email: null,
      companyId: company,
      roles: ['KLOKSYSTEEM'],
    });
    // Another company's account is not in the list.
    await createUser(db, tenant, { userName: `ander${company}`, companyId: secondCompany });

    const response = await list(company);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        userName: `anna${company}`,
        email: `ANNA.${company}@example.test`,
        roles: ['MEDEWERKER'],
        employeeId: anna.id,
        fullName: 'Anna Appel',
      },
      {
        userName: `bert${company}`,
        email: elsewhere.email,
        roles: ['MEDEWERKER'],
        employeeId: null,
        fullName: `bert${company}`,
      },
      {
        userName: `kiosk${company}`,
        email: null,
        roles: ['KLOKSYSTEEM'],
        employeeId: null,
        fullName: `kiosk${company}`,
      },
      {
        userName: `zoe${company}`,
        email: expect.any(String),
        roles: ['MEDEWERKER'],
        employeeId: zoe.id,
        fullName: 'Zoë Zwart',
      },
    ]);
  });

  it('never answers a password hash, a tenant id or any field the answer does not name', async () => {
    const response = await list(tenant.companyId);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('$argon2');
    expect(response.body).not.toContain(tenant.tenantId);
    const [first] = response.json<Array<Record<string, unknown>>>();
    expect(Object.keys(first ?? {}).sort()).toEqual(
      ['userName', 'email', 'roles', 'employeeId', 'fullName'].sort(),
    );
  });

  it('answers an empty list for a company without accounts', async () => {
    const empty = await createCompany(t.database.db, tenant);
    const response = await list(empty);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each(MANAGERS)('lets %s read every company of the tenant', async (role) => {
    expect((await list(tenant.companyId, role)).statusCode).toBe(200);
    expect((await list(secondCompany, role)).statusCode).toBe(200);
  });

  it.each(REFUSED)('refuses %s with 403', async (role) => {
    const response = await list(tenant.companyId, role);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it("answers 404 for another tenant's company, an unknown one and an archived one", async () => {
    const archived = await createCompany(t.database.db, tenant, { archivedAt: new Date() });
    for (const companyId of [other.companyId, 987_654_321, archived]) {
      const response = await list(companyId, 'EINDBAAS');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Niet gevonden.' } });
    }
  });

  it('refuses an id that is not a positive whole number with 400 naming companyId', async () => {
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const response = await list(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'companyId' });
    }
  });

  it("keeps a company-bound role to its own company (another company's id is 404)", async () => {
    // No company-bound role may manage users today; the rule holds should one be given it.
    await withTenant(t.database.db, tenant.tenantId, async (tx) => {
      const ctx = contextAs(tenant, tx, 'ROOSTERMAKER');
      await expect(usersOfCompany(ctx, tenant.companyId)).resolves.toBeInstanceOf(Array);
      const refused = usersOfCompany(ctx, secondCompany);
      await expect(refused).rejects.toBeInstanceOf(AppError);
      await expect(refused).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });
});
