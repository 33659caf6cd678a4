import type { Role } from '@klokwerk/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings } from '../../db/schema/index';
import type { AppError } from '../../http/errors';
import { type TenantId, withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  contextAs,
  createCompany,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { saveSettings } from './service';

/**
 * Written out by hand: the settings roles ("Settings cards" in docs/roles-and-policies.md#roles) change them; the
 * roles that read hours reports and review corrections read them, as the penalty changes the
 * hours they see (docs/calculations.md, docs/roles-and-policies.md#company-reach). Company-bound readers see their own company only.
 */
const MANAGERS: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE'];
const TENANT_WIDE_READERS: Role[] = [...MANAGERS, 'ACCOUNTANT'];
const COMPANY_BOUND_READERS: Role[] = ['FLOORMANAGER', 'ROOSTERMAKER'];
const MAY_NOT_READ: Role[] = ['MEDEWERKER', 'KLOKSYSTEEM'];
const MAY_NOT_SAVE: Role[] = [...COMPANY_BOUND_READERS, 'ACCOUNTANT', ...MAY_NOT_READ];
const ALL: Role[] = [...TENANT_WIDE_READERS, ...COMPANY_BOUND_READERS, ...MAY_NOT_READ];

const RANGE = 'Penalty moet tussen 0 en 60 minuten zijn.';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let second: number;
let archived: number;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, {
    roles: ALL,
    name: `Penalty ${Math.random().toString(36).slice(2, 8)}`,
  });
  other = await createTestTenant(t.database.db);
  second = await createCompany(t.database.db, tenant, { companyName: 'Aan Zee' });
  archived = await createCompany(t.database.db, tenant, { archivedAt: new Date() });
  for (const role of ALL) tokens[role] = await loginAs(t.app, tenant, role);
});
afterAll(() => t.close());

function get(role: Role, url: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
  });
}

function save(role: Role, companyId: number | string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/settings/company/${companyId}`,
    headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
    payload,
  });
}

async function storedRow(tenantId: TenantId, companyId: number) {
  const [row] = await withTenant(t.database.db, tenantId, (tx) =>
    tx
      .select({ apply: companySettings.applyPenalty, minutes: companySettings.penaltyMinutes })
      .from(companySettings)
      .where(eq(companySettings.companyId, companyId)),
  );
  return row ?? null;
}

describe('GET /api/settings/company', () => {
  it.each(TENANT_WIDE_READERS)(
    'answers %s every company that is not archived, by name, with defaults where unsaved',
    async (role) => {
      const response = await get(role, '/api/settings/company');
      expect(response.statusCode).toBe(200);
      const body = response.json<Array<{ companyId: number }>>();
      expect(body.map((s) => s.companyId)).toEqual([second, tenant.companyId]);
      expect(body.find((s) => s.companyId === second)).toEqual({
        companyId: second,
        applyPenalty: true,
        penaltyMinutes: 15,
      });
    },
  );

  it.each(COMPANY_BOUND_READERS)('answers %s its own company only', async (role) => {
    const response = await get(role, '/api/settings/company');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { companyId: tenant.companyId, applyPenalty: true, penaltyMinutes: 15 },
    ]);
  });

  it.each(MAY_NOT_READ)('refuses %s with 403', async (role) => {
    expect((await get(role, '/api/settings/company')).statusCode).toBe(403);
  });
});

describe('GET /api/settings/company/{companyId}', () => {
  it('answers the defaults (on, 15 minutes) for a company without saved settings', async () => {
    const fresh = await createCompany(t.database.db, tenant);
    const response = await get('EIGENAAR', `/api/settings/company/${fresh}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ companyId: fresh, applyPenalty: true, penaltyMinutes: 15 });
    expect(await storedRow(tenant.tenantId, fresh)).toBeNull();
  });

  it.each(TENANT_WIDE_READERS)('lets %s read any company of the tenant', async (role) => {
    expect((await get(role, `/api/settings/company/${second}`)).statusCode).toBe(200);
    expect((await get(role, `/api/settings/company/${tenant.companyId}`)).statusCode).toBe(200);
  });

  it.each(COMPANY_BOUND_READERS)(
    "lets %s read its own company; another company's id is 404",
    async (role) => {
      expect((await get(role, `/api/settings/company/${tenant.companyId}`)).statusCode).toBe(200);
      const elsewhere = await get(role, `/api/settings/company/${second}`);
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().error.code).toBe('NOT_FOUND');
    },
  );

  it.each(MAY_NOT_READ)('refuses %s with 403', async (role) => {
    expect((await get(role, `/api/settings/company/${tenant.companyId}`)).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's, an unknown and an archived company", async () => {
    for (const id of [other.companyId, 987_654_321, archived]) {
      const response = await get('EINDBAAS', `/api/settings/company/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Niet gevonden.' } });
    }
  });

  it('refuses an id that is not a positive whole number with 400 naming companyId', async () => {
    const response = await get('EIGENAAR', '/api/settings/company/abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'companyId' });
  });
});

describe('POST /api/settings/company/{companyId}', () => {
  it.each(MANAGERS)('lets %s save, creating the row and then replacing it', async (role) => {
    const company = await createCompany(t.database.db, tenant);
    const first = await save(role, company, {
      companyId: company,
      applyPenalty: false,
      penaltyMinutes: 0,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ companyId: company, applyPenalty: false, penaltyMinutes: 0 });
    const again = await save(role, String(company), {
      companyId: String(company),
      applyPenalty: true,
      penaltyMinutes: 60,
    });
    expect(again.json()).toEqual({ companyId: company, applyPenalty: true, penaltyMinutes: 60 });
    expect(await storedRow(tenant.tenantId, company)).toEqual({ apply: true, minutes: 60 });
    const read = await get(role, `/api/settings/company/${company}`);
    expect(read.json()).toEqual({ companyId: company, applyPenalty: true, penaltyMinutes: 60 });
  });

  it.each(MAY_NOT_SAVE)('refuses %s with 403 and saves nothing', async (role) => {
    const company = await createCompany(t.database.db, tenant);
    const response = await save(role, tenant.companyId, {
      companyId: tenant.companyId,
      applyPenalty: false,
      penaltyMinutes: 30,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
    const own = await save(role, company, {
      companyId: company,
      applyPenalty: false,
      penaltyMinutes: 30,
    });
    expect(own.statusCode).toBe(403);
    expect(await storedRow(tenant.tenantId, company)).toBeNull();
  });

  it.each([[-1], [61], [7.5], ['15'], [null], [undefined]])(
    'says "Penalty moet tussen 0 en 60 minuten zijn." for %j minutes',
    async (penaltyMinutes) => {
      const response = await save('EIGENAAR', second, {
        companyId: second,
        applyPenalty: true,
        penaltyMinutes,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'penaltyMinutes' });
      expect(response.json().error.message).toContain(RANGE);
    },
  );

  it('needs a company in the body: "Selecteer eerst een bedrijf"', async () => {
    for (const companyId of [undefined, null, '', '  ']) {
      const response = await save('EIGENAAR', second, {
        companyId,
        applyPenalty: true,
        penaltyMinutes: 10,
      });
      expect(response.statusCode, String(companyId)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'companyId' });
      expect(response.json().error.message).toContain('Selecteer eerst een bedrijf');
    }
  });

  it('refuses a body company that differs from the address with 400 naming companyId', async () => {
    const before = await storedRow(tenant.tenantId, tenant.companyId);
    const response = await save('EIGENAAR', second, {
      companyId: tenant.companyId,
      applyPenalty: false,
      penaltyMinutes: 5,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'companyId' });
    expect(await storedRow(tenant.tenantId, tenant.companyId)).toEqual(before);
  });

  it('needs applyPenalty as true or false', async () => {
    for (const applyPenalty of [undefined, 'ja', 1]) {
      const response = await save('EIGENAAR', second, {
        companyId: second,
        applyPenalty,
        penaltyMinutes: 10,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'applyPenalty' });
    }
  });

  it("answers 404 for another tenant's, an unknown and an archived company, saving nothing", async () => {
    const theirs = await storedRow(other.tenantId, other.companyId);
    for (const id of [other.companyId, 987_654_321, archived]) {
      const response = await save('EINDBAAS', id, {
        companyId: id,
        applyPenalty: false,
        penaltyMinutes: 45,
      });
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect(await storedRow(other.tenantId, other.companyId)).toEqual(theirs);
    expect(await storedRow(tenant.tenantId, archived)).toBeNull();
  });

  it("keeps a company-bound role to its own company: another company's id is 404", async () => {
    const refused = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      saveSettings(contextAs(tenant, tx, 'FLOORMANAGER'), second, {
        companyId: second,
        applyPenalty: false,
        penaltyMinutes: 1,
      }).then(
        () => null,
        (error: AppError) => error,
      ),
    );
    expect(refused).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(await storedRow(tenant.tenantId, second)).toBeNull();
  });
});
