import type { Role } from '@klokwerk/domain/roles';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createCompany,
  createCorrection,
  createEmployee,
  createSchedule,
  createSignedInEmployee,
  createTestTenant,
  createTimeRecord,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Mijn rooster and Mijn uren: an employee reads their own next shifts (colleagues by first name)
 * and their own hours of this month, and never anyone else's.
 */
let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let emma: { id: number; token: string };
let colleague: { id: number };
let strangerToken: string;
const at = (iso: string) => new Date(iso);
/** Thursday 26 November 2026, 10:00 in Amsterdam. */
const NOW = at('2026-11-26T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  // Tokens are signed at the test clock: set it before anyone signs in.
  t.clock.set(NOW);
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: ['EIGENAAR', 'KLOKSYSTEEM'] });
  other = await createTestTenant(db);
  const signedIn = await createSignedInEmployee(t.app, db, tenant, {
    employee: { firstName: 'Emma', lastName: 'Smit' },
  });
  emma = { id: signedIn.employee.id, token: signedIn.token };
  colleague = await createEmployee(db, tenant, { firstName: 'Kees', lastName: 'Bakker' });
  const late = await createEmployee(db, tenant, { firstName: 'Anna', lastName: 'de Vries' });
  const gone = await createEmployee(db, tenant, {
    firstName: 'Weg',
    archivedAt: at('2026-11-01T00:00:00Z'),
  });
  const second = await createCompany(db, tenant);
  const elsewhere = await createEmployee(db, tenant, { companyId: second, firstName: 'Ver' });
  const stranger = await createSignedInEmployee(t.app, db, other, {
    employee: { firstName: 'Sam' },
  });
  strangerToken = stranger.token;

  // Emma: yesterday (over), today 12–20 (not over), Saturday, and one after 28 days.
  for (const start of [
    '2026-11-25T11:00:00Z',
    '2026-11-26T11:00:00Z',
    '2026-11-28T16:00:00Z',
    '2026-12-30T11:00:00Z',
  ]) {
    await createSchedule(db, tenant, { employeeId: emma.id, startTime: at(start) });
  }
  // Today: Kees overlaps, Anna starts when Emma ends (touching: not together).
  await createSchedule(db, tenant, {
    employeeId: colleague.id,
    startTime: at('2026-11-26T09:00:00Z'),
  });
  await createSchedule(db, tenant, { employeeId: late.id, startTime: at('2026-11-26T19:00:00Z') });
  await createSchedule(db, tenant, { employeeId: gone.id, startTime: at('2026-11-26T11:00:00Z') });
  await createSchedule(db, tenant, {
    employeeId: elsewhere.id,
    companyId: second,
    startTime: at('2026-11-26T11:00:00Z'),
  });
  await createSchedule(db, other, {
    employeeId: stranger.employee.id,
    startTime: at('2026-11-26T11:00:00Z'),
  });

  // Hours: October's (not this month), two of November (one approved, one pending), one open today.
  await createTimeRecord(db, tenant, {
    employeeId: emma.id,
    clockInTime: at('2026-10-30T09:00:00Z'),
    approvalStatus: 'Approved',
  });
  await createTimeRecord(db, tenant, {
    employeeId: emma.id,
    clockInTime: at('2026-11-02T08:00:00Z'),
    approvalStatus: 'Approved',
  });
  await createTimeRecord(db, tenant, {
    employeeId: emma.id,
    clockInTime: at('2026-11-03T08:00:00Z'),
    clockOutTime: at('2026-11-03T12:00:00Z'),
  });
  await createTimeRecord(db, tenant, {
    employeeId: emma.id,
    clockInTime: at('2026-11-26T08:55:00Z'),
    clockOutTime: null,
  });
  await createTimeRecord(db, tenant, {
    employeeId: colleague.id,
    clockInTime: at('2026-11-04T08:00:00Z'),
  });
  await createTimeRecord(db, other, {
    employeeId: stranger.employee.id,
    clockInTime: at('2026-11-05T08:00:00Z'),
  });
  await createCorrection(db, tenant, {
    employeeId: emma.id,
    requestedTime: at('2026-11-03T17:00:00Z'),
    reason: 'Bon vergeten',
  });
  await createCorrection(db, tenant, {
    employeeId: colleague.id,
    requestedTime: at('2026-11-04T17:00:00Z'),
  });
});
beforeEach(() => t.clock.set(NOW));
afterAll(() => t.close());

function get(token: string, url: string, tenantId: string = tenant.tenantId) {
  return t.app.inject({ method: 'GET', url, headers: authHeaders(token, tenantId) });
}

describe('GET /api/me/shifts', () => {
  it('lists my shifts that have not ended, the next 28 days, with colleagues by first name', async () => {
    const response = await get(emma.token, '/api/me/shifts');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.timeZone).toBe('Europe/Amsterdam');
    expect(body.shifts).toEqual([
      {
        scheduleId: expect.any(Number),
        companyId: tenant.companyId,
        companyName: expect.any(String),
        startTime: '2026-11-26T11:00:00.000Z',
        endTime: '2026-11-26T19:00:00.000Z',
        colleagues: [{ firstName: 'Kees' }],
      },
      expect.objectContaining({ startTime: '2026-11-28T16:00:00.000Z', colleagues: [] }),
    ]);
    // First names only: no surname, no e-mail, no one of another company or tenant.
    expect(response.body).not.toContain('Bakker');
    expect(response.body).not.toContain('Ver"');
    expect(response.body).not.toContain('Sam');
    expect(response.body).not.toContain('Weg');
  });

  it("shows another tenant's employee only their own", async () => {
    const response = await get(strangerToken, '/api/me/shifts', other.tenantId);
    expect(response.statusCode).toBe(200);
    expect(response.json().shifts).toEqual([
      expect.objectContaining({ startTime: '2026-11-26T11:00:00.000Z', colleagues: [] }),
    ]);
  });

  it('answers an account without an employee 404 with the reason, the kiosk 403', async () => {
    const owner = await loginAs(t.app, tenant, 'EIGENAAR');
    const response = await get(owner, '/api/me/shifts');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(
      'Dit account hoort niet bij een medewerker, dus er is geen eigen rooster en er zijn geen eigen uren.',
    );
    const kiosk = await loginAs(t.app, tenant, 'KLOKSYSTEEM');
    expect((await get(kiosk, '/api/me/shifts')).statusCode).toBe(403);
    expect((await get(kiosk, '/api/me/hours')).statusCode).toBe(403);
  });

  it.each(['ROOSTERMAKER', 'EIGENAAR', 'ACCOUNTANT'] as Role[])(
    'gives a %s linked to an employee their own',
    async (role) => {
      const me = await createSignedInEmployee(t.app, t.database.db, tenant, { role });
      await createSchedule(t.database.db, tenant, {
        employeeId: me.employee.id,
        startTime: at('2026-11-27T08:00:00Z'),
      });
      const response = await get(me.token, '/api/me/shifts');
      expect(response.json().shifts).toEqual([
        expect.objectContaining({ startTime: '2026-11-27T08:00:00.000Z' }),
      ]);
    },
  );

  it("refuses a token of one tenant with another tenant's header", async () => {
    expect((await get(emma.token, '/api/me/shifts', other.tenantId)).statusCode).toBe(403);
  });
});

describe('GET /api/me/hours', () => {
  it("sums my registrations of this month so far, and none of anyone else's", async () => {
    const response = await get(emma.token, '/api/me/hours');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      year: 2026,
      month: 11,
      timeZone: 'Europe/Amsterdam',
      // 8 h and 4 h; the open one counts nothing yet.
      workedSeconds: 12 * 3600,
      // 8 h less half an hour's break, 4 h without.
      netSeconds: 11.5 * 3600,
      pendingCount: 2,
      clockedIn: true,
      corrections: [
        expect.objectContaining({ employeeId: emma.id, reason: 'Bon vergeten', status: 'PENDING' }),
      ],
    });
    expect(body.registrations.map((r: { clockInTime: string }) => r.clockInTime)).toEqual([
      '2026-11-02T08:00:00.000Z',
      '2026-11-03T08:00:00.000Z',
      '2026-11-26T08:55:00.000Z',
    ]);
  });

  it('lists a rejected registration but counts it as no worked time', async () => {
    const me = await createSignedInEmployee(t.app, t.database.db, tenant);
    await createTimeRecord(t.database.db, tenant, {
      employeeId: me.employee.id,
      clockInTime: at('2026-11-04T08:00:00Z'),
      clockOutTime: at('2026-11-04T12:00:00Z'),
      approvalStatus: 'Approved',
    });
    await createTimeRecord(t.database.db, tenant, {
      employeeId: me.employee.id,
      clockInTime: at('2026-11-04T12:02:00Z'),
      clockOutTime: at('2026-11-04T12:03:00Z'),
      approvalStatus: 'Rejected',
    });
    const body = (await get(me.token, '/api/me/hours')).json();
    expect(body.registrations).toHaveLength(2);
    expect(body).toMatchObject({ workedSeconds: 4 * 3600, netSeconds: 4 * 3600 });
  });

  it('starts again in a new month, by the company calendar', async () => {
    // 1 December 00:30 in Amsterdam is still 30 November in UTC.
    t.clock.set(at('2026-11-30T23:30:00Z'));
    const me = await createSignedInEmployee(t.app, t.database.db, tenant);
    await createTimeRecord(t.database.db, tenant, {
      employeeId: me.employee.id,
      clockInTime: at('2026-11-30T08:00:00Z'),
    });
    const response = await get(me.token, '/api/me/hours');
    expect(response.json()).toMatchObject({
      year: 2026,
      month: 12,
      workedSeconds: 0,
      registrations: [],
    });
  });
});
