import type { Role } from '@klokwerk/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, jobTitles } from '../../db/schema/index';
import type { AppError } from '../../http/errors';
import { type TenantId, withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  contextAs,
  createCategory,
  createCompany,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createCategory as createCategoryAs, createJobTitle as createJobTitleAs } from './service';

/** Written out by hand from docs/roles-and-policies.md ("Settings cards"). */
const MANAGERS: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE'];
const REFUSED: Role[] = ['ACCOUNTANT', 'ROOSTERMAKER', 'FLOORMANAGER', 'MEDEWERKER', 'KLOKSYSTEEM'];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let second: number;
let archived: number;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, { roles: [...MANAGERS, ...REFUSED] });
  other = await createTestTenant(t.database.db);
  second = await createCompany(t.database.db, tenant);
  archived = await createCompany(t.database.db, tenant, { archivedAt: new Date() });
  for (const role of [...MANAGERS, ...REFUSED]) {
    tokens[role] = await loginAs(t.app, tenant, role);
  }
});
afterAll(() => t.close());

function post(role: Role, url: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
    payload,
  });
}

async function categoryNames(tenantId: TenantId, companyId: number): Promise<string[]> {
  const rows = await withTenant(t.database.db, tenantId, (tx) =>
    tx
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.companyId, companyId)),
  );
  return rows.map((row) => row.name).sort();
}

async function jobTitleNames(tenantId: TenantId, companyId: number): Promise<string[]> {
  const rows = await withTenant(t.database.db, tenantId, (tx) =>
    tx.select({ name: jobTitles.name }).from(jobTitles).where(eq(jobTitles.companyId, companyId)),
  );
  return rows.map((row) => row.name).sort();
}

function expectValidation(
  response: { statusCode: number; json: () => { error: Record<string, unknown> } },
  field: string,
  text: string,
) {
  expect(response.statusCode).toBe(400);
  expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
  expect(response.json().error.message).toContain(text);
}

describe('POST /api/categories', () => {
  it.each(MANAGERS)('lets %s create a category (201, answering it)', async (role) => {
    const company = await createCompany(t.database.db, tenant);
    const response = await post(role, '/api/categories', {
      companyId: String(company),
      name: '  Keuken  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), name: 'Keuken', companyId: company });
    expect(await categoryNames(tenant.tenantId, company)).toEqual(['Keuken']);
  });

  it.each(REFUSED)('refuses %s with 403 and creates nothing', async (role) => {
    const company = await createCompany(t.database.db, tenant);
    const response = await post(role, '/api/categories', { companyId: company, name: 'Keuken' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
    expect(await categoryNames(tenant.tenantId, company)).toEqual([]);
  });

  it('says "Selecteer eerst een bedrijf" without a company', async () => {
    for (const companyId of [undefined, null, '', ' ']) {
      const response = await post('EIGENAAR', '/api/categories', { companyId, name: 'Keuken' });
      expectValidation(response, 'companyId', 'Selecteer eerst een bedrijf');
    }
  });

  it('says "Categorie naam is verplicht" for a missing or blank name', async () => {
    for (const name of [undefined, null, '', '   ']) {
      const response = await post('EIGENAAR', '/api/categories', {
        companyId: tenant.companyId,
        name,
      });
      expectValidation(response, 'name', 'Categorie naam is verplicht');
    }
  });

  it('refuses control characters and an overlong name, naming the field', async () => {
    for (const name of ['Keu\u0000ken', 'x'.repeat(101)]) {
      const response = await post('EIGENAAR', '/api/categories', {
        companyId: tenant.companyId,
        name,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'name' });
    }
  });

  it('refuses a name the company already has, in any case (409); another company may', async () => {
    const company = await createCompany(t.database.db, tenant);
    await createCategory(t.database.db, tenant, { companyId: company, name: 'Bediening' });
    const twin = await post('EIGENAAR', '/api/categories', {
      companyId: company,
      name: ' BEDIENING ',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error).toEqual({
      code: 'CONFLICT',
      message: 'Er bestaat al een categorie "BEDIENING" in dit bedrijf.',
      field: 'name',
    });
    expect(await categoryNames(tenant.tenantId, company)).toEqual(['Bediening']);
    const elsewhere = await post('EIGENAAR', '/api/categories', {
      companyId: second,
      name: 'Bediening',
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it("answers 404 for another tenant's, an unknown and an archived company, creating nothing", async () => {
    const theirs = await categoryNames(other.tenantId, other.companyId);
    for (const companyId of [other.companyId, 987_654_321, archived]) {
      const response = await post('EINDBAAS', '/api/categories', { companyId, name: 'Inbraak' });
      expect(response.statusCode, String(companyId)).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect(await categoryNames(other.tenantId, other.companyId)).toEqual(theirs);
    expect(await categoryNames(tenant.tenantId, archived)).toEqual([]);
  });

  it("keeps a company-bound role to its own company: another company's id is 404", async () => {
    const refused = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      createCategoryAs(contextAs(tenant, tx, 'ROOSTERMAKER'), {
        companyId: second,
        name: 'Buiten bereik',
      }).then(
        () => null,
        (error: AppError) => error,
      ),
    );
    expect(refused).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(await categoryNames(tenant.tenantId, second)).not.toContain('Buiten bereik');
  });
});

describe('POST /api/jobtitles', () => {
  it.each(MANAGERS)('lets %s create a job title (201, answering it)', async (role) => {
    const company = await createCompany(t.database.db, tenant);
    const keuken = await createCategory(t.database.db, tenant, { companyId: company });
    const response = await post(role, '/api/jobtitles', {
      companyId: company,
      categoryId: String(keuken.id),
      name: ' Kok ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'Kok',
      categoryId: keuken.id,
      companyId: company,
    });
  });

  it.each(REFUSED)('refuses %s with 403 and creates nothing', async (role) => {
    const company = await createCompany(t.database.db, tenant);
    const keuken = await createCategory(t.database.db, tenant, { companyId: company });
    const response = await post(role, '/api/jobtitles', {
      companyId: company,
      categoryId: keuken.id,
      name: 'Kok',
    });
    expect(response.statusCode).toBe(403);
    expect(await jobTitleNames(tenant.tenantId, company)).toEqual([]);
  });

  it('says each missing part in the order of the form', async () => {
    const keuken = await createCategory(t.database.db, tenant);
    const valid = { companyId: tenant.companyId, categoryId: keuken.id, name: 'Sous-chef' };
    expectValidation(
      await post('EIGENAAR', '/api/jobtitles', {}),
      'companyId',
      'Selecteer eerst een bedrijf',
    );
    for (const companyId of [undefined, '', null]) {
      expectValidation(
        await post('EIGENAAR', '/api/jobtitles', { ...valid, companyId }),
        'companyId',
        'Selecteer eerst een bedrijf',
      );
    }
    for (const name of [undefined, '', '  ']) {
      expectValidation(
        await post('EIGENAAR', '/api/jobtitles', { ...valid, name }),
        'name',
        'Functie naam is verplicht',
      );
    }
    for (const categoryId of [undefined, '', null]) {
      expectValidation(
        await post('EIGENAAR', '/api/jobtitles', { ...valid, categoryId }),
        'categoryId',
        'Selecteer een categorie',
      );
    }
  });

  it('refuses a category that is not one of the company’s with 400 naming categoryId', async () => {
    const db = t.database.db;
    const ofSecond = await createCategory(db, tenant, { companyId: second });
    const ofOther = await createCategory(db, other);
    for (const categoryId of [ofSecond.id, ofOther.id, 987_654_321]) {
      const response = await post('EIGENAAR', '/api/jobtitles', {
        companyId: tenant.companyId,
        categoryId,
        name: 'Verdwaald',
      });
      expect(response.statusCode, String(categoryId)).toBe(400);
      expect(response.json().error).toEqual({
        code: 'VALIDATION',
        message: 'Ongeldige categorie geselecteerd',
        field: 'categoryId',
      });
    }
    expect(await jobTitleNames(other.tenantId, other.companyId)).not.toContain('Verdwaald');
    expect(await jobTitleNames(tenant.tenantId, tenant.companyId)).not.toContain('Verdwaald');
  });

  it('refuses a name its category already has, in any case (409); another category may', async () => {
    const db = t.database.db;
    const keuken = await createCategory(db, tenant);
    const bar = await createCategory(db, tenant);
    const first = { companyId: tenant.companyId, categoryId: keuken.id, name: 'Leidinggevende' };
    expect((await post('EIGENAAR', '/api/jobtitles', first)).statusCode).toBe(201);
    const twin = await post('EIGENAAR', '/api/jobtitles', { ...first, name: 'leidinggevende' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error).toMatchObject({ code: 'CONFLICT', field: 'name' });
    expect(twin.json().error.message).toBe(
      'Er bestaat al een functie "leidinggevende" in deze categorie.',
    );
    const elsewhere = await post('EIGENAAR', '/api/jobtitles', { ...first, categoryId: bar.id });
    expect(elsewhere.statusCode).toBe(201);
  });

  it("answers 404 for another tenant's, an unknown and an archived company, creating nothing", async () => {
    const theirCategory = await createCategory(t.database.db, other);
    const before = await jobTitleNames(other.tenantId, other.companyId);
    for (const companyId of [other.companyId, 987_654_321, archived]) {
      const response = await post('EINDBAAS', '/api/jobtitles', {
        companyId,
        categoryId: theirCategory.id,
        name: 'Inbraak',
      });
      expect(response.statusCode, String(companyId)).toBe(404);
    }
    expect(await jobTitleNames(other.tenantId, other.companyId)).toEqual(before);
  });

  it("keeps a company-bound role to its own company: another company's id is 404", async () => {
    const category = await createCategory(t.database.db, tenant, { companyId: second });
    const refused = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      createJobTitleAs(contextAs(tenant, tx, 'FLOORMANAGER'), {
        companyId: second,
        categoryId: category.id,
        name: 'Buiten bereik',
      }).then(
        () => null,
        (error: AppError) => error,
      ),
    );
    expect(refused).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(await jobTitleNames(tenant.tenantId, second)).not.toContain('Buiten bereik');
  });
});
