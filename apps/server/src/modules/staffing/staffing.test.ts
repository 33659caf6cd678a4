import type { Role } from '@klokwerk/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffingNeeds } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
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

/** Written out by hand from docs/roles-and-policies.md: planners change, staff read. */
const PLANNERS: Role[] = [
  'BAAS',
  'EINDBAAS',
  'EIGENAAR',
  'FLOORMANAGER',
  'ROOSTERMAKER',
  'HUMANRESOURCE',
];
const REFUSED: Role[] = ['ACCOUNTANT', 'KLOKSYSTEEM'];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let cook: number;
const tokens: Partial<Record<Role, string>> = {};
let otherOwner: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: [...PLANNERS, 'MEDEWERKER', ...REFUSED] });
  other = await createTestTenant(db);
  cook = (await createJobTitle(db, tenant, { name: 'Kok' })).id;
  for (const role of [...PLANNERS, 'MEDEWERKER', ...REFUSED] as Role[]) {
    tokens[role] = await loginAs(t.app, tenant, role);
  }
  otherOwner = await loginAs(t.app, other, 'EIGENAAR');
});
afterAll(() => t.close());

function send(
  token: string,
  method: 'GET' | 'PUT',
  url: string,
  payload?: unknown,
  tenantId = tenant.tenantId,
) {
  return t.app.inject({
    method,
    url,
    headers: authHeaders(token, tenantId),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const need = (extra: Record<string, unknown> = {}) => ({
  weekday: 1,
  start: '17:00',
  end: '01:00',
  jobTitleId: cook,
  headcount: 2,
  ...extra,
});

describe('Bezetting: GET and PUT /api/staffing/company/{companyId}', () => {
  it('answers an empty Bezetting before anything is saved', async () => {
    const response = await send(
      tokens.EIGENAAR ?? '',
      'GET',
      `/api/staffing/company/${tenant.companyId}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      companyId: tenant.companyId,
      needs: [],
      weeklyBudgetCents: null,
    });
  });

  it.each(PLANNERS)('lets %s replace the needs and the budget', async (role) => {
    const url = `/api/staffing/company/${tenant.companyId}`;
    const saved = await send(tokens[role] ?? '', 'PUT', url, {
      needs: [need(), need({ weekday: 6, start: '10:00', end: '16:00', headcount: 1 })],
      weeklyBudgetCents: 250_000,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      needs: [
        { weekday: 1, start: '17:00', end: '01:00', jobTitleId: cook, headcount: 2 },
        { weekday: 6, start: '10:00', end: '16:00', jobTitleId: cook, headcount: 1 },
      ],
      weeklyBudgetCents: 250_000,
    });
    // Saving again replaces, never adds.
    const again = await send(tokens[role] ?? '', 'PUT', url, {
      needs: [need()],
      weeklyBudgetCents: null,
    });
    expect(again.json()).toMatchObject({ needs: [{ weekday: 1 }], weeklyBudgetCents: null });
  });

  it('lets staff read the needs without the budget, and refuses them a change (403)', async () => {
    const url = `/api/staffing/company/${tenant.companyId}`;
    await send(tokens.EIGENAAR ?? '', 'PUT', url, { needs: [need()], weeklyBudgetCents: 100_000 });
    const read = await send(tokens.MEDEWERKER ?? '', 'GET', url);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ needs: [{ headcount: 2 }], weeklyBudgetCents: null });
    const change = await send(tokens.MEDEWERKER ?? '', 'PUT', url, {
      needs: [],
      weeklyBudgetCents: null,
    });
    expect(change.statusCode).toBe(403);
  });

  it.each(REFUSED)('refuses %s (403)', async (role) => {
    const response = await send(
      tokens[role] ?? '',
      'GET',
      `/api/staffing/company/${tenant.companyId}`,
    );
    expect(response.statusCode).toBe(403);
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const company = await createCompany(t.database.db, tenant);
    const url = `/api/staffing/company/${company}`;
    const cases: Array<[unknown, string, string]> = [
      [
        { needs: [need({ weekday: 8 })], weeklyBudgetCents: null },
        'needs.0.weekday',
        'Kies een dag van de week.',
      ],
      [
        { needs: [need({ start: '25:00' })], weeklyBudgetCents: null },
        'needs.0.start',
        'Vul een tijd in als uu:mm.',
      ],
      [
        { needs: [need({ end: '17:00' })], weeklyBudgetCents: null },
        'needs.0.end',
        'Begin- en eindtijd mogen niet gelijk zijn.',
      ],
      [
        { needs: [need({ headcount: 0 })], weeklyBudgetCents: null },
        'needs.0.headcount',
        'Vul een aantal van 1 tot en met 99 in.',
      ],
      [
        { needs: [], weeklyBudgetCents: -1 },
        'weeklyBudgetCents',
        'Vul een weekbudget van 0 tot en met 1.000.000 euro in, of laat het leeg.',
      ],
      [{ needs: [], weeklyBudgetCents: null, extra: 1 }, '', 'extra'],
      // A job title of another company of the tenant is not this company's.
      [
        { needs: [need()], weeklyBudgetCents: null },
        'needs.0.jobTitleId',
        'Deze functie bestaat niet (meer) bij dit bedrijf.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await send(tokens.EIGENAAR ?? '', 'PUT', url, payload);
      expect(response.statusCode, field).toBe(400);
      if (field) expect(response.json().error.field, JSON.stringify(payload)).toBe(field);
      if (message) expect(response.json().error.message).toContain(message);
    }
    const stored = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.select().from(staffingNeeds).where(eq(staffingNeeds.companyId, company)),
    );
    expect(stored).toEqual([]);
  });

  it("never reads or changes another tenant's Bezetting (404), and row-level security hides it", async () => {
    const url = `/api/staffing/company/${tenant.companyId}`;
    await send(tokens.EIGENAAR ?? '', 'PUT', url, { needs: [need()], weeklyBudgetCents: 5_000 });
    expect((await send(otherOwner, 'GET', url, undefined, other.tenantId)).statusCode).toBe(404);
    const change = await send(
      otherOwner,
      'PUT',
      url,
      { needs: [], weeklyBudgetCents: null },
      other.tenantId,
    );
    expect(change.statusCode).toBe(404);
    const theirs = await withTenant(t.database.db, other.tenantId, (tx) =>
      tx.select().from(staffingNeeds),
    );
    expect(theirs).toEqual([]);
    const ours = await send(tokens.EIGENAAR ?? '', 'GET', url);
    expect(ours.json()).toMatchObject({ needs: [{ jobTitleId: cook }], weeklyBudgetCents: 5_000 });
  });
});

describe('GET /api/staffing/coverage', () => {
  it('answers planned against needed per need and day, and the planned cost against the budget', async () => {
    const db = t.database.db;
    const company = await createCompany(db, tenant);
    const kok = (await createJobTitle(db, tenant, { companyId: company, name: 'Kok' })).id;
    const cook = await createEmployee(db, tenant, {
      companyId: company,
      jobTitleId: kok,
      salary: 20,
    });
    await send(tokens.EIGENAAR ?? '', 'PUT', `/api/staffing/company/${company}`, {
      needs: [{ weekday: 1, start: '10:00', end: '14:00', jobTitleId: kok, headcount: 2 }],
      weeklyBudgetCents: 50_000,
    });
    // Monday 30 November 10:00–14:00 in Amsterdam, a concept: € 80.
    await createSchedule(db, tenant, {
      companyId: company,
      employeeId: cook.id,
      startTime: new Date('2026-11-30T09:00:00Z'),
      endTime: new Date('2026-11-30T13:00:00Z'),
      status: 'CONCEPT',
    });
    const response = await send(
      tokens.ROOSTERMAKER ?? '',
      'GET',
      `/api/staffing/coverage?companyId=${company}&week=2026-12-02`,
    );
    // ROOSTERMAKER reaches its own company only.
    expect(response.statusCode).toBe(404);
    const owner = await send(
      tokens.EIGENAAR ?? '',
      'GET',
      `/api/staffing/coverage?companyId=${company}&week=2026-12-02`,
    );
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toEqual({
      week: '2026-11-30',
      needs: [
        {
          needId: expect.any(Number),
          date: '2026-11-30',
          jobTitleId: kok,
          jobTitle: 'Kok',
          startTime: '2026-11-30T09:00:00.000Z',
          endTime: '2026-11-30T13:00:00.000Z',
          needed: 2,
          planned: 1,
        },
      ],
      plannedCostCents: 8000,
      weeklyBudgetCents: 50_000,
    });
  });

  it('refuses staff (403) and another tenant (404)', async () => {
    const url = `/api/staffing/coverage?companyId=${tenant.companyId}&week=2026-11-30`;
    expect((await send(tokens.MEDEWERKER ?? '', 'GET', url)).statusCode).toBe(403);
    expect((await send(otherOwner, 'GET', url, undefined, other.tenantId)).statusCode).toBe(404);
    const bad = await send(
      tokens.EIGENAAR ?? '',
      'GET',
      `/api/staffing/coverage?companyId=${tenant.companyId}&week=morgen`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('week');
  });
});
