import type { Role } from '@klokwerk/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createCategory,
  createCompany,
  createJobTitle,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Written out by hand from docs/roles-and-policies.md: everyone who uses the roster (its department filter)
 * or the reports reads the structure; the kiosk does not. Company-bound roles read their own.
 */
const TENANT_WIDE: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE', 'ACCOUNTANT'];
const COMPANY_BOUND: Role[] = ['ROOSTERMAKER', 'FLOORMANAGER', 'MEDEWERKER'];
const REFUSED: Role[] = ['KLOKSYSTEEM'];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let second: number;
let archived: number;
const tokens: Partial<Record<Role, string>> = {};
let keuken: { id: number };
let bediening: { id: number };

beforeAll(async () => {
  const roles = [...TENANT_WIDE, ...COMPANY_BOUND, ...REFUSED];
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles });
  other = await createTestTenant(db);
  second = await createCompany(db, tenant);
  archived = await createCompany(db, tenant, { archivedAt: new Date() });
  keuken = await createCategory(db, tenant, { name: 'keuken' });
  bediening = await createCategory(db, tenant, { name: 'Bediening' });
  await createCategory(db, tenant, { name: 'Management' });
  await createJobTitle(db, tenant, { categoryId: keuken.id, name: 'Kok' });
  await createJobTitle(db, tenant, { categoryId: keuken.id, name: 'afwasser' });
  await createJobTitle(db, tenant, { categoryId: bediening.id, name: 'Barista' });
  const elders = await createCategory(db, tenant, { companyId: second, name: 'Elders' });
  await createJobTitle(db, tenant, {
    companyId: second,
    categoryId: elders.id,
    name: 'Strandwacht',
  });
  await createCategory(db, other, { name: 'Van de buren' });
  for (const role of roles) tokens[role] = await loginAs(t.app, tenant, role);
});
afterAll(() => t.close());

function get(role: Role, url: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
  });
}

const categoriesUrl = (companyId: number | string) => `/api/categories/company/${companyId}`;
const jobTitlesUrl = (companyId: number | string) => `/api/jobtitles/company/${companyId}`;

describe('GET /api/categories/company/{companyId}', () => {
  it('answers the categories of the company by name, with exactly their fields', async () => {
    const response = await get('EIGENAAR', categoriesUrl(tenant.companyId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: bediening.id, name: 'Bediening', companyId: tenant.companyId },
      { id: keuken.id, name: 'keuken', companyId: tenant.companyId },
      { id: expect.any(Number), name: 'Management', companyId: tenant.companyId },
    ]);
  });

  it('answers an empty list for a company without categories', async () => {
    const empty = await createCompany(t.database.db, tenant);
    const response = await get('EIGENAAR', categoriesUrl(empty));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each(TENANT_WIDE)('lets %s read every company of the tenant', async (role) => {
    expect((await get(role, categoriesUrl(tenant.companyId))).statusCode).toBe(200);
    const elsewhere = await get(role, categoriesUrl(second));
    expect(elsewhere.json()).toEqual([
      { id: expect.any(Number), name: 'Elders', companyId: second },
    ]);
  });

  it.each(COMPANY_BOUND)("lets %s read its own company; another company's is 404", async (role) => {
    expect((await get(role, categoriesUrl(tenant.companyId))).statusCode).toBe(200);
    const elsewhere = await get(role, categoriesUrl(second));
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.code).toBe('NOT_FOUND');
  });

  it.each(REFUSED)('refuses %s with 403', async (role) => {
    expect((await get(role, categoriesUrl(tenant.companyId))).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's, an unknown and an archived company", async () => {
    for (const id of [other.companyId, 987_654_321, archived]) {
      const response = await get('EINDBAAS', categoriesUrl(id));
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Niet gevonden.' } });
    }
  });

  it('refuses an id that is not a positive whole number with 400 naming companyId', async () => {
    const response = await get('EIGENAAR', categoriesUrl('keuken'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'companyId' });
  });
});

describe('GET /api/jobtitles/company/{companyId}', () => {
  it('answers the job titles of the company by name, with exactly their fields', async () => {
    const response = await get('HUMANRESOURCE', jobTitlesUrl(String(tenant.companyId)));
    expect(response.statusCode).toBe(200);
    const companyId = tenant.companyId;
    expect(response.json()).toEqual([
      { id: expect.any(Number), name: 'afwasser', categoryId: keuken.id, companyId },
      { id: expect.any(Number), name: 'Barista', categoryId: bediening.id, companyId },
      { id: expect.any(Number), name: 'Kok', categoryId: keuken.id, companyId },
    ]);
  });

  it.each(TENANT_WIDE)('lets %s read every company of the tenant', async (role) => {
    expect((await get(role, jobTitlesUrl(tenant.companyId))).statusCode).toBe(200);
    const elsewhere = await get(role, jobTitlesUrl(second));
    expect(elsewhere.json<Array<{ name: string }>>().map((j) => j.name)).toEqual(['Strandwacht']);
  });

  it.each(COMPANY_BOUND)("lets %s read its own company; another company's is 404", async (role) => {
    expect((await get(role, jobTitlesUrl(tenant.companyId))).statusCode).toBe(200);
    expect((await get(role, jobTitlesUrl(second))).statusCode).toBe(404);
  });

  it.each(REFUSED)('refuses %s with 403', async (role) => {
    expect((await get(role, jobTitlesUrl(tenant.companyId))).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's, an unknown and an archived company", async () => {
    for (const id of [other.companyId, 987_654_321, archived]) {
      expect((await get('EINDBAAS', jobTitlesUrl(id))).statusCode, String(id)).toBe(404);
    }
  });
});
