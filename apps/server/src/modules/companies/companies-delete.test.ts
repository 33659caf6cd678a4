import type { Role } from '@klokwerk/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categories,
  companies,
  companySettings,
  corrections,
  employees,
  expenses,
  jobTitles,
  users,
} from '../../db/schema/index';
import type { AppError } from '../../http/errors';
import { type TenantId, withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  contextAs,
  createCompany,
  createEmployee,
  createJobTitle,
  createSchedule,
  createTestTenant,
  createTimeRecord,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deleteCompany } from './service';

/** Written out by hand from docs/roles-and-policies.md ("Settings cards"). */
const MANAGERS: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE'];
const REFUSED: Role[] = ['ACCOUNTANT', 'ROOSTERMAKER', 'FLOORMANAGER', 'MEDEWERKER', 'KLOKSYSTEEM'];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, { roles: [...MANAGERS, ...REFUSED] });
  other = await createTestTenant(t.database.db);
  for (const role of [...MANAGERS, ...REFUSED]) {
    tokens[role] = await loginAs(t.app, tenant, role);
  }
});
afterAll(() => t.close());

function remove(role: Role, id: number | string, as: TestTenant = tenant) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/companies/${id}`,
    headers: authHeaders(tokens[role] ?? '', as.tenantId),
  });
}

async function exists(tenantId: TenantId, id: number): Promise<boolean> {
  const rows = await withTenant(t.database.db, tenantId, (tx) =>
    tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id)),
  );
  return rows.length > 0;
}

/** A company of `tenant` as seen through a factory's eyes. */
const at = (companyId: number): TestTenant => ({ ...tenant, companyId });

describe('DELETE /api/companies/{id}', () => {
  it.each(MANAGERS)('lets %s delete a company with nothing left in it', async (role) => {
    const id = await createCompany(t.database.db, tenant);
    const response = await remove(role, String(id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ companyId: id });
    expect(await exists(tenant.tenantId, id)).toBe(false);
  });

  it.each(REFUSED)('refuses %s with 403 and deletes nothing', async (role) => {
    const id = await createCompany(t.database.db, tenant);
    const response = await remove(role, id);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
    expect(await exists(tenant.tenantId, id)).toBe(true);
  });

  it('takes the configuration of the company with it: categories, job titles, settings', async () => {
    const db = t.database.db;
    const id = await createCompany(db, tenant);
    const title = await createJobTitle(db, at(id), { companyId: id });
    await withTenant(db, tenant.tenantId, (tx) =>
      tx.insert(companySettings).values({ tenantId: tenant.tenantId, companyId: id }),
    );
    expect((await remove('EIGENAAR', id)).statusCode).toBe(200);
    const left = await withTenant(db, tenant.tenantId, async (tx) => [
      ...(await tx.select().from(categories).where(eq(categories.companyId, id))),
      ...(await tx.select().from(jobTitles).where(eq(jobTitles.id, title.id))),
      ...(await tx.select().from(companySettings).where(eq(companySettings.companyId, id))),
    ]);
    expect(left).toEqual([]);
  });

  it('refuses while employees belong to it, counting archived ones (409), and keeps everything', async () => {
    const db = t.database.db;
    const id = await createCompany(db, tenant);
    await createEmployee(db, at(id));
    await createEmployee(db, at(id));
    await createEmployee(db, at(id), { archivedAt: new Date() });
    const response = await remove('EIGENAAR', id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'CONFLICT',
      message:
        'Dit bedrijf kan niet worden verwijderd. Nog gekoppeld: 3 medewerkers (waarvan 1 gearchiveerd). Gewerkte uren en loongegevens moeten 7 jaar bewaard blijven, dus een bedrijf met deze geschiedenis blijft bestaan.',
    });
    expect(await exists(tenant.tenantId, id)).toBe(true);
    const kept = await withTenant(db, tenant.tenantId, (tx) =>
      tx.select({ id: employees.id }).from(employees).where(eq(employees.companyId, id)),
    );
    expect(kept).toHaveLength(3);
  });

  it('refuses while time records, shifts, users, corrections or saved wage costs point at it', async () => {
    const db = t.database.db;
    const id = await createCompany(db, tenant);
    // An employee of another company who worked, was rostered and asked a correction here.
    const elsewhere = await createEmployee(db, tenant);
    await createTimeRecord(db, tenant, { employeeId: elsewhere.id, companyId: id });
    await createTimeRecord(db, tenant, {
      employeeId: elsewhere.id,
      companyId: id,
      clockInTime: new Date('2026-11-03T08:00:00Z'),
    });
    await createSchedule(db, tenant, { employeeId: elsewhere.id, companyId: id });
    await withTenant(db, tenant.tenantId, async (tx) => {
      await tx.insert(users).values({
        tenantId: tenant.tenantId,
        userName: `vestiging${id}`,
        passwordHash: 'x',
        roles: ['FLOORMANAGER'],
        companyId: id,
      });
      await tx.insert(corrections).values({
        tenantId: tenant.tenantId,
        employeeId: elsewhere.id,
        companyId: id,
        requestedTime: new Date('2026-11-02T17:00:00Z'),
        reason: 'Vergeten uit te klokken',
      });
      await tx.insert(expenses).values({
        tenantId: tenant.tenantId,
        companyId: id,
        totalExpenseCents: 123_456,
        startDate: new Date('2026-10-01T00:00:00Z'),
        endDate: new Date('2026-11-01T00:00:00Z'),
      });
    });
    const response = await remove('EINDBAAS', id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Dit bedrijf kan niet worden verwijderd. Nog gekoppeld: 2 urenregistraties, 1 correctieverzoek, 1 opgeslagen loonkostenoverzicht, 1 dienst en 1 gebruiker. Gewerkte uren en loongegevens moeten 7 jaar bewaard blijven, dus een bedrijf met deze geschiedenis blijft bestaan.',
    );
    expect(await exists(tenant.tenantId, id)).toBe(true);
  });

  it('says what to remove first when only planning and accounts are left', async () => {
    const db = t.database.db;
    const id = await createCompany(db, tenant);
    await createEmployee(db, at(id));
    await withTenant(db, tenant.tenantId, (tx) =>
      tx.insert(users).values({
        tenantId: tenant.tenantId,
        userName: `kassa${id}`,
        passwordHash: 'x',
        roles: ['KLOKSYSTEEM'],
        companyId: id,
      }),
    );
    const response = await remove('EIGENAAR', id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Dit bedrijf kan niet worden verwijderd. Nog gekoppeld: 1 medewerker en 1 gebruiker. Verwijder of verplaats deze eerst en probeer het daarna opnieuw.',
    );
  });

  it("refuses the tenant's last company (409), archived ones not counting", async () => {
    const single = await createTestTenant(t.database.db);
    await createCompany(t.database.db, single, { archivedAt: new Date() });
    const owner = await loginAs(t.app, single, 'EIGENAAR');
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/companies/${single.companyId}`,
      headers: authHeaders(owner, single.tenantId),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'CONFLICT',
      message: 'Dit is het enige bedrijf van je account en kan daarom niet worden verwijderd.',
    });
    expect(await exists(single.tenantId, single.companyId)).toBe(true);
  });

  it("answers 404 for another tenant's, an unknown and an archived company, deleting nothing", async () => {
    const archived = await createCompany(t.database.db, tenant, { archivedAt: new Date() });
    const theirs = await createCompany(t.database.db, other);
    for (const id of [theirs, other.companyId, 987_654_321, archived]) {
      const response = await remove('EINDBAAS', id);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Niet gevonden.' } });
    }
    expect(await exists(other.tenantId, theirs)).toBe(true);
    expect(await exists(tenant.tenantId, archived)).toBe(true);
  });

  it('refuses an id that is not a positive whole number with 400 naming id', async () => {
    const response = await remove('EIGENAAR', 'twee');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'id' });
  });

  it("keeps a company-bound role to its own company: another company's id is 404", async () => {
    const second = await createCompany(t.database.db, tenant);
    const refused = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      deleteCompany(contextAs(tenant, tx, 'FLOORMANAGER'), second).then(
        () => null,
        (error: AppError) => error,
      ),
    );
    expect(refused).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(await exists(tenant.tenantId, second)).toBe(true);
  });
});
