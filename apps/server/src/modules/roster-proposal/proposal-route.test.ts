import { PROPOSAL_MESSAGES } from '@klokwerk/contract/staffing';
import type { Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedules } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createAvailability,
  createCompany,
  createEmployee,
  createJobTitle,
  createLeave,
  createSchedule,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Written out by hand from "Schedule editing" in docs/roles-and-policies.md: the roles that plan. */
const PLANNERS: Role[] = [
  'BAAS',
  'EINDBAAS',
  'EIGENAAR',
  'FLOORMANAGER',
  'ROOSTERMAKER',
  'HUMANRESOURCE',
];
const REFUSED: Role[] = ['MEDEWERKER', 'ACCOUNTANT', 'KLOKSYSTEEM'];

/** The test clock stands at Saturday 21 November 2026; the proposals plan 30 Nov – 6 Dec. */
const WEEK = '2026-11-30';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const tokens: Partial<Record<Role, string>> = {};
let otherOwner: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: [...PLANNERS, ...REFUSED] });
  other = await createTestTenant(db);
  for (const role of [...PLANNERS, ...REFUSED]) tokens[role] = await loginAs(t.app, tenant, role);
  otherOwner = await loginAs(t.app, other, 'EIGENAAR');
});
afterAll(() => t.close());

function send(
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  options: { tenantId?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...authHeaders(token, options.tenantId ?? tenant.tenantId), ...options.headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const owner = () => tokens.EIGENAAR ?? '';

/** A company of its own with a job title and its Bezetting saved through the API. */
async function companyWithNeeds(
  needs: Array<{
    weekday: number;
    start: string;
    end: string;
    headcount?: number;
    title?: 'kok' | 'bar';
  }>,
  budgetCents: number | null = null,
) {
  const db = t.database.db;
  const companyId = await createCompany(db, tenant);
  const kok = (await createJobTitle(db, tenant, { companyId, name: 'Kok' })).id;
  const bar = (await createJobTitle(db, tenant, { companyId, name: 'Bar' })).id;
  const saved = await send(owner(), 'PUT', `/api/staffing/company/${companyId}`, {
    needs: needs.map((n) => ({
      weekday: n.weekday,
      start: n.start,
      end: n.end,
      jobTitleId: n.title === 'bar' ? bar : kok,
      headcount: n.headcount ?? 1,
    })),
    weeklyBudgetCents: budgetCents,
  });
  expect(saved.statusCode).toBe(200);
  return { companyId, kok, bar };
}

function propose(
  token: string,
  companyId: number,
  extra: Record<string, unknown> = {},
  options = {},
) {
  return send(
    token,
    'POST',
    '/api/schedules/proposal',
    { companyId, week: WEEK, timeLimitSeconds: 1, ...extra },
    options,
  );
}

function conceptsOf(companyId: number) {
  return withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({
        employeeId: schedules.employeeId,
        start: schedules.startTime,
        end: schedules.endTime,
      })
      .from(schedules)
      .where(and(eq(schedules.companyId, companyId), eq(schedules.status, 'CONCEPT'))),
  );
}

describe('POST /api/schedules/proposal', () => {
  it('writes the proposal as concept shifts and answers its summary', async () => {
    const { companyId, kok } = await companyWithNeeds([
      { weekday: 1, start: '10:00', end: '14:00' },
    ]);
    const cook = await createEmployee(t.database.db, tenant, {
      companyId,
      jobTitleId: kok,
      salary: 20,
    });
    const response = await propose(owner(), companyId);
    expect(response.statusCode).toBe(201);
    const summary = response.json();
    expect(summary).toMatchObject({
      week: WEEK,
      shiftCount: 1,
      neededMinutes: 240,
      coveredMinutes: 240,
      uncovered: [],
      violations: 0,
      weeklyBudgetCents: null,
    });
    expect(summary.costCents).toBeGreaterThan(0);
    expect(await conceptsOf(companyId)).toEqual([
      {
        employeeId: cook.id,
        start: new Date('2026-11-30T09:00:00Z'),
        end: new Date('2026-11-30T13:00:00Z'),
      },
    ]);
  });

  it.each(PLANNERS)('lets %s propose a week of a company in reach', async (role) => {
    // The tenant's first company: the one the company-bound planners belong to.
    const companyId = tenant.companyId;
    const kok = (await createJobTitle(t.database.db, tenant, { companyId })).id;
    await createEmployee(t.database.db, tenant, { companyId, jobTitleId: kok });
    await send(owner(), 'PUT', `/api/staffing/company/${companyId}`, {
      needs: [{ weekday: 2, start: '09:00', end: '13:00', jobTitleId: kok, headcount: 1 }],
      weeklyBudgetCents: null,
    });
    const response = await propose(tokens[role] ?? '', companyId);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ coveredMinutes: 240, uncovered: [] });
  });

  it('refuses a company without Bezetting with 400 naming companyId', async () => {
    const companyId = await createCompany(t.database.db, tenant);
    const response = await propose(owner(), companyId);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      field: 'companyId',
      message: 'Er is geen bezetting ingevuld voor dit bedrijf. Vul eerst de bezetting in.',
    });
  });

  it.each(REFUSED)('refuses %s (403) and writes nothing', async (role) => {
    const { companyId, kok } = await companyWithNeeds([
      { weekday: 2, start: '09:00', end: '13:00' },
    ]);
    await createEmployee(t.database.db, tenant, { companyId, jobTitleId: kok });
    expect((await propose(tokens[role] ?? '', companyId)).statusCode).toBe(403);
    expect(await conceptsOf(companyId)).toEqual([]);
  });

  it('does not plan an employee on approved leave', async () => {
    const { companyId, kok } = await companyWithNeeds([
      { weekday: 3, start: '10:00', end: '15:00' },
    ]);
    // The cheaper cook is on leave that Wednesday.
    const away = await createEmployee(t.database.db, tenant, {
      companyId,
      jobTitleId: kok,
      salary: 12,
    });
    const there = await createEmployee(t.database.db, tenant, {
      companyId,
      jobTitleId: kok,
      salary: 25,
    });
    await createLeave(t.database.db, tenant, {
      employeeId: away.id,
      companyId,
      startDate: '2026-12-02',
      status: 'APPROVED',
    });
    const response = await propose(owner(), companyId);
    expect(response.statusCode).toBe(201);
    expect((await conceptsOf(companyId)).map((s) => s.employeeId)).toEqual([there.id]);
  });

  it('does not plan a minor after 23:00, and says why a late need stays open', async () => {
    const { companyId, bar } = await companyWithNeeds([
      { weekday: 5, start: '18:00', end: '23:30', title: 'bar' },
      { weekday: 6, start: '18:00', end: '23:30', title: 'bar' },
    ]);
    // Sixteen that week; the adult works Friday only (unavailable Saturday evening).
    const minor = await createEmployee(t.database.db, tenant, {
      companyId,
      jobTitleId: bar,
      salary: 8,
      dateOfBirth: '2010-03-01',
    });
    const adult = await createEmployee(t.database.db, tenant, {
      companyId,
      jobTitleId: bar,
      salary: 20,
    });
    await createAvailability(t.database.db, tenant, {
      employeeId: adult.id,
      companyId,
      startTime: new Date('2026-12-05T12:00:00Z'),
      endTime: new Date('2026-12-06T00:00:00Z'),
      available: false,
    });
    const response = await propose(owner(), companyId);
    expect(response.statusCode).toBe(201);
    const concepts = await conceptsOf(companyId);
    expect(concepts.map((s) => s.employeeId)).toEqual([adult.id]);
    expect(concepts.some((s) => s.employeeId === minor.id)).toBe(false);
    const [open] = response.json().uncovered;
    expect(open).toMatchObject({ jobTitle: 'Bar', missing: 1, reason: 'labourLaw' });
    expect(open.message).toContain('Arbeidstijdenwet');
  });

  it('reports a need nobody can cover, with its reason in Dutch', async () => {
    const { companyId, kok } = await companyWithNeeds([
      { weekday: 1, start: '10:00', end: '14:00', headcount: 2 },
      { weekday: 1, start: '10:00', end: '14:00', title: 'bar' },
    ]);
    await createEmployee(t.database.db, tenant, { companyId, jobTitleId: kok });
    const response = await propose(owner(), companyId);
    expect(response.statusCode).toBe(201);
    const summary = response.json();
    expect(summary.shiftCount).toBe(1);
    expect(summary.neededMinutes).toBe(3 * 240);
    expect(summary.coveredMinutes).toBe(240);
    const bar = summary.uncovered.find((u: { jobTitle: string }) => u.jobTitle === 'Bar');
    expect(bar).toMatchObject({ missing: 1, reason: 'noOneAvailable' });
    expect(bar.message).toContain('Niemand beschikbaar met functie Bar');
    expect(summary.uncovered.find((u: { jobTitle: string }) => u.jobTitle === 'Kok')).toMatchObject(
      { missing: 1 },
    );
  });

  it('keeps the shifts already planned: a definitive shift covers its need', async () => {
    const { companyId, kok } = await companyWithNeeds([
      { weekday: 1, start: '10:00', end: '14:00' },
    ]);
    const cook = await createEmployee(t.database.db, tenant, { companyId, jobTitleId: kok });
    await createEmployee(t.database.db, tenant, { companyId, jobTitleId: kok });
    await createSchedule(t.database.db, tenant, {
      companyId,
      employeeId: cook.id,
      startTime: new Date('2026-11-30T09:00:00Z'),
      endTime: new Date('2026-11-30T13:00:00Z'),
    });
    const response = await propose(owner(), companyId);
    // Nothing was left to choose: that is the best roster, not a solve the time cut short.
    expect(response.json()).toMatchObject({
      shiftCount: 0,
      coveredMinutes: 240,
      uncovered: [],
      optimal: true,
    });
    expect(await conceptsOf(companyId)).toEqual([]);
  });

  it('answers the same key once: the first answer again, and no second set of concepts', async () => {
    const { companyId, kok } = await companyWithNeeds([
      { weekday: 4, start: '10:00', end: '14:00' },
    ]);
    await createEmployee(t.database.db, tenant, { companyId, jobTitleId: kok });
    const headers = { 'idempotency-key': `proposal-${companyId}-abcdefghijkl` };
    const first = await propose(owner(), companyId, {}, { headers });
    const again = await propose(owner(), companyId, {}, { headers });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await conceptsOf(companyId)).toHaveLength(1);
  });

  it('refuses a week in a closed month (409) and writes nothing', async () => {
    const { companyId, kok } = await companyWithNeeds([
      { weekday: 1, start: '10:00', end: '14:00' },
    ]);
    await createEmployee(t.database.db, tenant, { companyId, jobTitleId: kok });
    const closed = await send(owner(), 'POST', '/api/months/close', {
      companyId,
      year: 2026,
      month: 10,
    });
    expect(closed.statusCode).toBe(200);
    // 26 October – 1 November: its Monday lies in the closed month.
    const response = await propose(owner(), companyId, { week: '2026-10-28' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('De maand oktober 2026 is afgesloten');
    expect(await conceptsOf(companyId)).toEqual([]);
  });

  it('refuses a week that is over (400 naming week) and writes nothing', async () => {
    const { companyId, kok } = await companyWithNeeds([
      { weekday: 1, start: '10:00', end: '14:00' },
    ]);
    await createEmployee(t.database.db, tenant, { companyId, jobTitleId: kok });
    // 9 – 15 November, the week before the clock's: November is open, the week is past.
    const response = await propose(owner(), companyId, { week: '2026-11-10' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION',
      field: 'week',
      message: PROPOSAL_MESSAGES.pastWeek,
    });
    expect(await conceptsOf(companyId)).toEqual([]);
  });

  it("never plans another tenant's company (404), and changes nothing there", async () => {
    const { companyId, kok } = await companyWithNeeds([
      { weekday: 1, start: '10:00', end: '14:00' },
    ]);
    await createEmployee(t.database.db, tenant, { companyId, jobTitleId: kok });
    const response = await propose(otherOwner, companyId, {}, { tenantId: other.tenantId });
    expect(response.statusCode).toBe(404);
    expect(await conceptsOf(companyId)).toEqual([]);
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [extra, field] of [
      [{ week: '30-11-2026' }, 'week'],
      [{ timeLimitSeconds: 0 }, 'timeLimitSeconds'],
      [{ timeLimitSeconds: 31 }, 'timeLimitSeconds'],
      [{ companyId: 'abc' }, 'companyId'],
    ] as const) {
      const response = await propose(owner(), tenant.companyId, extra);
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
  });
});
