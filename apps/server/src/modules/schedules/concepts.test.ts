import type { Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedules, users } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCompany,
  createEmployee,
  createSchedule,
  createSignedInEmployee,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { mailsTo, inviteeEmail as uniqueEmail } from '../../test/invitations';
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

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let second: number;
const tokens: Partial<Record<Role, string>> = {};
let otherOwner: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: [...PLANNERS, ...REFUSED] });
  other = await createTestTenant(db);
  second = await createCompany(db, tenant);
  for (const role of [...PLANNERS, ...REFUSED]) tokens[role] = await loginAs(t.app, tenant, role);
  otherOwner = await loginAs(t.app, other, 'EIGENAAR');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function send(
  token: string,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
  tenantId: string = tenant.tenantId,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...authHeaders(token, tenantId), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function as(role: Role, method: Method, url: string, payload?: unknown) {
  return send(tokens[role] ?? '', method, url, payload);
}

/** The test clock stands at Saturday 21 November 2026; next week runs 23 to 29 November. */
function concept(email: string, day: string, extra: Record<string, unknown> = {}) {
  return {
    employeeEmail: email,
    companyId: tenant.companyId,
    startTime: `${day}T09:00:00`,
    endTime: `${day}T17:00:00`,
    ...extra,
  };
}

async function statusOf(scheduleId: number) {
  const [row] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx.select({ status: schedules.status }).from(schedules).where(eq(schedules.id, scheduleId)),
  );
  return row?.status ?? null;
}

async function rosterIds(token: string, companyId = tenant.companyId) {
  const response = await send(
    token,
    'GET',
    `/api/schedules/company/${companyId}?start=2026-11-23T00:00:00&end=2026-12-07T00:00:00`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<Array<{ scheduleId: number; status: string }>>();
}

describe('concept shifts: who may plan them', () => {
  it.each(PLANNERS)('lets %s create a concept (201, status CONCEPT)', async (role) => {
    const employee = await createEmployee(t.database.db, tenant, { email: uniqueEmail() });
    const response = await as(role, 'POST', '/api/schedules/concepts', {
      ...concept(employee.email, '2026-11-24'),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'CONCEPT', warnings: [] });
    expect(await statusOf(response.json().scheduleId)).toBe('CONCEPT');
  });

  it.each(REFUSED)('refuses %s with 403 and creates nothing', async (role) => {
    const employee = await createEmployee(t.database.db, tenant, { email: uniqueEmail() });
    const response = await as(role, 'POST', '/api/schedules/concepts', {
      ...concept(employee.email, '2026-11-24'),
    });
    expect(response.statusCode).toBe(403);
    const put = await as(role, 'PUT', '/api/schedules/1', concept(employee.email, '2026-11-24'));
    expect(put.statusCode).toBe(403);
    const publish = await as(role, 'POST', '/api/schedules/publish', {
      companyId: tenant.companyId,
      week: '2026-11-23',
    });
    expect(publish.statusCode).toBe(403);
  });

  it('answers a bad field with a Dutch 400 naming it, and changes nothing', async () => {
    const employee = await createEmployee(t.database.db, tenant, { email: uniqueEmail() });
    const backwards = await as('ROOSTERMAKER', 'POST', '/api/schedules/concepts', {
      ...concept(employee.email, '2026-11-24', { endTime: '2026-11-24T08:00:00' }),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.field).toBe('endTime');
    expect(backwards.json().error.message).toContain('Eindtijd moet na begintijd liggen');
    const week = await as('ROOSTERMAKER', 'POST', '/api/schedules/publish', {
      companyId: tenant.companyId,
      week: '24-11-2026',
    });
    expect(week.statusCode).toBe(400);
    expect(week.json().error.field).toBe('week');
    expect(week.json().error.message).toContain('Kies een geldige datum in de week (jjjj-mm-dd).');
  });
});

describe('concept shifts: who sees them', () => {
  it('shows them to every planner of the company, never to staff', async () => {
    const employee = await createEmployee(t.database.db, tenant, { email: uniqueEmail() });
    const planned = await as('FLOORMANAGER', 'POST', '/api/schedules/concepts', {
      ...concept(employee.email, '2026-11-25'),
    });
    const id = planned.json().scheduleId;
    for (const role of PLANNERS) {
      const seen = await rosterIds(tokens[role] ?? '');
      expect(seen.find((shift) => shift.scheduleId === id)).toMatchObject({ status: 'CONCEPT' });
    }
    const staff = await createSignedInEmployee(t.app, t.database.db, tenant);
    expect((await rosterIds(staff.token)).some((shift) => shift.scheduleId === id)).toBe(false);
    expect((await rosterIds(tokens.MEDEWERKER ?? '')).every((s) => s.status === 'DEFINITIVE')).toBe(
      true,
    );
  });

  it("keeps a company-bound planner out of another company's concepts (404)", async () => {
    const employee = await createEmployee(t.database.db, tenant, { companyId: second });
    const made = await as('EIGENAAR', 'POST', '/api/schedules/concepts', {
      ...concept(employee.email, '2026-11-24', { companyId: second }),
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().scheduleId;
    const bound = tokens.ROOSTERMAKER ?? '';
    expect((await send(bound, 'GET', `/api/schedules/company/${second}`)).statusCode).toBe(404);
    const create = await send(bound, 'POST', '/api/schedules/concepts', {
      ...concept(employee.email, '2026-11-25', { companyId: second }),
    });
    expect(create.statusCode).toBe(404);
    const move = await send(bound, 'PUT', `/api/schedules/${id}`, {
      employeeEmail: employee.email,
      startTime: '2026-11-24T10:00:00',
      endTime: '2026-11-24T18:00:00',
    });
    expect(move.statusCode).toBe(404);
    expect((await send(bound, 'DELETE', `/api/schedules/delete/${id}`)).statusCode).toBe(404);
    const publish = await send(bound, 'POST', '/api/schedules/publish', {
      companyId: second,
      week: '2026-11-23',
    });
    expect(publish.statusCode).toBe(404);
    expect(await statusOf(id)).toBe('CONCEPT');
  });

  it("keeps another tenant out: its token neither reads nor changes this tenant's concepts", async () => {
    const employee = await createEmployee(t.database.db, tenant, { email: uniqueEmail() });
    const made = await as('EIGENAAR', 'POST', '/api/schedules/concepts', {
      ...concept(employee.email, '2026-11-26'),
    });
    const id = made.json().scheduleId;
    const move = await send(
      otherOwner,
      'PUT',
      `/api/schedules/${id}`,
      { employeeEmail: employee.email, startTime: '2026-11-26T10:00', endTime: '2026-11-26T12:00' },
      {},
      other.tenantId,
    );
    expect(move.statusCode).toBe(404);
    const publish = await send(
      otherOwner,
      'POST',
      '/api/schedules/publish',
      { companyId: tenant.companyId, week: '2026-11-23' },
      {},
      other.tenantId,
    );
    expect(publish.statusCode).toBe(404);
    const list = await send(
      otherOwner,
      'GET',
      `/api/schedules/company/${tenant.companyId}`,
      undefined,
      {},
      other.tenantId,
    );
    expect(list.statusCode).toBe(404);
    expect(await statusOf(id)).toBe('CONCEPT');
  });

  it('leaves concepts out of the calendar feed and the hours report until published', async () => {
    const staff = await createSignedInEmployee(t.app, t.database.db, tenant);
    const feed = await send(staff.token, 'POST', '/api/calendar-feed');
    const feedPath = new URL(feed.json().url).pathname;
    const { id } = await createSchedule(t.database.db, tenant, {
      employeeId: staff.employee.id,
      startTime: new Date('2026-11-10T08:00:00Z'),
      status: 'CONCEPT',
    });
    const scheduled = async () => {
      const report = await as(
        'EIGENAAR',
        'GET',
        `/api/reports/hours?companyId=${tenant.companyId}&year=2026&month=11`,
      );
      expect(report.statusCode).toBe(200);
      const row = report
        .json<{ employees: Array<{ employeeId: number; scheduledHours: number }> }>()
        .employees.find((r) => r.employeeId === staff.employee.id);
      return row?.scheduledHours ?? 0;
    };
    const inFeed = async () =>
      (await t.app.inject({ method: 'GET', url: feedPath })).body.includes(
        `klokwerk-dienst-${id}@`,
      );
    expect(await inFeed()).toBe(false);
    expect(await scheduled()).toBe(0);

    const published = await as('EIGENAAR', 'POST', '/api/schedules/publish', {
      companyId: tenant.companyId,
      week: '2026-11-10',
    });
    expect(published.statusCode).toBe(200);
    expect(await inFeed()).toBe(true);
    expect(await scheduled()).toBe(8);
  });
});

describe('moving and deleting', () => {
  it('moves a concept to another time and employee, mailing nobody', async () => {
    const anna = await createEmployee(t.database.db, tenant, { email: uniqueEmail() });
    const bram = await createEmployee(t.database.db, tenant, { email: uniqueEmail() });
    const made = await as('ROOSTERMAKER', 'POST', '/api/schedules/concepts', {
      ...concept(anna.email, '2026-11-27'),
    });
    const moved = await as('ROOSTERMAKER', 'PUT', `/api/schedules/${made.json().scheduleId}`, {
      employeeEmail: bram.email,
      startTime: '2026-11-27T12:00:00',
      endTime: '2026-11-27T20:00:00',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'CONCEPT',
      employeeEmail: bram.email,
      startTime: '2026-11-27T11:00:00.000Z',
      endTime: '2026-11-27T19:00:00.000Z',
    });
    expect(await mailsTo(t.database.db, anna.email)).toEqual([]);
    expect(await mailsTo(t.database.db, bram.email)).toEqual([]);
  });

  it('refuses a move onto a shift that exists (409) and keeps the shift where it was', async () => {
    const anna = await createEmployee(t.database.db, tenant, { email: uniqueEmail() });
    await as('ROOSTERMAKER', 'POST', '/api/schedules/concepts', concept(anna.email, '2026-11-27'));
    const made = await as('ROOSTERMAKER', 'POST', '/api/schedules/concepts', {
      ...concept(anna.email, '2026-11-28'),
    });
    const moved = await as('ROOSTERMAKER', 'PUT', `/api/schedules/${made.json().scheduleId}`, {
      employeeEmail: anna.email,
      startTime: '2026-11-27T09:00:00',
      endTime: '2026-11-27T17:00:00',
    });
    expect(moved.statusCode).toBe(409);
    const rows = await rosterIds(tokens.EIGENAAR ?? '');
    expect(rows.filter((row) => row.scheduleId === made.json().scheduleId)).toHaveLength(1);
  });

  it('mails the employee when a definitive shift moves or is deleted', async () => {
    const staff = await createEmployee(t.database.db, tenant, {
      firstName: 'Sanne',
      email: uniqueEmail(),
    });
    const { id } = await createSchedule(t.database.db, tenant, {
      employeeId: staff.id,
      startTime: new Date('2026-11-24T08:00:00Z'),
    });
    const moved = await as('ROOSTERMAKER', 'PUT', `/api/schedules/${id}`, {
      employeeEmail: staff.email,
      startTime: '2026-11-24T12:00:00',
      endTime: '2026-11-24T20:00:00',
    });
    expect(moved.json().status).toBe('DEFINITIVE');
    const [changed] = await mailsTo(t.database.db, staff.email);
    expect(changed?.subject).toMatch(/^Je rooster bij .+ is gewijzigd$/);
    expect(changed?.text).toContain('Hallo Sanne,');
    expect(changed?.text).toContain('Was: dinsdag 24-11-2026 van 09:00 tot 17:00');
    expect(changed?.text).toContain('Wordt: dinsdag 24-11-2026 van 12:00 tot 20:00');

    expect((await as('ROOSTERMAKER', 'DELETE', `/api/schedules/delete/${id}`)).statusCode).toBe(
      200,
    );
    const [removed] = await mailsTo(t.database.db, staff.email);
    expect(removed?.text).toContain('heeft een dienst uit je rooster gehaald:');
    expect(removed?.text).toContain('dinsdag 24-11-2026 van 12:00 tot 20:00');
  });
});

describe('POST /api/schedules/publish (Rooster Bevestigen)', () => {
  async function freshCompany() {
    const companyId = await createCompany(t.database.db, tenant);
    const anna = await createEmployee(t.database.db, tenant, {
      companyId,
      firstName: 'Anna',
      email: uniqueEmail(),
    });
    const bram = await createEmployee(t.database.db, tenant, {
      companyId,
      firstName: 'Bram',
      email: uniqueEmail(),
    });
    return { companyId, anna, bram };
  }

  async function plan(companyId: number, email: string, start: string, end: string) {
    const response = await as('EIGENAAR', 'POST', '/api/schedules/concepts', {
      employeeEmail: email,
      companyId,
      startTime: start,
      endTime: end,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ scheduleId: number }>().scheduleId;
  }

  it("publishes the week's concepts, one mail per employee listing their shifts", async () => {
    const { companyId, anna, bram } = await freshCompany();
    const a1 = await plan(companyId, anna.email, '2026-11-23T09:00', '2026-11-23T17:00');
    const a2 = await plan(companyId, anna.email, '2026-11-29T16:00', '2026-11-29T23:00');
    const b1 = await plan(companyId, bram.email, '2026-11-25T10:00', '2026-11-25T14:00');
    const later = await plan(companyId, bram.email, '2026-11-30T10:00', '2026-11-30T14:00');

    const response = await as('ROOSTERMAKER', 'POST', '/api/schedules/publish', {
      companyId,
      week: '2026-11-26',
    });
    // A company-bound planner of another company: not in reach.
    expect(response.statusCode).toBe(404);

    const published = await as('EIGENAAR', 'POST', '/api/schedules/publish', {
      companyId,
      week: '2026-11-26',
    });
    expect(published.statusCode).toBe(200);
    const answer = published.json();
    expect(answer.shifts.map((s: { scheduleId: number }) => s.scheduleId)).toEqual([a1, b1, a2]);
    expect(answer.shifts.every((s: { status: string }) => s.status === 'DEFINITIVE')).toBe(true);
    expect(answer.mailed).toBe(2);
    expect(answer.findings).toMatchObject({ findings: expect.any(Array) });
    expect(await statusOf(later)).toBe('CONCEPT');

    const [toAnna, ...moreForAnna] = await mailsTo(t.database.db, anna.email);
    expect(moreForAnna).toEqual([]);
    expect(toAnna?.subject).toMatch(/^Je rooster voor week 48 bij /);
    expect(toAnna?.text).toContain('Hallo Anna,');
    expect(toAnna?.text).toContain('heeft het rooster van week 48 bevestigd. Je nieuwe diensten:');
    expect(toAnna?.text).toContain('- maandag 23-11-2026 van 09:00 tot 17:00');
    expect(toAnna?.text).toContain('- zondag 29-11-2026 van 16:00 tot 23:00');
    expect(toAnna?.text).not.toContain('woensdag');
    const [toBram, ...moreForBram] = await mailsTo(t.database.db, bram.email);
    expect(moreForBram).toEqual([]);
    expect(toBram?.text).toContain(
      'Je nieuwe dienst:\n\n- woensdag 25-11-2026 van 10:00 tot 14:00',
    );
    expect(toBram?.text).not.toContain('30-11-2026');
  });

  it('is idempotent: a second publish changes nothing and mails nobody; a key replays', async () => {
    const { companyId, anna } = await freshCompany();
    await plan(companyId, anna.email, '2026-11-24T09:00', '2026-11-24T17:00');
    const key = { 'idempotency-key': `publish-${companyId}-abcdefghijkl` };
    const body = { companyId, week: '2026-11-24' };
    const first = await send(tokens.EIGENAAR ?? '', 'POST', '/api/schedules/publish', body, key);
    expect(first.statusCode).toBe(200);
    expect(first.json().shifts).toHaveLength(1);
    const replay = await send(tokens.EIGENAAR ?? '', 'POST', '/api/schedules/publish', body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const again = await as('EIGENAAR', 'POST', '/api/schedules/publish', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ shifts: [], mailed: 0 });
    expect(await mailsTo(t.database.db, anna.email)).toHaveLength(1);
  });

  it('publishes each concept once when two publishes of the week run at the same moment', async () => {
    const { companyId, anna, bram } = await freshCompany();
    await plan(companyId, anna.email, '2026-11-24T09:00', '2026-11-24T17:00');
    await plan(companyId, bram.email, '2026-11-25T09:00', '2026-11-25T17:00');
    const body = { companyId, week: '2026-11-24' };
    const answers = await Promise.all([
      as('EIGENAAR', 'POST', '/api/schedules/publish', body),
      as('EIGENAAR', 'POST', '/api/schedules/publish', body),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const counts = answers.map((a) => a.json().shifts.length).sort();
    expect(counts).toEqual([0, 2]);
    expect(await mailsTo(t.database.db, anna.email)).toHaveLength(1);
    expect(await mailsTo(t.database.db, bram.email)).toHaveLength(1);
  });

  it('mails nobody who turned roster mails off', async () => {
    const companyId = await createCompany(t.database.db, tenant);
    const staff = await createSignedInEmployee(t.app, t.database.db, tenant, {
      companyId,
      employee: { email: uniqueEmail() },
    });
    const off = await send(staff.token, 'PUT', '/api/account/shift-mails', { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false });
    expect((await send(staff.token, 'GET', '/api/account/shift-mails')).json()).toEqual({
      enabled: false,
    });
    await plan(companyId, staff.employee.email, '2026-11-24T09:00', '2026-11-24T17:00');
    const published = await as('EIGENAAR', 'POST', '/api/schedules/publish', {
      companyId,
      week: '2026-11-24',
    });
    expect(published.json()).toMatchObject({ mailed: 0 });
    expect(published.json().shifts).toHaveLength(1);
    expect(await mailsTo(t.database.db, staff.employee.email)).toEqual([]);
    const [stored] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select({ shiftMails: users.shiftMails })
        .from(users)
        .where(and(eq(users.employeeId, staff.employee.id), eq(users.tenantId, tenant.tenantId))),
    );
    expect(stored?.shiftMails).toBe(false);
  });
});
