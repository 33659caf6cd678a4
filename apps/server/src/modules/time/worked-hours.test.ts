import type { Role } from '@klokwerk/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createCompany,
  createCorrection,
  createEmployee,
  createTestTenant,
  createTimeRecord,
  createUser,
  loginAs,
  signIn,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Written out by hand: time.own (MEDEWERKER, FLOORMANAGER, HUMANRESOURCE, ROOSTERMAKER,
 * ACCOUNTANT) read their own employee's hours; time.review (the money roles and FLOORMANAGER,
 * docs/roles-and-policies.md#actions) read anyone's in a company they may act for. The kiosk reads nobody's.
 */
const REVIEWERS: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE', 'ACCOUNTANT'];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let sanne: number;
let piet: number;
let elsewhere: number;
let theirs: number;
const tokens: Record<string, string> = {};
let correctionId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: [...REVIEWERS, 'FLOORMANAGER', 'KLOKSYSTEEM'] });
  other = await createTestTenant(db);
  const second = await createCompany(db, tenant);
  sanne = (await createEmployee(db, tenant, { firstName: 'Sanne' })).id;
  piet = (await createEmployee(db, tenant, { firstName: 'Piet' })).id;
  elsewhere = (await createEmployee(db, tenant, { companyId: second })).id;
  theirs = (await createEmployee(db, other)).id;
  const staff = await createUser(db, tenant, { roles: ['MEDEWERKER'], employeeId: sanne });
  const planner = await createUser(db, tenant, { roles: ['ROOSTERMAKER'], employeeId: piet });
  t.clock.set(new Date('2026-11-23T12:00:00Z'));
  for (const role of [...REVIEWERS, 'FLOORMANAGER', 'KLOKSYSTEEM'] as Role[])
    tokens[role] = await loginAs(t.app, tenant, role);
  tokens.MEDEWERKER = await signIn(t.app, tenant.tenantId, staff.userName);
  tokens.ROOSTERMAKER = await signIn(t.app, tenant.tenantId, planner.userName);

  // Monday 08:00–16:00 UTC, approved; Tuesday clocked in at 08:00 and never out, until an
  // approved correction says 21:00; Wednesday pending.
  await createTimeRecord(db, tenant, {
    employeeId: sanne,
    clockInTime: new Date('2026-11-16T08:00:00Z'),
    approvalStatus: 'Approved',
  });
  await createTimeRecord(db, tenant, {
    employeeId: sanne,
    clockInTime: new Date('2026-11-17T08:00:00Z'),
    clockOutTime: null,
  });
  correctionId = (
    await createCorrection(db, tenant, {
      employeeId: sanne,
      requestedTime: new Date('2026-11-17T21:00:00Z'),
      status: 'APPROVED',
    })
  ).id;
  await createTimeRecord(db, tenant, {
    employeeId: sanne,
    clockInTime: new Date('2026-11-18T08:00:00Z'),
    clockOutTime: new Date('2026-11-18T13:30:00Z'),
  });
  await createTimeRecord(db, tenant, {
    employeeId: piet,
    clockInTime: new Date('2026-11-18T08:00:00Z'),
  });
});
afterAll(() => t.close());

function get(role: string, employeeId: number, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/time/worked-hours/${employeeId}${query}`,
    headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
  });
}

describe('GET /api/time/worked-hours/{employeeId}', () => {
  it('answers the own registrations with the corrected clock-out and the time they stand for', async () => {
    const response = await get('MEDEWERKER', sanne);
    expect(response.statusCode).toBe(200);
    expect(
      response.json().map((r: Record<string, unknown>) => ({
        clockInTime: r.clockInTime,
        clockOutTime: r.clockOutTime,
        effectiveClockOutTime: r.effectiveClockOutTime,
        correctionId: r.correctionId,
        workedSeconds: r.workedSeconds,
        netSeconds: r.netSeconds,
        approvalStatus: r.approvalStatus,
      })),
    ).toEqual([
      {
        clockInTime: '2026-11-16T08:00:00.000Z',
        clockOutTime: '2026-11-16T16:00:00.000Z',
        effectiveClockOutTime: '2026-11-16T16:00:00.000Z',
        correctionId: null,
        // 8 hours exactly: half an hour of break.
        workedSeconds: 8 * 3600,
        netSeconds: 7.5 * 3600,
        approvalStatus: 'Approved',
      },
      {
        clockInTime: '2026-11-17T08:00:00.000Z',
        clockOutTime: null,
        effectiveClockOutTime: '2026-11-17T21:00:00.000Z',
        correctionId,
        // 13 hours: an hour of break.
        workedSeconds: 13 * 3600,
        netSeconds: 12 * 3600,
        approvalStatus: 'Pending',
      },
      {
        clockInTime: '2026-11-18T08:00:00.000Z',
        clockOutTime: '2026-11-18T13:30:00.000Z',
        effectiveClockOutTime: '2026-11-18T13:30:00.000Z',
        correctionId: null,
        // 5.5 hours exactly: no break.
        workedSeconds: 5.5 * 3600,
        netSeconds: 5.5 * 3600,
        approvalStatus: 'Pending',
      },
    ]);
  });

  it('moves a corrected clock-out equal to the clock-in a day on, by the overnight rule', async () => {
    // 09:00–17:00 (Amsterdam) on Thursday; an approved correction asks for 09:00 that day: not
    // after the clock-in, so it is read as 09:00 on Friday (correctedClockOut in
    // packages/domain/src/apply-corrections.ts).
    const db = t.database.db;
    const lotte = (await createEmployee(db, tenant, { firstName: 'Lotte' })).id;
    await createTimeRecord(db, tenant, {
      employeeId: lotte,
      clockInTime: new Date('2026-11-19T08:00:00Z'),
      clockOutTime: new Date('2026-11-19T16:00:00Z'),
      approvalStatus: 'Approved',
    });
    const equal = await createCorrection(db, tenant, {
      employeeId: lotte,
      requestedTime: new Date('2026-11-19T08:00:00Z'),
      status: 'APPROVED',
    });
    const response = await get('EIGENAAR', lotte);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject([
      {
        clockInTime: '2026-11-19T08:00:00.000Z',
        clockOutTime: '2026-11-19T16:00:00.000Z',
        effectiveClockOutTime: '2026-11-20T08:00:00.000Z',
        correctionId: equal.id,
        // 24 hours: an hour of break.
        workedSeconds: 24 * 3600,
        netSeconds: 23 * 3600,
      },
    ]);
  });

  it('keeps to [startDate, endDate) on the company clock', async () => {
    const response = await get(
      'MEDEWERKER',
      sanne,
      '?startDate=2026-11-17T00:00&endDate=2026-11-18T00:00',
    );
    expect(response.json().map((r: { clockInTime: string }) => r.clockInTime)).toEqual([
      '2026-11-17T08:00:00.000Z',
    ]);
  });

  it("answers staff 404 for someone else's hours", async () => {
    expect((await get('MEDEWERKER', piet)).statusCode).toBe(404);
    expect((await get('ROOSTERMAKER', sanne)).statusCode).toBe(404);
    expect((await get('ROOSTERMAKER', piet)).statusCode).toBe(200);
  });

  it.each(REVIEWERS)('lets %s read any employee of the tenant', async (role) => {
    expect((await get(role, sanne)).json()).toHaveLength(3);
    expect((await get(role, elsewhere)).statusCode).toBe(200);
  });

  it('lets FLOORMANAGER read the employees of its own company only', async () => {
    expect((await get('FLOORMANAGER', sanne)).statusCode).toBe(200);
    expect((await get('FLOORMANAGER', elsewhere)).statusCode).toBe(404);
  });

  it('still answers for an archived employee: their hours stay', async () => {
    const gone = await createEmployee(t.database.db, tenant, { archivedAt: new Date() });
    await createTimeRecord(t.database.db, tenant, { employeeId: gone.id });
    expect((await get('EIGENAAR', gone.id)).json()).toHaveLength(1);
  });

  it('refuses the kiosk with 403', async () => {
    expect((await get('KLOKSYSTEEM', sanne)).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's and an unknown employee", async () => {
    for (const id of [theirs, 987_654_321]) {
      expect((await get('EINDBAAS', id)).statusCode).toBe(404);
    }
  });
});
