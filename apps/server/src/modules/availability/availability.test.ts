import type { Role } from '@klokwerk/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { availability } from '../../db/schema/index';
import { NONEXISTENT_TIME_MESSAGE } from '../../http/instants';
import { type TenantId, withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createAvailability,
  createCompany,
  createEmployee,
  createSignedInEmployee,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Written out by hand: the Beschikbaarheid tile (docs/screens.md#availability, docs/roles-and-policies.md#dashboard-tiles). */
const STAFF: Role[] = [
  'EINDBAAS',
  'EIGENAAR',
  'BAAS',
  'HUMANRESOURCE',
  'FLOORMANAGER',
  'ROOSTERMAKER',
  'MEDEWERKER',
];
/** The roster's editors (docs/roles-and-policies.md) read a company's availability in the side panel. */
const PLANNERS: Role[] = [
  'EINDBAAS',
  'EIGENAAR',
  'BAAS',
  'HUMANRESOURCE',
  'FLOORMANAGER',
  'ROOSTERMAKER',
];
const REFUSED: Role[] = ['ACCOUNTANT', 'KLOKSYSTEEM'];
const COMPANY_BOUND: Role[] = ['FLOORMANAGER', 'ROOSTERMAKER'];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let second: number;
const tokens: Partial<Record<Role, string>> = {};
/** A waiter with an account, and their token. */
let waiter: { id: number; token: string };
let colleague: { id: number };
let elsewhere: { id: number };
let stranger: { id: number };
const entries: Record<string, number> = {};

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: [...STAFF, ...REFUSED] });
  other = await createTestTenant(db);
  second = await createCompany(db, tenant);
  for (const role of [...STAFF, ...REFUSED]) tokens[role] = await loginAs(t.app, tenant, role);
  const signedIn = await createSignedInEmployee(t.app, db, tenant, {
    employee: { firstName: 'Wim', lastName: 'Ober' },
  });
  waiter = { id: signedIn.employee.id, token: signedIn.token };
  colleague = await createEmployee(db, tenant, { firstName: 'Kim', lastName: 'Kok' });
  const gone = await createEmployee(db, tenant, { archivedAt: at('2026-11-01T00:00:00Z') });
  elsewhere = await createEmployee(db, tenant, { companyId: second });
  stranger = await createEmployee(db, other);

  const entry = async (
    name: string,
    employeeId: number,
    start: string,
    end: string,
    extra = {},
  ) => {
    entries[name] = (
      await createAvailability(db, tenant, {
        employeeId,
        startTime: at(start),
        endTime: at(end),
        ...extra,
      })
    ).id;
  };
  // December 2026 in Amsterdam (CET): 30 Nov 23:00Z – 31 Dec 23:00Z.
  await entry('lastNovember', waiter.id, '2026-11-30T07:00:00Z', '2026-11-30T16:00:00Z');
  await entry('firstDecember', colleague.id, '2026-11-30T23:00:00Z', '2026-12-01T08:00:00Z', {
    available: false,
  });
  await entry('waiterDecember', waiter.id, '2026-12-02T07:00:00Z', '2026-12-02T16:00:00Z');
  await entry('colleagueDecember', colleague.id, '2026-12-01T07:00:00Z', '2026-12-01T16:00:00Z');
  await entry('archived', gone.id, '2026-12-03T07:00:00Z', '2026-12-03T16:00:00Z');
  await createAvailability(db, tenant, {
    employeeId: elsewhere.id,
    companyId: second,
    startTime: at('2026-12-03T07:00:00Z'),
    endTime: at('2026-12-03T16:00:00Z'),
  });
  await createAvailability(db, other, {
    employeeId: stranger.id,
    startTime: at('2026-12-03T07:00:00Z'),
    endTime: at('2026-12-03T16:00:00Z'),
  });
});
afterEach(() => t.clock.set(new Date('2026-11-21T10:00:00Z')));
afterAll(() => t.close());

function call(token: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: authHeaders(token, tenant.tenantId),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function entriesOf(tenantId: TenantId, employeeId: number) {
  const rows = await withTenant(t.database.db, tenantId, (tx) =>
    tx
      .select({ id: availability.id })
      .from(availability)
      .where(eq(availability.employeeId, employeeId)),
  );
  return rows.length;
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

const names = (response: { json: () => Array<{ id: number }> }) =>
  response.json().map((item) => Object.entries(entries).find(([, id]) => id === item.id)?.[0]);

describe('POST /api/availability', () => {
  const body = (employeeId: number | string, extra: Record<string, unknown> = {}) => ({
    employeeId: String(employeeId),
    companyId: String(tenant.companyId),
    startTime: '2026-11-24T08:00:00',
    endTime: '2026-11-24T17:00:00',
    available: true,
    ...extra,
  });

  it.each(STAFF)('lets %s enter their own availability (201, answering it)', async (role) => {
    const me = await createSignedInEmployee(t.app, t.database.db, tenant, { role });
    const response = await call(me.token, 'POST', '/api/availability', body(me.employee.id));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      employeeId: me.employee.id,
      companyId: tenant.companyId,
      // 08:00 in Amsterdam in winter (CET, UTC+1).
      startTime: '2026-11-24T07:00:00.000Z',
      endTime: '2026-11-24T16:00:00.000Z',
      available: true,
      employee: { firstName: me.employee.firstName, lastName: me.employee.lastName },
    });
  });

  it.each(REFUSED)('refuses %s with 403', async (role) => {
    const response = await call(
      tokens[role] ?? '',
      'POST',
      '/api/availability',
      body(colleague.id),
    );
    expect(response.statusCode).toBe(403);
  });

  it("answers 404 for someone else's availability, also to a planner, and creates nothing", async () => {
    const planner = await createSignedInEmployee(t.app, t.database.db, tenant, {
      role: 'ROOSTERMAKER',
    });
    for (const token of [waiter.token, planner.token]) {
      const response = await call(token, 'POST', '/api/availability', body(colleague.id));
      expect(response.statusCode).toBe(404);
    }
    expect(await entriesOf(tenant.tenantId, colleague.id)).toBe(2);
  });

  it('answers 404 with a reason to an account without an employee', async () => {
    const response = await call(
      tokens.EIGENAAR ?? '',
      'POST',
      '/api/availability',
      body(colleague.id),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(
      'Dit account hoort niet bij een medewerker, dus er kan geen beschikbaarheid mee worden ingevuld.',
    );
  });

  it('answers 404 for the own employee with another company, of the tenant or another', async () => {
    const owner = await createSignedInEmployee(t.app, t.database.db, tenant, { role: 'EIGENAAR' });
    for (const companyId of [second, other.companyId]) {
      for (const me of [owner, { employee: { id: waiter.id }, token: waiter.token }]) {
        const response = await call(
          me.token,
          'POST',
          '/api/availability',
          body(me.employee.id, { companyId }),
        );
        expect(response.statusCode).toBe(404);
      }
    }
    expect(await entriesOf(tenant.tenantId, owner.employee.id)).toBe(0);
  });

  it('reads times in the company zone in summer, takes ids as numbers, and stores "Niet beschikbaar"', async () => {
    const response = await call(waiter.token, 'POST', '/api/availability', {
      employeeId: waiter.id,
      companyId: tenant.companyId,
      startTime: '2027-06-01T08:00:00',
      endTime: '2027-06-01T17:00:00',
      available: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      startTime: '2027-06-01T06:00:00.000Z',
      endTime: '2027-06-01T15:00:00.000Z',
      available: false,
    });
  });

  it('says "Werknemer- of bedrijfs-ID ontbreekt" without either id', async () => {
    for (const field of ['employeeId', 'companyId']) {
      for (const value of [undefined, null, '']) {
        const response = await call(
          waiter.token,
          'POST',
          '/api/availability',
          body(waiter.id, { [field]: value }),
        );
        expectValidation(response, field, 'Werknemer- of bedrijfs-ID ontbreekt');
      }
    }
  });

  it('says "Eindtijd moet na starttijd liggen" for an end at or before the start', async () => {
    for (const endTime of ['2026-11-24T08:00:00', '2026-11-24T07:59:00']) {
      const response = await call(
        waiter.token,
        'POST',
        '/api/availability',
        body(waiter.id, { endTime }),
      );
      expectValidation(response, 'endTime', 'Eindtijd moet na starttijd liggen');
    }
    const mixed = await call(
      waiter.token,
      'POST',
      '/api/availability',
      body(waiter.id, { endTime: '2026-11-24T07:00:00Z' }),
    );
    expectValidation(mixed, 'endTime', 'Eindtijd moet na starttijd liggen');
  });

  it('says "Kan geen datums in het verleden selecteren" for a date before the company\'s today', async () => {
    // The clock stands at 21 November 10:00Z: earlier that day is fine, the day before is not.
    const today = await call(
      waiter.token,
      'POST',
      '/api/availability',
      body(waiter.id, { startTime: '2026-11-21T08:00:00', endTime: '2026-11-21T12:00:00' }),
    );
    expect(today.statusCode).toBe(201);
    const yesterday = await call(
      waiter.token,
      'POST',
      '/api/availability',
      body(waiter.id, { startTime: '2026-11-20T08:00:00', endTime: '2026-11-20T17:00:00' }),
    );
    expectValidation(yesterday, 'startTime', 'Kan geen datums in het verleden selecteren');
    // 23:30Z is already 22 November in Amsterdam: the 21st is past there, though not in UTC.
    t.clock.set(new Date('2026-11-21T23:30:00Z'));
    const night = await createSignedInEmployee(t.app, t.database.db, tenant);
    const lateEvening = await call(
      night.token,
      'POST',
      '/api/availability',
      body(night.employee.id, { startTime: '2026-11-21T20:00:00', endTime: '2026-11-21T23:00:00' }),
    );
    expectValidation(lateEvening, 'startTime', 'Kan geen datums in het verleden selecteren');
  });

  it('refuses the spring-forward hour, a missing choice and an entry over 24 hours', async () => {
    const gap = await call(
      waiter.token,
      'POST',
      '/api/availability',
      body(waiter.id, { startTime: '2027-03-28T02:00:00', endTime: '2027-03-28T10:00:00' }),
    );
    expect(gap.json().error).toEqual({
      code: 'VALIDATION',
      message: NONEXISTENT_TIME_MESSAGE,
      field: 'startTime',
    });
    const noChoice = await call(
      waiter.token,
      'POST',
      '/api/availability',
      body(waiter.id, { available: undefined }),
    );
    expectValidation(noChoice, 'available', 'Kies Beschikbaar of Niet beschikbaar.');
    const long = await call(
      waiter.token,
      'POST',
      '/api/availability',
      body(waiter.id, { endTime: '2026-11-25T09:00:00' }),
    );
    expectValidation(long, 'endTime', 'Een beschikbaarheid duurt hoogstens 24 uur.');
    const missing = await call(
      waiter.token,
      'POST',
      '/api/availability',
      body(waiter.id, { startTime: '' }),
    );
    expectValidation(missing, 'startTime', 'Vul de starttijd in.');
  });
});

describe('GET /api/availability/company/{companyId}', () => {
  const december = (company: number) =>
    `/api/availability/company/${company}?start=2026-12-01T00:00:00&end=2027-01-01T00:00:00`;

  it.each(PLANNERS)('lets %s read the availability of their company, by start', async (role) => {
    const response = await call(tokens[role] ?? '', 'GET', december(tenant.companyId));
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['firstDecember', 'colleagueDecember', 'waiterDecember']);
  });

  it.each(['MEDEWERKER', ...REFUSED] as Role[])('refuses %s with 403', async (role) => {
    const response = await call(tokens[role] ?? '', 'GET', december(tenant.companyId));
    expect(response.statusCode).toBe(403);
  });

  it('answers each record as docs/data-model.md describes it, with the name', async () => {
    const response = await call(tokens.EIGENAAR ?? '', 'GET', december(tenant.companyId));
    expect(response.json()[0]).toEqual({
      id: entries.firstDecember,
      employeeId: colleague.id,
      companyId: tenant.companyId,
      startTime: '2026-11-30T23:00:00.000Z',
      endTime: '2026-12-01T08:00:00.000Z',
      available: false,
      employee: { firstName: 'Kim', lastName: 'Kok' },
    });
  });

  it('answers every entry of employees that are not archived without a period', async () => {
    const response = await call(
      tokens.EIGENAAR ?? '',
      'GET',
      `/api/availability/company/${tenant.companyId}`,
    );
    expect(names(response).filter(Boolean)).toEqual([
      'lastNovember',
      'firstDecember',
      'colleagueDecember',
      'waiterDecember',
    ]);
  });

  it('refuses a period that ends before it starts', async () => {
    const response = await call(
      tokens.EIGENAAR ?? '',
      'GET',
      `/api/availability/company/${tenant.companyId}?start=2027-01-01T00:00:00&end=2026-12-01T00:00:00`,
    );
    expectValidation(
      response,
      'end',
      'Het einde van de periode (end) moet na het begin (start) liggen.',
    );
  });

  it.each(COMPANY_BOUND)('answers %s 404 for another company of the tenant', async (role) => {
    const response = await call(tokens[role] ?? '', 'GET', december(second));
    expect(response.statusCode).toBe(404);
  });

  it("answers 404 for another tenant's company", async () => {
    const response = await call(tokens.EIGENAAR ?? '', 'GET', december(other.companyId));
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/availability/{employeeId}/{companyId}', () => {
  const of = (employeeId: number, companyId = tenant.companyId) =>
    `/api/availability/${employeeId}/${companyId}?start=2026-12-01T00:00:00&end=2027-01-01T00:00:00`;

  it('lets staff read their own', async () => {
    const response = await call(waiter.token, 'GET', of(waiter.id));
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['waiterDecember']);
  });

  it("answers staff 404 for a colleague's", async () => {
    const response = await call(waiter.token, 'GET', of(colleague.id));
    expect(response.statusCode).toBe(404);
  });

  it.each(PLANNERS)("lets %s read an employee's of their company", async (role) => {
    const response = await call(tokens[role] ?? '', 'GET', of(colleague.id));
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['firstDecember', 'colleagueDecember']);
  });

  it.each(REFUSED)('refuses %s with 403', async (role) => {
    const response = await call(tokens[role] ?? '', 'GET', of(colleague.id));
    expect(response.statusCode).toBe(403);
  });

  it.each(COMPANY_BOUND)("answers %s 404 for another company's employee", async (role) => {
    const response = await call(tokens[role] ?? '', 'GET', of(elsewhere.id, second));
    expect(response.statusCode).toBe(404);
  });

  it("answers 404 for a wrong pair of ids and another tenant's employee", async () => {
    for (const url of [
      of(colleague.id, second),
      of(elsewhere.id),
      of(stranger.id, other.companyId),
    ]) {
      const response = await call(tokens.EIGENAAR ?? '', 'GET', url);
      expect(response.statusCode).toBe(404);
    }
  });
});
