import type { Role } from '@klokwerk/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NONEXISTENT_TIME_MESSAGE } from '../../http/instants';
import {
  authHeaders,
  createCompany,
  createEmployee,
  createJobTitle,
  createSchedule,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Written out by hand: the roster's readers (docs/screens.md#roster tile Rooster, docs/roles-and-policies.md#dashboard-tiles). */
const READERS: Role[] = [
  'EINDBAAS',
  'EIGENAAR',
  'BAAS',
  'HUMANRESOURCE',
  'FLOORMANAGER',
  'ROOSTERMAKER',
  'MEDEWERKER',
];
const REFUSED: Role[] = ['ACCOUNTANT', 'KLOKSYSTEEM'];
/** docs/roles-and-policies.md#company-reach: bound to their own company. */
const COMPANY_BOUND: Role[] = ['FLOORMANAGER', 'ROOSTERMAKER', 'MEDEWERKER'];
const TENANT_WIDE: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE'];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let second: number;
const tokens: Partial<Record<Role, string>> = {};
const ids: Record<string, number> = {};
let cook: { id: number; name: string; categoryId: number };
let anna: { id: number; email: string };

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: [...READERS, ...REFUSED] });
  other = await createTestTenant(db);
  second = await createCompany(db, tenant);
  for (const role of [...READERS, ...REFUSED]) tokens[role] = await loginAs(t.app, tenant, role);

  const jobTitle = await createJobTitle(db, tenant, { name: 'Kok' });
  cook = { id: jobTitle.id, name: jobTitle.name, categoryId: jobTitle.categoryId };
  const a = await createEmployee(db, tenant, {
    firstName: 'Anna',
    lastName: 'de Vries',
    jobTitleId: jobTitle.id,
  });
  anna = { id: a.id, email: a.email };
  const b = await createEmployee(db, tenant, { firstName: 'Bram', lastName: 'Jansen' });
  const gone = await createEmployee(db, tenant, { archivedAt: at('2026-11-01T00:00:00Z') });
  const elsewhere = await createEmployee(db, tenant, { companyId: second });
  const stranger = await createEmployee(db, other);

  const shift = async (
    name: string,
    employeeId: number,
    start: string,
    end: string,
    c?: number,
  ) => {
    ids[name] = (
      await createSchedule(db, c === other.companyId ? other : tenant, {
        employeeId,
        companyId: c,
        startTime: at(start),
        endTime: at(end),
      })
    ).id;
  };
  // The week of Monday 23 November 2026 in Amsterdam (CET, UTC+1): 22 Nov 23:00Z – 29 Nov 23:00Z.
  await shift('sundayDay', a.id, '2026-11-22T08:00:00Z', '2026-11-22T16:00:00Z');
  // Sunday 22:00 – Monday 00:30 local: in the week only when the bounds are read as local time.
  await shift('sundayNight', a.id, '2026-11-22T21:00:00Z', '2026-11-22T23:30:00Z');
  await shift('monday', a.id, '2026-11-23T08:00:00Z', '2026-11-23T16:00:00Z');
  await shift('tuesday', b.id, '2026-11-24T11:00:00Z', '2026-11-24T19:00:00Z');
  await shift('sundayIntoNext', a.id, '2026-11-29T17:00:00Z', '2026-11-30T01:00:00Z');
  await shift('nextMonday', b.id, '2026-11-30T08:00:00Z', '2026-11-30T16:00:00Z');
  await shift('archived', gone.id, '2026-11-24T08:00:00Z', '2026-11-24T16:00:00Z');
  await shift(
    'secondCompany',
    elsewhere.id,
    '2026-11-24T08:00:00Z',
    '2026-11-24T16:00:00Z',
    second,
  );
  await shift(
    'otherTenant',
    stranger.id,
    '2026-11-24T08:00:00Z',
    '2026-11-24T16:00:00Z',
    other.companyId,
  );
  // Summer (CEST, UTC+2): Monday 7 June 2027 00:00–01:00 local is 6 June 22:00–23:00Z.
  await shift('summerMidnight', b.id, '2027-06-06T22:00:00Z', '2027-06-06T23:00:00Z');
  await shift('summerSunday', b.id, '2027-06-06T19:00:00Z', '2027-06-06T21:30:00Z');
});
afterAll(() => t.close());

function get(role: Role, url: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
  });
}

const names = (response: { json: () => Array<{ scheduleId: number }> }) =>
  response.json().map((item) => Object.entries(ids).find(([, id]) => id === item.scheduleId)?.[0]);

describe('GET /api/schedules/company/{companyId}', () => {
  const week = (company: number) =>
    `/api/schedules/company/${company}?start=2026-11-23T00:00:00&end=2026-11-30T00:00:00`;

  it.each(READERS)('lets %s read the roster of their company', async (role) => {
    const response = await get(role, week(tenant.companyId));
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['sundayNight', 'monday', 'tuesday', 'sundayIntoNext']);
  });

  it.each(REFUSED)('refuses %s with 403', async (role) => {
    const response = await get(role, week(tenant.companyId));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it('answers each shift as docs/data-model.md describes it, with job title and department', async () => {
    const response = await get('EIGENAAR', week(tenant.companyId));
    const monday = response.json().find((s: { scheduleId: number }) => s.scheduleId === ids.monday);
    expect(monday).toEqual({
      scheduleId: ids.monday,
      status: 'DEFINITIVE',
      employee: {
        employeeId: anna.id,
        firstName: 'Anna',
        lastName: 'de Vries',
        email: anna.email,
        jobTitle: { id: cook.id, name: 'Kok' },
        categoryId: cook.categoryId,
      },
      employeeEmail: anna.email,
      companyId: tenant.companyId,
      startTime: '2026-11-23T08:00:00.000Z',
      endTime: '2026-11-23T16:00:00.000Z',
    });
    const tuesday = response
      .json()
      .find((s: { scheduleId: number }) => s.scheduleId === ids.tuesday);
    expect(tuesday.employee).toMatchObject({ jobTitle: null, categoryId: null });
  });

  it('answers every shift of employees that are not archived, by start, without a period', async () => {
    const response = await get('EIGENAAR', `/api/schedules/company/${tenant.companyId}`);
    expect(names(response)).toEqual([
      'sundayDay',
      'sundayNight',
      'monday',
      'tuesday',
      'sundayIntoNext',
      'nextMonday',
      'summerSunday',
      'summerMidnight',
    ]);
  });

  it('takes bounds with an offset as given', async () => {
    const response = await get(
      'EIGENAAR',
      `/api/schedules/company/${tenant.companyId}?start=2026-11-22T23:00:00Z&end=2026-11-29T23:00:00%2B00:00`,
    );
    expect(names(response)).toEqual(['sundayNight', 'monday', 'tuesday', 'sundayIntoNext']);
  });

  it('reads bounds without an offset in the company zone in summer too', async () => {
    const response = await get(
      'EIGENAAR',
      `/api/schedules/company/${tenant.companyId}?start=2027-06-07T00:00:00&end=2027-06-14T00:00:00`,
    );
    expect(names(response)).toEqual(['summerMidnight']);
  });

  it('takes one bound alone', async () => {
    const from = await get(
      'EIGENAAR',
      `/api/schedules/company/${tenant.companyId}?start=2027-01-01T00:00:00`,
    );
    expect(names(from)).toEqual(['summerSunday', 'summerMidnight']);
    const until = await get(
      'EIGENAAR',
      `/api/schedules/company/${tenant.companyId}?end=2026-11-22T23:00:00`,
    );
    expect(names(until)).toEqual(['sundayDay', 'sundayNight']);
  });

  it('refuses a period that ends before it starts, a malformed bound and the spring-forward hour', async () => {
    const backwards = await get(
      'EIGENAAR',
      `/api/schedules/company/${tenant.companyId}?start=2026-11-30T00:00:00&end=2026-11-23T00:00:00`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toEqual({
      code: 'VALIDATION',
      message: 'Het einde van de periode (end) moet na het begin (start) liggen.',
      field: 'end',
    });
    const malformed = await get(
      'EIGENAAR',
      `/api/schedules/company/${tenant.companyId}?start=maandag`,
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.field).toBe('start');
    const nonexistent = await get(
      'EIGENAAR',
      `/api/schedules/company/${tenant.companyId}?start=2027-03-28T02:30:00`,
    );
    expect(nonexistent.statusCode).toBe(400);
    expect(nonexistent.json().error).toEqual({
      code: 'VALIDATION',
      message: NONEXISTENT_TIME_MESSAGE,
      field: 'start',
    });
  });

  it.each(COMPANY_BOUND)('answers %s 404 for another company of the tenant', async (role) => {
    const response = await get(role, week(second));
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it.each(TENANT_WIDE)('lets %s read another company of the tenant', async (role) => {
    const response = await get(role, week(second));
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['secondCompany']);
  });

  it("answers 404 for another tenant's company, an archived one and one that does not exist", async () => {
    const archived = await createCompany(t.database.db, tenant, { archivedAt: new Date() });
    for (const company of [other.companyId, archived, 999_999_999]) {
      const response = await get('EIGENAAR', week(company));
      expect(response.statusCode).toBe(404);
    }
  });
});
