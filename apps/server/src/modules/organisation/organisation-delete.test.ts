import type { Role } from '@klokwerk/domain/roles';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, employees, jobTitles } from '../../db/schema/index';
import type { AppError } from '../../http/errors';
import { type TenantId, withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  contextAs,
  createCategory,
  createCompany,
  createEmployee,
  createJobTitle,
  createTestTenant,
  createTimeRecord,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deleteCategory, deleteJobTitle } from './service';

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

function remove(role: Role, url: string) {
  return t.app.inject({
    method: 'DELETE',
    url,
    headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
  });
}

async function categoryExists(tenantId: TenantId, id: number): Promise<boolean> {
  const rows = await withTenant(t.database.db, tenantId, (tx) =>
    tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)),
  );
  return rows.length > 0;
}

async function jobTitlesLeft(tenantId: TenantId, ids: number[]): Promise<number[]> {
  const rows = await withTenant(t.database.db, tenantId, (tx) =>
    tx.select({ id: jobTitles.id }).from(jobTitles).where(inArray(jobTitles.id, ids)),
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

async function jobTitleOf(employeeId: number): Promise<number | null | undefined> {
  const [row] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({ jobTitleId: employees.jobTitleId })
      .from(employees)
      .where(eq(employees.id, employeeId)),
  );
  return row?.jobTitleId;
}

describe('DELETE /api/categories/{id}', () => {
  it.each(MANAGERS)('lets %s delete a category together with its job titles', async (role) => {
    const db = t.database.db;
    const keuken = await createCategory(db, tenant);
    const kok = await createJobTitle(db, tenant, { categoryId: keuken.id });
    const afwas = await createJobTitle(db, tenant, { categoryId: keuken.id });
    const bar = await createJobTitle(db, tenant);
    const response = await remove(role, `/api/categories/${keuken.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: keuken.id, deletedJobTitles: 2 });
    expect(await categoryExists(tenant.tenantId, keuken.id)).toBe(false);
    expect(await jobTitlesLeft(tenant.tenantId, [kok.id, afwas.id, bar.id])).toEqual([bar.id]);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/jobtitles/company/${tenant.companyId}`,
      headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
    });
    const ids = listed.json<Array<{ id: number }>>().map((j) => j.id);
    expect(ids).toContain(bar.id);
    expect(ids).not.toContain(kok.id);
  });

  it.each(REFUSED)('refuses %s with 403 and deletes nothing', async (role) => {
    const keuken = await createCategory(t.database.db, tenant);
    const response = await remove(role, `/api/categories/${keuken.id}`);
    expect(response.statusCode).toBe(403);
    expect(await categoryExists(tenant.tenantId, keuken.id)).toBe(true);
  });

  it('refuses while employees hold its job titles (409, saying how many and which)', async () => {
    const db = t.database.db;
    const keuken = await createCategory(db, tenant);
    const kok = await createJobTitle(db, tenant, { categoryId: keuken.id, name: 'Kok' });
    const afwas = await createJobTitle(db, tenant, { categoryId: keuken.id, name: 'Afwasser' });
    const vrij = await createJobTitle(db, tenant, { categoryId: keuken.id, name: 'Leerling' });
    await createEmployee(db, tenant, { jobTitleId: kok.id });
    await createEmployee(db, tenant, { jobTitleId: kok.id });
    await createEmployee(db, tenant, { jobTitleId: afwas.id });
    const response = await remove('EIGENAAR', `/api/categories/${keuken.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'CONFLICT',
      message:
        'Functies in deze categorie (Afwasser, Kok) zijn nog toegekend aan 3 medewerkers. Geef hen eerst een andere functie.',
    });
    expect(await categoryExists(tenant.tenantId, keuken.id)).toBe(true);
    expect(await jobTitlesLeft(tenant.tenantId, [kok.id, afwas.id, vrij.id])).toEqual(
      [kok.id, afwas.id, vrij.id].sort((a, b) => a - b),
    );
  });

  it('is not held up by archived employees: their hours stay, their job title link goes', async () => {
    const db = t.database.db;
    const keuken = await createCategory(db, tenant);
    const kok = await createJobTitle(db, tenant, { categoryId: keuken.id });
    const gone = await createEmployee(db, tenant, { jobTitleId: kok.id, archivedAt: new Date() });
    await createTimeRecord(db, tenant, { employeeId: gone.id });
    const response = await remove('EIGENAAR', `/api/categories/${keuken.id}`);
    expect(response.statusCode).toBe(200);
    expect(await jobTitleOf(gone.id)).toBeNull();
  });

  it("answers 404 for another tenant's and an unknown category, deleting nothing", async () => {
    const theirs = await createCategory(t.database.db, other);
    const theirTitle = await createJobTitle(t.database.db, other, { categoryId: theirs.id });
    for (const id of [theirs.id, 987_654_321]) {
      const response = await remove('EINDBAAS', `/api/categories/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Niet gevonden.' } });
    }
    expect(await categoryExists(other.tenantId, theirs.id)).toBe(true);
    expect(await jobTitlesLeft(other.tenantId, [theirTitle.id])).toEqual([theirTitle.id]);
  });

  it('answers 404 for a category of an archived company', async () => {
    const closed = await createCompany(t.database.db, tenant, { archivedAt: new Date() });
    const old = await createCategory(t.database.db, tenant, { companyId: closed });
    expect((await remove('EIGENAAR', `/api/categories/${old.id}`)).statusCode).toBe(404);
    expect(await categoryExists(tenant.tenantId, old.id)).toBe(true);
  });

  it('refuses an id that is not a positive whole number with 400 naming id', async () => {
    const response = await remove('EIGENAAR', '/api/categories/keuken');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'id' });
  });

  it("keeps a company-bound role to its own company: another company's is 404", async () => {
    const second = await createCompany(t.database.db, tenant);
    const elsewhere = await createCategory(t.database.db, tenant, { companyId: second });
    const refused = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      deleteCategory(contextAs(tenant, tx, 'ROOSTERMAKER'), elsewhere.id).then(
        () => null,
        (error: AppError) => error,
      ),
    );
    expect(refused).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(await categoryExists(tenant.tenantId, elsewhere.id)).toBe(true);
  });
});

describe('DELETE /api/jobtitles/{id}', () => {
  it.each(MANAGERS)('lets %s delete a job title nobody holds', async (role) => {
    const kok = await createJobTitle(t.database.db, tenant);
    const response = await remove(role, `/api/jobtitles/${String(kok.id)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: kok.id });
    expect(await jobTitlesLeft(tenant.tenantId, [kok.id])).toEqual([]);
    expect(await categoryExists(tenant.tenantId, kok.categoryId)).toBe(true);
  });

  it.each(REFUSED)('refuses %s with 403 and deletes nothing', async (role) => {
    const kok = await createJobTitle(t.database.db, tenant);
    expect((await remove(role, `/api/jobtitles/${kok.id}`)).statusCode).toBe(403);
    expect(await jobTitlesLeft(tenant.tenantId, [kok.id])).toEqual([kok.id]);
  });

  it('refuses while employees hold it (409, saying how many), keeping it', async () => {
    const db = t.database.db;
    const kok = await createJobTitle(db, tenant);
    for (let i = 0; i < 3; i++) await createEmployee(db, tenant, { jobTitleId: kok.id });
    await createEmployee(db, tenant, { jobTitleId: kok.id, archivedAt: new Date() });
    const response = await remove('EIGENAAR', `/api/jobtitles/${kok.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'CONFLICT',
      message:
        'Deze functie is nog toegekend aan 3 medewerkers. Geef hen eerst een andere functie.',
    });
    expect(await jobTitlesLeft(tenant.tenantId, [kok.id])).toEqual([kok.id]);
  });

  it('says "1 medewerker" for one, in the singular', async () => {
    const kok = await createJobTitle(t.database.db, tenant);
    await createEmployee(t.database.db, tenant, { jobTitleId: kok.id });
    const response = await remove('EIGENAAR', `/api/jobtitles/${kok.id}`);
    expect(response.json().error.message).toBe(
      'Deze functie is nog toegekend aan 1 medewerker. Geef die medewerker eerst een andere functie.',
    );
  });

  it('is not held up by archived employees: the employee stays, without the job title', async () => {
    const kok = await createJobTitle(t.database.db, tenant);
    const gone = await createEmployee(t.database.db, tenant, {
      jobTitleId: kok.id,
      archivedAt: new Date(),
    });
    expect((await remove('EIGENAAR', `/api/jobtitles/${kok.id}`)).statusCode).toBe(200);
    expect(await jobTitleOf(gone.id)).toBeNull();
  });

  it("answers 404 for another tenant's and an unknown job title, deleting nothing", async () => {
    const theirs = await createJobTitle(t.database.db, other);
    for (const id of [theirs.id, 987_654_321]) {
      const response = await remove('EINDBAAS', `/api/jobtitles/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
    }
    expect(await jobTitlesLeft(other.tenantId, [theirs.id])).toEqual([theirs.id]);
  });

  it("keeps a company-bound role to its own company: another company's is 404", async () => {
    const second = await createCompany(t.database.db, tenant);
    const elsewhere = await createJobTitle(t.database.db, { ...tenant, companyId: second });
    const refused = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      deleteJobTitle(contextAs(tenant, tx, 'FLOORMANAGER'), elsewhere.id).then(
        () => null,
        (error: AppError) => error,
      ),
    );
    expect(refused).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(await jobTitlesLeft(tenant.tenantId, [elsewhere.id])).toEqual([elsewhere.id]);
  });
});
