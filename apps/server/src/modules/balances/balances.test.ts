import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createCompany,
  createEmployee,
  createLeave,
  createSickReport,
  createSignedInEmployee,
  createTestTenant,
  createTimeRecord,
  createUser,
  loginAs,
  signIn,
  type TestTenant,
} from '../../test/factories';
import { setContractPeriods } from '../../test/leave-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The leave balance and the hours balance, on a fixed clock: Thursday 26 November 2026, 10:00
 * in Amsterdam. Emma's contract starts on 1 March 2026 at 32 hours, Monday to Friday: a contract
 * day is 384 minutes, and 2026 earns 7680 × 306 / 365 = 6438.58 → 6439 minutes of statutory leave.
 */
const DB = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const NOW = new Date('2026-11-26T09:00:00Z');
const WEEK = [1, 2, 3, 4, 5];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let emma: { employee: { id: number }; token: string };
let bram: { employee: { id: number }; token: string };
let owner: string;
let accountant: string;
let otherOwner: string;
/** A floor manager of a second company of the tenant: Emma is out of reach. */
let floorElsewhere: string;

const unique = () => `saldo.${randomUUID().slice(0, 8)}@example.test`;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: ['ACCOUNTANT'] });
  other = await createTestTenant(db);
  emma = await createSignedInEmployee(t.app, db, tenant, {
    employee: { firstName: 'Emma', lastName: 'Jansen', email: unique(), hoursPerWeek: 32 },
  });
  bram = await createSignedInEmployee(t.app, db, tenant, {
    employee: { firstName: 'Bram', lastName: 'Bakker', email: unique(), hoursPerWeek: 24 },
  });
  await setContractPeriods(db, tenant, emma.employee.id, [
    {
      from: '2026-03-01',
      to: null,
      hours: { kind: 'fixed', minutesPerWeek: 1920 },
      workingWeekdays: WEEK,
    },
  ]);
  // A week taken in June, a week planned in December, a week in April; pending leave counts not.
  for (const [startDate, endDate] of [
    ['2026-06-01', '2026-06-05'],
    ['2026-12-07', '2026-12-11'],
    ['2026-04-13', '2026-04-17'],
  ] as const) {
    await createLeave(db, tenant, {
      employeeId: emma.employee.id,
      startDate,
      endDate,
      status: 'APPROVED',
      minutes: 1920,
    });
  }
  await createLeave(db, tenant, {
    employeeId: emma.employee.id,
    startDate: '2026-12-14',
    endDate: '2026-12-18',
    minutes: 1920,
  });
  // Sick on Monday 20 April at 08:00, better on Tuesday at 08:00: one contract day, no roster.
  await createSickReport(db, tenant, {
    employeeId: emma.employee.id,
    sickFrom: new Date('2026-04-20T06:00:00Z'),
    recoveredAt: new Date('2026-04-21T06:00:00Z'),
  });
  // Eight hours at the kiosk in April, approved: paid as the wage cost pays them.
  await createTimeRecord(db, tenant, {
    employeeId: emma.employee.id,
    clockInTime: new Date('2026-04-22T07:00:00Z'),
    approvalStatus: 'Approved',
  });
  owner = await loginAs(t.app, tenant, 'EIGENAAR');
  accountant = await loginAs(t.app, tenant, 'ACCOUNTANT');
  otherOwner = await loginAs(t.app, other, 'EIGENAAR');
  const elsewhere = await createCompany(db, tenant);
  const floor = await createUser(db, tenant, { roles: ['FLOORMANAGER'], companyId: elsewhere });
  floorElsewhere = await signIn(t.app, tenant.tenantId, floor.userName);
});
afterAll(() => t.close());

function get(token: string, url: string, tenantId = tenant.tenantId) {
  return t.app.inject({ method: 'GET', url, headers: authHeaders(token, tenantId) });
}

describe(`GET /api/employees/{employeeId}/leave-balance (${DB})`, () => {
  const url = (id: number | string, query = 'year=2026') =>
    `/api/employees/${id}/leave-balance?${query}`;

  it('computes the year: accrued from 1 March, a week taken, a week planned, what lapses when', async () => {
    const response = await get(owner, url(emma.employee.id));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ year: 2026, firstYear: 2026, today: '2026-11-26' });
    const statutory = body.balance.statutory;
    expect(statutory.accrued).toEqual({
      minutes: 6439,
      rule: 'statutoryAccrual',
      source: 'BW 7:634',
    });
    // April and June are over: 2 × 1920; December is planned; the pending week counts not.
    expect(statutory.taken.minutes).toBe(3840);
    expect(statutory.planned.minutes).toBe(1920);
    expect(statutory.remaining.minutes).toBe(6439 - 3 * 1920);
    // A source says where a figure comes from, never its own label again ('Saldo (saldo)').
    expect(statutory.opening).toMatchObject({
      rule: 'openingBalance',
      source: 'vastgelegd door HR',
    });
    expect(statutory.remaining).toMatchObject({ rule: 'remaining', source: '' });
    expect(body.balance.expiries).toEqual([
      {
        date: '2027-07-01',
        kind: 'statutory',
        accrualYear: 2026,
        minutes: 679,
        rule: 'statutoryExpiry',
        source: 'BW 7:640a',
      },
    ]);
  });

  it('answers no balance for a year before the first it keeps', async () => {
    const body = (await get(owner, url(emma.employee.id, 'year=2025'))).json();
    expect(body).toMatchObject({ firstYear: 2026, balance: null });
  });

  it('lets the roles that read leave in; staff read only their own', async () => {
    expect((await get(accountant, url(emma.employee.id))).statusCode).toBe(200);
    expect((await get(bram.token, url(emma.employee.id))).statusCode).toBe(403);
  });

  it('keeps another tenant and a company out of reach out: 404', async () => {
    expect((await get(otherOwner, url(emma.employee.id), other.tenantId)).statusCode).toBe(404);
    expect((await get(floorElsewhere, url(emma.employee.id))).statusCode).toBe(404);
  });

  it('refuses a bad year or employee id with a Dutch message: 400', async () => {
    const bad = await get(owner, url(emma.employee.id, 'year=1999'));
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Kies een jaar');
    expect((await get(owner, url('abc'))).statusCode).toBe(400);
  });
});

describe(`GET /api/me/leave-balance (${DB})`, () => {
  it('answers my own balance', async () => {
    const response = await get(emma.token, '/api/me/leave-balance?year=2026');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ employeeId: emma.employee.id });
    expect(response.json().balance.statutory.planned.minutes).toBe(1920);
  });

  it('is 404 for an account without an employee', async () => {
    expect((await get(owner, '/api/me/leave-balance?year=2026')).statusCode).toBe(404);
  });
});

describe(`GET /api/employees/{employeeId}/hours-balance (${DB})`, () => {
  const url = (id: number, query = 'year=2026&from=3&to=4') =>
    `/api/employees/${id}/hours-balance?${query}`;

  it('counts contract, worked, leave and sick hours per month and carries the balance', async () => {
    const response = await get(owner, url(emma.employee.id));
    expect(response.statusCode).toBe(200);
    const [march, april] = response.json().months;
    // March: 1920 × 31 / 7 = 8502.86 → 8503, nothing done.
    expect(march).toMatchObject({
      month: 3,
      contractMinutes: 8503,
      doneMinutes: 0,
      differenceMinutes: -8503,
      balanceMinutes: -8503,
    });
    // April: 1920 × 30 / 7 = 8228.57 → 8229; a week of leave, a sick day, the worked hours.
    const wage = (
      await get(owner, `/api/reports/wage-cost?companyId=${tenant.companyId}&year=2026&month=4`)
    ).json();
    const workedMinutes = Math.round(
      (wage.rows.find((r: { employeeId: number }) => r.employeeId === emma.employee.id)
        ?.hoursWorked ?? 0) * 60,
    );
    expect(workedMinutes).toBeGreaterThan(0);
    expect(april).toMatchObject({
      month: 4,
      contractMinutes: 8229,
      leaveMinutes: 1920,
      sickMinutes: 384,
      workedMinutes,
      previousBalanceMinutes: -8503,
    });
    expect(april.differenceMinutes).toBe(1920 + 384 + workedMinutes - 8229);
    expect(april.balanceMinutes).toBe(-8503 + april.differenceMinutes);
  });

  it('refuses a last month before the first: 400 naming it', async () => {
    const response = await get(owner, url(emma.employee.id, 'year=2026&from=5&to=4'));
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('laatste maand');
  });

  it('is for the roles that read hours; another tenant and a company out of reach get 404', async () => {
    expect((await get(bram.token, url(emma.employee.id))).statusCode).toBe(403);
    expect((await get(otherOwner, url(emma.employee.id), other.tenantId)).statusCode).toBe(404);
    expect((await get(floorElsewhere, url(emma.employee.id))).statusCode).toBe(404);
  });
});

describe(`GET /api/me/hours-balance (${DB})`, () => {
  it('answers my own months', async () => {
    const response = await get(emma.token, '/api/me/hours-balance?year=2026&from=4&to=4');
    expect(response.statusCode).toBe(200);
    expect(response.json().months[0]).toMatchObject({ leaveMinutes: 1920, sickMinutes: 384 });
  });
});

describe(`GET /api/reports/hours-balance (${DB})`, () => {
  const url = (companyId: number, extra = '') =>
    `/api/reports/hours-balance?companyId=${companyId}&year=2026&from=4&to=4${extra}`;

  it('lists every employee of the company with the period added up', async () => {
    const response = await get(owner, url(tenant.companyId));
    expect(response.statusCode).toBe(200);
    const rows = response.json().rows;
    expect(
      rows.find((r: { employeeId: number }) => r.employeeId === emma.employee.id),
    ).toMatchObject({
      firstName: 'Emma',
      leaveMinutes: 1920,
      sickMinutes: 384,
      contractMinutes: 8229,
    });
    expect(rows.some((r: { employeeId: number }) => r.employeeId === bram.employee.id)).toBe(true);
  });

  it('sorts by last name, then first name, as every other report does', async () => {
    const db = t.database.db;
    const companyId = await createCompany(db, tenant);
    for (const [firstName, lastName] of [
      ['Anna', 'Zwart'],
      ['Zoë', 'de Boer'],
      ['Bram', 'Aalders'],
    ] as const) {
      await createEmployee(db, tenant, { companyId, firstName, lastName });
    }
    const response = await get(owner, url(companyId));
    expect(response.statusCode).toBe(200);
    expect(
      response.json().rows.map((r: { firstName: string; lastName: string }) => r.lastName),
    ).toEqual(['Aalders', 'de Boer', 'Zwart']);
  });

  it('downloads the CSV with the reports’ conventions', async () => {
    const response = await get(owner, url(tenant.companyId, '&format=csv'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('plus_min_uren_2026_04-04.csv');
    expect(response.body).toContain('Medewerker-ID;Naam;Contracturen;Gewerkt;Verlof;Ziek');
    expect(response.body).toContain(`${emma.employee.id};Emma Jansen;137,15;`);
  });

  it('is for the roles that read hours; other tenants and companies out of reach get 404', async () => {
    expect((await get(emma.token, url(tenant.companyId))).statusCode).toBe(403);
    expect((await get(otherOwner, url(tenant.companyId), other.tenantId)).statusCode).toBe(404);
    expect((await get(floorElsewhere, url(tenant.companyId))).statusCode).toBe(404);
  });
});
