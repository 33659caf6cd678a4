import type { Role } from '@klokwerk/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, tenants } from '../../db/schema/index';
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
import { updateCompany } from './service';

/** Written out by hand from docs/roles-and-policies.md ("Settings cards"). */
const MANAGERS: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE'];
const REFUSED: Role[] = ['ACCOUNTANT', 'ROOSTERMAKER', 'FLOORMANAGER', 'MEDEWERKER', 'KLOKSYSTEEM'];

const REQUIRED = 'Bedrijfsnaam en e-mailadres zijn verplicht';

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

let sequence = 0;
function validBody(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    companyName: `De Gouden Leeuw ${sequence}`,
    emailAddress: 'info@goudenleeuw.example',
    phoneNumber: '030 123 45 67',
    address: 'Oudegracht 1',
    city: 'Utrecht',
    ...overrides,
  };
}

function send(
  token: string,
  tenantId: string,
  method: 'POST' | 'PUT',
  url: string,
  payload: Record<string, unknown>,
) {
  return t.app.inject({ method, url, headers: authHeaders(token, tenantId), payload });
}

const create = (role: Role, payload: Record<string, unknown>) =>
  send(tokens[role] ?? '', tenant.tenantId, 'POST', '/api/companies/create', payload);
const update = (role: Role, id: number | string, payload: Record<string, unknown>) =>
  send(tokens[role] ?? '', tenant.tenantId, 'PUT', `/api/companies/${id}`, payload);

async function companyRow(tenantId: TenantId, id: number) {
  const [row] = await withTenant(t.database.db, tenantId, (tx) =>
    tx.select().from(companies).where(eq(companies.id, id)),
  );
  return row;
}

async function companyCount(tenantId: TenantId): Promise<number> {
  const rows = await withTenant(t.database.db, tenantId, (tx) =>
    tx.select({ id: companies.id }).from(companies),
  );
  return rows.length;
}

async function setPlan(tenantId: TenantId, plan: string) {
  await withTenant(t.database.db, tenantId, (tx) =>
    tx.update(tenants).set({ plan }).where(eq(tenants.tenantId, tenantId)),
  );
}

describe('POST /api/companies/create', () => {
  it.each(MANAGERS)('lets %s create a company (201, answering it)', async (role) => {
    const body = validBody();
    const response = await create(role, body);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      companyId: expect.any(Number),
      ...body,
      timeZone: 'Europe/Amsterdam',
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/companies',
      headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
    });
    expect(listed.json()).toContainEqual(created);
  });

  it.each(REFUSED)('refuses %s with 403 and creates nothing', async (role) => {
    const before = await companyCount(tenant.tenantId);
    const response = await create(role, validBody());
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
    expect(await companyCount(tenant.tenantId)).toBe(before);
  });

  it.each([
    ['companyName', { companyName: undefined }],
    ['companyName', { companyName: '' }],
    ['companyName', { companyName: '   ' }],
    ['companyName', { companyName: null }],
    ['emailAddress', { emailAddress: undefined }],
    ['emailAddress', { emailAddress: '' }],
    ['emailAddress', { emailAddress: '  ' }],
  ])('says "%s: Bedrijfsnaam en e-mailadres zijn verplicht" for %j', async (field, overrides) => {
    const response = await create('EIGENAAR', validBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
    expect(response.json().error.message).toContain(REQUIRED);
  });

  it('refuses an e-mail address that does not look like one', async () => {
    for (const emailAddress of ['geen-adres', 'info@', '@goudenleeuw.nl', 'info@leeuw']) {
      const response = await create('EIGENAAR', validBody({ emailAddress }));
      expect(response.statusCode, emailAddress).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'emailAddress' });
      expect(response.json().error.message).toContain('Ongeldig e-mailadres');
    }
  });

  it('stores empty optional fields as null and trims the others', async () => {
    for (const empty of [{}, { phoneNumber: '', address: '  ', city: null }]) {
      const body = validBody({ phoneNumber: undefined, address: undefined, city: undefined });
      const response = await create('EIGENAAR', {
        ...body,
        ...empty,
        companyName: `  ${body.companyName}  `,
        emailAddress: ' kas@leeuw.example ',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        companyName: body.companyName,
        emailAddress: 'kas@leeuw.example',
        phoneNumber: null,
        address: null,
        city: null,
      });
    }
  });

  it('takes an IANA time zone under its canonical name; blank means Europe/Amsterdam', async () => {
    const cases = [
      ['Europe/London', 'Europe/London'],
      ['europe/brussels', 'Europe/Brussels'],
      ['', 'Europe/Amsterdam'],
    ];
    for (const [timeZone, stored] of cases) {
      const response = await create('EIGENAAR', validBody({ timeZone }));
      expect(response.statusCode, timeZone).toBe(201);
      expect(response.json().timeZone).toBe(stored);
    }
  });

  it('refuses an unknown time zone or a bare offset with 400 naming timeZone', async () => {
    for (const timeZone of ['Mars/Olympus', '+01:00', 'CET+1', 12]) {
      const response = await create('EIGENAAR', validBody({ timeZone }));
      expect(response.statusCode, String(timeZone)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'timeZone' });
    }
    const message = (await create('EIGENAAR', validBody({ timeZone: 'Mars/Olympus' }))).json().error
      .message;
    expect(message).toContain('Onbekende tijdzone');
  });

  it('refuses control characters and overlong texts, naming the field', async () => {
    const cases = [
      ['companyName', { companyName: 'Leeuw\u0000' }],
      ['city', { city: 'Utr\u0007echt' }],
      ['companyName', { companyName: 'x'.repeat(201) }],
      ['address', { address: 'x'.repeat(201) }],
    ] as const;
    for (const [field, overrides] of cases) {
      const response = await create('EIGENAAR', validBody(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
    }
  });

  it('refuses a name another company of the tenant has, in any case (409)', async () => {
    const body = validBody();
    expect((await create('EIGENAAR', body)).statusCode).toBe(201);
    const twin = await create('EIGENAAR', { ...body, companyName: body.companyName.toUpperCase() });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error).toMatchObject({ code: 'CONFLICT', field: 'companyName' });
    expect(twin.json().error.message).toContain('Er bestaat al een bedrijf met de naam');
  });

  it('allows a name that only another tenant uses', async () => {
    const theirs = await companyRow(other.tenantId, other.companyId);
    const response = await create('EIGENAAR', validBody({ companyName: theirs?.companyName }));
    expect(response.statusCode).toBe(201);
  });
});

describe('the plan rules of company management', () => {
  it.each(['Klokwerk Maandelijks', 'Proefperiode'])(
    'refuse a second company on "%s" (1 company) with 403 PLAN_REQUIRED saying the limit',
    async (plan) => {
      const basis = await createTestTenant(t.database.db, { plan });
      const owner = await loginAs(t.app, basis, 'EIGENAAR');
      const response = await send(
        owner,
        basis.tenantId,
        'POST',
        '/api/companies/create',
        validBody(),
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'PLAN_REQUIRED',
        message: `Je abonnement "${plan}" staat 1 bedrijf toe en je hebt er al 1. Upgrade naar een Pro-abonnement om meer bedrijven toe te voegen.`,
      });
      expect(await companyCount(basis.tenantId)).toBe(1);
    },
  );

  it.each(['Klokwerk Maandelijks', 'Proefperiode'])(
    'refuse changing or deleting a company on "%s" with 403 PLAN_REQUIRED',
    async (plan) => {
      const basis = await createTestTenant(t.database.db, { plan });
      const owner = await loginAs(t.app, basis, 'EIGENAAR');
      const before = await companyRow(basis.tenantId, basis.companyId);
      const changed = await send(
        owner,
        basis.tenantId,
        'PUT',
        `/api/companies/${basis.companyId}`,
        validBody(),
      );
      expect(changed.statusCode).toBe(403);
      expect(changed.json().error.code).toBe('PLAN_REQUIRED');
      expect(changed.json().error.message).toContain('alleen beschikbaar met een Pro-abonnement');
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/companies/${basis.companyId}`,
        headers: authHeaders(owner, basis.tenantId),
      });
      expect(deleted.statusCode).toBe(403);
      expect(deleted.json().error.code).toBe('PLAN_REQUIRED');
      expect(await companyRow(basis.tenantId, basis.companyId)).toEqual(before);
    },
  );

  it("read the tenant's plan from the database, not from the token", async () => {
    const shop = await createTestTenant(t.database.db, { plan: 'Klokwerk Pro Maandelijks' });
    const owner = await loginAs(t.app, shop, 'EIGENAAR');
    await setPlan(shop.tenantId, 'Klokwerk Maandelijks');
    const downgraded = await send(owner, shop.tenantId, 'POST', '/api/companies/create', {
      ...validBody(),
    });
    expect(downgraded.statusCode).toBe(403);
    expect(downgraded.json().error.code).toBe('PLAN_REQUIRED');

    const small = await createTestTenant(t.database.db, { plan: 'Klokwerk Maandelijks' });
    const smallOwner = await loginAs(t.app, small, 'EIGENAAR');
    await setPlan(small.tenantId, 'HorecaMasters Ultimate');
    const upgraded = await send(
      smallOwner,
      small.tenantId,
      'POST',
      '/api/companies/create',
      validBody(),
    );
    expect(upgraded.statusCode).toBe(201);
  });
});

describe('PUT /api/companies/{id}', () => {
  it.each(MANAGERS)('lets %s change every field and answers the company', async (role) => {
    const id = await createCompany(t.database.db, tenant, { timeZone: 'Europe/London' });
    const body = validBody({ timeZone: 'Europe/Berlin' });
    const response = await update(role, String(id), body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ companyId: id, ...body });
    expect(await companyRow(tenant.tenantId, id)).toMatchObject(body);
  });

  it.each(REFUSED)('refuses %s with 403 and changes nothing', async (role) => {
    const before = await companyRow(tenant.tenantId, tenant.companyId);
    const response = await update(role, tenant.companyId, validBody());
    expect(response.statusCode).toBe(403);
    expect(await companyRow(tenant.tenantId, tenant.companyId)).toEqual(before);
  });

  it('keeps the time zone when the form does not send one, and clears emptied fields', async () => {
    const id = await createCompany(t.database.db, tenant, { timeZone: 'Europe/London' });
    const response = await update('EIGENAAR', id, {
      ...validBody(),
      phoneNumber: '',
      address: null,
      city: undefined,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      timeZone: 'Europe/London',
      phoneNumber: null,
      address: null,
      city: null,
    });
  });

  it('validates like create', async () => {
    const response = await update('EIGENAAR', tenant.companyId, validBody({ companyName: ' ' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'companyName' });
    expect(response.json().error.message).toContain(REQUIRED);
  });

  it("refuses another company's name (409) but keeps its own in another case", async () => {
    const taken = validBody();
    expect((await create('EIGENAAR', taken)).statusCode).toBe(201);
    const id = await createCompany(t.database.db, tenant, { companyName: 'Eigen Naam' });
    const clash = await update('EIGENAAR', id, validBody({ companyName: taken.companyName }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.field).toBe('companyName');
    const own = await update('EIGENAAR', id, validBody({ companyName: 'EIGEN naam' }));
    expect(own.statusCode).toBe(200);
  });

  it("answers 404 for another tenant's, an unknown and an archived company, changing nothing", async () => {
    const archived = await createCompany(t.database.db, tenant, { archivedAt: new Date() });
    const theirs = await companyRow(other.tenantId, other.companyId);
    for (const id of [other.companyId, 987_654_321, archived]) {
      const response = await update('EINDBAAS', id, validBody());
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Niet gevonden.' } });
    }
    expect(await companyRow(other.tenantId, other.companyId)).toEqual(theirs);
  });

  it('refuses an id that is not a positive whole number with 400 naming id', async () => {
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const response = await update('EIGENAAR', bad, validBody());
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'id' });
    }
  });

  it("keeps a company-bound role to its own company: another company's id is 404", async () => {
    // No company-bound role may manage companies today; the reach rule still stands behind
    // the policy table, should that ever change.
    const second = await createCompany(t.database.db, tenant);
    const before = await companyRow(tenant.tenantId, second);
    const refused = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      updateCompany(contextAs(tenant, tx, 'ROOSTERMAKER'), second, {
        ...validBody(),
        phoneNumber: null,
        address: null,
        city: null,
      }).then(
        () => null,
        (error: AppError) => error,
      ),
    );
    expect(refused).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(await companyRow(tenant.tenantId, second)).toEqual(before);
  });
});
