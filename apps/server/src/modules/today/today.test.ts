import type { Role } from '@klokwerk/domain/roles';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createCompany,
  createCorrection,
  createEmployee,
  createLeave,
  createSchedule,
  createSickReport,
  createTestTenant,
  createTimeRecord,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Vandaag on a fixed clock, Thursday 26 November 2026 at 10:00 in Amsterdam: Kees clocked in
 * at 08:55 for his 09:00 shift, Anna's 09:00 shift began without her (late), Emma starts at
 * 12:00, Piet worked 07:00–09:30 and left, and Ruud's registration of yesterday is still open.
 */
let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let second: number;
const tokens: Partial<Record<Role, string>> = {};
const people: Record<string, number> = {};
const at = (iso: string) => new Date(iso);
const NOW = at('2026-11-26T09:00:00Z');
const BOARD_ROLES: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE', 'FLOORMANAGER'];
const REFUSED: Role[] = ['MEDEWERKER', 'ROOSTERMAKER', 'ACCOUNTANT', 'KLOKSYSTEEM'];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: [...BOARD_ROLES, ...REFUSED] });
  other = await createTestTenant(db, { roles: ['EIGENAAR'] });
  second = await createCompany(db, tenant);
  for (const role of [...BOARD_ROLES, ...REFUSED])
    tokens[role] = await loginAs(t.app, tenant, role);
  for (const name of ['Kees', 'Anna', 'Emma', 'Piet', 'Ruud']) {
    people[name] = (await createEmployee(db, tenant, { firstName: name, lastName: 'Test' })).id;
  }
  const id = (name: string) => people[name] as number;
  await createSchedule(db, tenant, {
    employeeId: id('Kees'),
    startTime: at('2026-11-26T08:00:00Z'),
  });
  await createSchedule(db, tenant, {
    employeeId: id('Anna'),
    startTime: at('2026-11-26T08:00:00Z'),
  });
  await createSchedule(db, tenant, {
    employeeId: id('Emma'),
    startTime: at('2026-11-26T11:00:00Z'),
  });
  // Yesterday's shift is not today's business.
  await createSchedule(db, tenant, {
    employeeId: id('Emma'),
    startTime: at('2026-11-25T11:00:00Z'),
  });
  await createTimeRecord(db, tenant, {
    employeeId: id('Kees'),
    clockInTime: at('2026-11-26T07:55:00Z'),
    clockOutTime: null,
  });
  await createTimeRecord(db, tenant, {
    employeeId: id('Piet'),
    clockInTime: at('2026-11-26T06:00:00Z'),
    clockOutTime: at('2026-11-26T08:30:00Z'),
  });
  await createTimeRecord(db, tenant, {
    employeeId: id('Ruud'),
    clockInTime: at('2026-11-25T15:00:00Z'),
    clockOutTime: null,
  });
  await createCorrection(db, tenant, {
    employeeId: id('Piet'),
    requestedTime: at('2026-11-20T17:00:00Z'),
  });
  // Another company of the tenant and another tenant: never on this board.
  const elsewhere = await createEmployee(db, tenant, { companyId: second, firstName: 'Ver' });
  await createSchedule(db, tenant, {
    employeeId: elsewhere.id,
    companyId: second,
    startTime: at('2026-11-26T08:00:00Z'),
  });
  await createTimeRecord(db, tenant, {
    employeeId: elsewhere.id,
    companyId: second,
    clockInTime: at('2026-11-26T08:00:00Z'),
    clockOutTime: null,
  });
  const stranger = await createEmployee(db, other, { firstName: 'Sam' });
  await createTimeRecord(db, other, {
    employeeId: stranger.id,
    clockInTime: at('2026-11-26T08:00:00Z'),
    clockOutTime: null,
  });
});
beforeEach(() => t.clock.set(NOW));
afterAll(() => t.close());

function board(
  token: string,
  companyId: number | string = tenant.companyId,
  tenantId = tenant.tenantId,
) {
  return t.app.inject({
    method: 'GET',
    url: `/api/today/company/${companyId}`,
    headers: authHeaders(token, tenantId),
  });
}

const names = (list: Array<{ firstName: string }>) => list.map((p) => p.firstName);

describe('GET /api/today/company/{companyId}', () => {
  it('shows who is in, who is expected (and late), who left and what is open', async () => {
    const response = await board(tokens.EIGENAAR ?? '');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      companyId: tenant.companyId,
      date: '2026-11-26',
      timeZone: 'Europe/Amsterdam',
      pendingRegistrations: 3,
      pendingCorrections: 1,
      pendingLeave: 0,
      onLeave: [],
      sick: [],
    });
    expect(body.present).toEqual([
      {
        employeeId: people.Kees,
        firstName: 'Kees',
        lastName: 'Test',
        recordId: expect.any(Number),
        clockInTime: '2026-11-26T07:55:00.000Z',
        shiftStart: '2026-11-26T08:00:00.000Z',
      },
    ]);
    expect(body.expected).toEqual([
      expect.objectContaining({
        firstName: 'Anna',
        startTime: '2026-11-26T08:00:00.000Z',
        late: true,
      }),
      expect.objectContaining({
        firstName: 'Emma',
        startTime: '2026-11-26T11:00:00.000Z',
        late: false,
      }),
    ]);
    expect(body.left).toEqual([
      expect.objectContaining({ firstName: 'Piet', clockOutTime: '2026-11-26T08:30:00.000Z' }),
    ]);
    expect(body.open).toEqual([
      expect.objectContaining({ firstName: 'Ruud', clockInTime: '2026-11-25T15:00:00.000Z' }),
    ]);
    expect(response.body).not.toContain('Ver');
    expect(response.body).not.toContain('Sam');
  });

  it('moves Emma from expected to in once she clocks in, by the company clock', async () => {
    t.clock.set(at('2026-11-26T11:20:00Z'));
    const token = await loginAs(t.app, tenant, 'EIGENAAR');
    const record = await createTimeRecord(t.database.db, tenant, {
      employeeId: people.Emma as number,
      clockInTime: at('2026-11-26T11:10:00Z'),
      clockOutTime: null,
    });
    const body = (await board(token)).json();
    expect(names(body.present)).toEqual(['Kees', 'Emma']);
    expect(names(body.expected)).toEqual(['Anna']);
    const { recordId } = body.present[1];
    expect(recordId).toBe(record.id);
  });

  it('lists who is on approved leave today and who is sick, and the leave to decide', async () => {
    const company = await createCompany(t.database.db, tenant);
    const [lotte, mila, sem, joep] = await Promise.all(
      ['Lotte', 'Mila', 'Sem', 'Joep'].map((firstName) =>
        createEmployee(t.database.db, tenant, { companyId: company, firstName, lastName: 'Test' }),
      ),
    );
    if (!lotte || !mila || !sem || !joep) throw new Error('no people');
    const leave = await createLeave(t.database.db, tenant, {
      employeeId: lotte.id,
      companyId: company,
      startDate: '2026-11-25',
      endDate: '2026-11-27',
      status: 'APPROVED',
    });
    // Pending leave today is no absence yet, but waits for a decision; yesterday's is over.
    await createLeave(t.database.db, tenant, {
      employeeId: mila.id,
      companyId: company,
      startDate: '2026-11-26',
    });
    await createLeave(t.database.db, tenant, {
      employeeId: mila.id,
      companyId: company,
      startDate: '2026-11-25',
      status: 'APPROVED',
    });
    const sick = await createSickReport(t.database.db, tenant, {
      employeeId: sem.id,
      companyId: company,
      sickFrom: at('2026-11-24T07:00:00Z'),
    });
    await createSickReport(t.database.db, tenant, {
      employeeId: joep.id,
      companyId: company,
      sickFrom: at('2026-11-20T07:00:00Z'),
      recoveredAt: at('2026-11-26T06:00:00Z'),
    });
    const body = (await board(tokens.EIGENAAR ?? '', company)).json();
    expect(body.onLeave).toEqual([
      {
        employeeId: lotte.id,
        firstName: 'Lotte',
        lastName: 'Test',
        leaveId: leave.id,
        type: 'VAKANTIE',
        endDate: '2026-11-27',
        startTime: null,
        endTime: null,
      },
    ]);
    expect(body.sick).toEqual([
      {
        employeeId: sem.id,
        firstName: 'Sem',
        lastName: 'Test',
        sickReportId: sick.id,
        sickFrom: '2026-11-24T07:00:00.000Z',
      },
    ]);
    expect(body.pendingLeave).toBe(1);
  });

  it.each(BOARD_ROLES)('answers %s', async (role) => {
    expect((await board(tokens[role] ?? '')).statusCode).toBe(200);
  });

  it.each(REFUSED)('refuses %s with 403', async (role) => {
    expect((await board(tokens[role] ?? '')).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's company and a company that does not exist", async () => {
    const otherOwner = await loginAs(t.app, other, 'EIGENAAR');
    expect((await board(otherOwner, tenant.companyId, other.tenantId)).statusCode).toBe(404);
    expect((await board(tokens.EIGENAAR ?? '', other.companyId)).statusCode).toBe(404);
    expect((await board(tokens.EIGENAAR ?? '', 999_999_999)).statusCode).toBe(404);
  });

  it('answers the floor manager 404 for another company of the tenant, the owner its board', async () => {
    expect((await board(tokens.FLOORMANAGER ?? '', second)).statusCode).toBe(404);
    const body = (await board(tokens.EIGENAAR ?? '', second)).json();
    expect(names(body.present)).toEqual(['Ver']);
  });

  it('answers 400 naming the company for an id that is not a number', async () => {
    const response = await board(tokens.EIGENAAR ?? '', 'abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('companyId');
  });
});
