import type { Role } from '@klokwerk/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createCompany,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Written out by hand from docs/roles-and-policies.md#actions, not read from the policy table the route uses. */
const TENANT_WIDE: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE', 'ACCOUNTANT'];
/** Every screen's company selector and the kiosk need their own company. */
const COMPANY_BOUND: Role[] = ['ROOSTERMAKER', 'FLOORMANAGER', 'MEDEWERKER', 'KLOKSYSTEEM'];
/** The platform operator sees no customer data (docs/roles-and-policies.md#roles). */
const REFUSED: Role[] = ['HORECAMASTERS'];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, {
    roles: [...TENANT_WIDE, ...COMPANY_BOUND, ...REFUSED],
    name: `Zuiderzee ${Math.random().toString(36).slice(2, 8)}`,
  });
  other = await createTestTenant(t.database.db);
  const db = t.database.db;
  await createCompany(db, tenant, { companyName: 'bistro Noord' });
  await createCompany(db, tenant, { companyName: 'Achterhuis' });
  await createCompany(db, tenant, { companyName: 'Café Oost', timeZone: 'Europe/London' });
  await createCompany(db, tenant, { companyName: 'Gesloten', archivedAt: new Date() });
  await createCompany(db, other, { companyName: 'Bij de buren' });
  for (const role of [...TENANT_WIDE, ...COMPANY_BOUND, ...REFUSED]) {
    tokens[role] = await loginAs(t.app, tenant, role);
  }
});
afterAll(() => t.close());

function list(role: Role) {
  return t.app.inject({
    method: 'GET',
    url: '/api/companies',
    headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
  });
}

type Listed = { companyId: number; companyName: string; timeZone: string };

describe('GET /api/companies', () => {
  it.each(TENANT_WIDE)(
    'answers %s every company of the tenant that is not archived, by name',
    async (role) => {
      const response = await list(role);
      expect(response.statusCode).toBe(200);
      const names = response.json<Listed[]>().map((c) => c.companyName);
      expect(names.slice(0, 3)).toEqual(['Achterhuis', 'bistro Noord', 'Café Oost']);
      expect(names).toHaveLength(4);
      expect(names[3]).toMatch(/^Zuiderzee/);
    },
  );

  it.each(COMPANY_BOUND)('answers %s its own company only', async (role) => {
    const response = await list(role);
    expect(response.statusCode).toBe(200);
    expect(response.json<Listed[]>().map((c) => c.companyId)).toEqual([tenant.companyId]);
  });

  it.each(REFUSED)('refuses %s with 403', async (role) => {
    const response = await list(role);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it('answers exactly the fields of a company, its time zone included', async () => {
    const body = (await list('EIGENAAR')).json<Array<Record<string, unknown>>>();
    const cafe = body.find((c) => c.companyName === 'Café Oost');
    expect(cafe).toEqual({
      companyId: expect.any(Number),
      companyName: 'Café Oost',
      emailAddress: expect.stringMatching(/@example\.test$/),
      phoneNumber: null,
      address: null,
      city: null,
      timeZone: 'Europe/London',
    });
    expect(JSON.stringify(body)).not.toContain(tenant.tenantId);
  });

  it('never lists the companies of another tenant', async () => {
    const names = (await list('EINDBAAS')).json<Listed[]>().map((c) => c.companyName);
    expect(names).not.toContain('Bij de buren');
    const owner = await loginAs(t.app, other, 'EIGENAAR');
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/companies',
      headers: authHeaders(owner, other.tenantId),
    });
    expect(theirs.json<Listed[]>().map((c) => c.companyName)).not.toContain('Achterhuis');
  });
});
