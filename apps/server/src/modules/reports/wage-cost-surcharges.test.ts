import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, expenses } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createEmployee,
  createTestTenant,
  createTimeRecord,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The wage cost is one total incl. surcharges on every surface (docs/calculations.md#wage-cost):
 * the report, its CSV, the total Opslaan stores and the closing's audit entry. Worked out by
 * hand in a company of its own with Nacht 22:00–06:00 25 % (T25), Zondag 50 % (T50) and
 * Feestdag 100 % (T100); the highest band wins a minute.
 *
 * November 2026 (no clock change):
 * - Eva Visser, € 14.25: Sunday 1 November 10:00–18:00, 8 h less 30 min = 450 min, all Sunday;
 *   Friday 6 November 18:00 – Saturday 02:00, 8 h less 30 min, the break off in proportion
 *   (15 of the 240 night minutes): 225 night minutes. 900 paid minutes = 15 h.
 *   Basic 15 × 14.25 = € 213.75; night 3.75 h × 14.25 × 25 % = 13.359 → € 13.36; Sunday
 *   7.50 h × 14.25 × 50 % = 53.4375 → € 53.44. € 280.55 in all.
 * - Ravi Kumar, € 12.00: Saturday 14 November 23:00 – Sunday 04:00, 5 h, no break: 60 night
 *   minutes, 240 Sunday ones. Basic € 60.00, night € 3.00, Sunday € 24.00: € 87.00.
 * - The month: basic € 273.75 + surcharges € 93.80 = € 367.55, which is also what the payroll
 *   export's hours per code cost at each rate (15 + 5 h plain, 4.75 h T25, 11.50 h T50).
 *
 * New Year: Eva Thursday 31 December 2026 21:00 – Friday 1 January 2027 03:00, 6 h less 30 min:
 * 60 plain, 120 night and 180 Nieuwjaarsdag minutes, the break 5, 10 and 15 off: 110 night and
 * 165 holiday minutes of 330 paid. Basic 330 min × 14.25 = 78.375 → € 78.38; night 653.125 →
 * € 6.53; Feestdag 165 min × 14.25 × 100 % = 3918.75 → € 39.19. € 124.10 in December.
 */

let t: TestApp;
let tenant: TestTenant;
let owner: Record<string, string>;

const at = (iso: string) => new Date(iso);
const query = (month: number) => `companyId=${tenant.companyId}&year=2026&month=${month}`;

const BANDS = [
  {
    name: 'Nacht',
    kind: 'timeOfDay',
    percent: 25,
    hoursCode: 'T25',
    fromTime: '22:00',
    toTime: '06:00',
  },
  { name: 'Zondag', kind: 'weekday', percent: 50, hoursCode: 'T50', weekdays: [7] },
  { name: 'Feestdag', kind: 'publicHoliday', percent: 100, hoursCode: 'T100' },
];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(at('2027-02-01T12:00:00Z'));
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: ['EIGENAAR'] });
  owner = authHeaders(await loginAs(t.app, tenant, 'EIGENAAR'), tenant.tenantId);
  const eva = (
    await createEmployee(db, tenant, {
      firstName: 'Eva',
      lastName: 'Visser',
      salary: 14.25,
      payrollNumber: '3001',
    })
  ).id;
  const ravi = (
    await createEmployee(db, tenant, {
      firstName: 'Ravi',
      lastName: 'Kumar',
      salary: 12,
      payrollNumber: '3002',
    })
  ).id;
  const worked: [number, string, string][] = [
    [eva, '2026-11-01T10:00:00+01:00', '2026-11-01T18:00:00+01:00'],
    [eva, '2026-11-06T18:00:00+01:00', '2026-11-07T02:00:00+01:00'],
    [ravi, '2026-11-14T23:00:00+01:00', '2026-11-15T04:00:00+01:00'],
    [eva, '2026-12-31T21:00:00+01:00', '2027-01-01T03:00:00+01:00'],
  ];
  for (const [employeeId, clockIn, clockOut] of worked) {
    await createTimeRecord(db, tenant, {
      employeeId,
      clockInTime: at(clockIn),
      clockOutTime: at(clockOut),
      approvalStatus: 'Approved',
    });
  }
  const settings = await t.app.inject({
    method: 'PUT',
    url: `/api/settings/pay/${tenant.companyId}`,
    headers: owner,
    payload: {
      liberationDay: 'lustrumYears',
      goodFriday: false,
      paidHolidays: [],
      extraLeaveUnit: 'none',
      sickHoursBasis: 'contractWhenUnplanned',
      surchargeBands: BANDS,
    },
  });
  expect(settings.statusCode, settings.body).toBe(200);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: owner });
const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: owner, payload });

/** How a browser in Amsterdam writes November 2026. */
const NOVEMBER = { startDate: '2026-10-31T23:00:00.000Z', endDate: '2026-11-30T22:59:59.999Z' };

describe('the wage cost of a month with night and Sunday hours', () => {
  it('is basic wage plus every band in the report, per row and in all', async () => {
    const response = await get(`/api/reports/wage-cost?${query(11)}`);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    expect(
      report.rows.map((r: { lastName: string; expense: number; surcharge: number }) => [
        r.lastName,
        r.expense,
        r.surcharge,
      ]),
    ).toEqual([
      ['Kumar', 60, 27],
      ['Visser', 213.75, 66.8],
    ]);
    expect(report.rows.map((r: { totalCost: number }) => r.totalCost)).toEqual([87, 280.55]);
    expect(report.rows[1].bands.map((b: { surcharge: number }) => b.surcharge)).toEqual([
      13.36, 53.44,
    ]);
    expect(report.totalExpense).toBe(273.75);
    expect(report.totalCost).toBe(367.55);
  });

  it('writes the basic wage and each band as columns of the CSV, and the total incl. surcharges', async () => {
    const response = await get(`/api/reports/wage-cost?${query(11)}&format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe(
      `\uFEFF${[
        'Medewerker;Gewerkte uren;Loonkosten;Basisloon;Nacht (T25, 25 %) uren;Nacht (T25, 25 %) toeslag;Zondag (T50, 50 %) uren;Zondag (T50, 50 %) toeslag',
        'Ravi Kumar;5,00;87,00;60,00;1,00;3,00;4,00;24,00',
        'Eva Visser;15,00;280,55;213,75;3,75;13,36;7,50;53,44',
      ].join('\r\n')}\r\n`,
    );
  });

  it('costs what the payroll export books per code at each rate', async () => {
    const response = await get(`/api/reports/payroll-export?${query(11)}&format=json`);
    expect(response.statusCode, response.body).toBe(200);
    const json = response.json();
    expect(json.codeColumns.map((c: { code: string }) => c.code)).toEqual(['T25', 'T50']);
    const rates: Record<string, number> = { 'Ravi Kumar': 12, 'Eva Visser': 14.25 };
    const cents = json.employees.reduce(
      (sum: number, e: { name: string; hours: number; codeHours: number[] }) => {
        const rate = rates[e.name] ?? 0;
        const [night = 0, sunday = 0] = e.codeHours;
        return (
          sum +
          Math.round(e.hours * rate * 100) +
          Math.round(night * rate * 25) +
          Math.round(sunday * rate * 50)
        );
      },
      0,
    );
    expect(cents).toBe(36_755);
  });

  it('stores the total incl. surcharges with Opslaan, and refuses the basic wage alone', async () => {
    const basic = await post('/api/expenses/calculate', {
      companyId: tenant.companyId,
      totalExpense: 273.75,
      ...NOVEMBER,
    });
    expect(basic.statusCode).toBe(400);
    expect(basic.json().error.field).toBe('totalExpense');
    const saved = await post('/api/expenses/calculate', {
      companyId: tenant.companyId,
      totalExpense: 367.55,
      ...NOVEMBER,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().totalExpense).toBe(367.55);
    const [row] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.select().from(expenses).where(eq(expenses.id, saved.json().expenseId)),
    );
    expect(row?.totalExpenseCents).toBe(36_755);
  });

  it('writes the total incl. surcharges to the closing audit entry, and keeps it', async () => {
    const closed = await post('/api/months/close', {
      companyId: tenant.companyId,
      year: 2026,
      month: 11,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const [entry] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'month_closing'), eq(auditLog.action, 'month.close'))),
    );
    expect(entry?.details).toMatchObject({ after: { totalExpenseCents: 36_755 } });
    const kept = (await get(`/api/reports/wage-cost?${query(11)}`)).json();
    expect(kept.totalCost).toBe(367.55);
    const csv = (await get(`/api/reports/wage-cost?${query(11)}&format=csv`)).body;
    expect(csv).toContain('Eva Visser;15,00;280,55;213,75;3,75;13,36;7,50;53,44');
  });
});

describe('a night shift into Nieuwjaarsdag', () => {
  it('puts the minutes after midnight in the holiday band of the wage cost', async () => {
    const report = (await get(`/api/reports/wage-cost?${query(12)}`)).json();
    const [row] = report.rows;
    expect(row.bands.map((b: { name: string; hours: number }) => [b.name, b.hours * 60])).toEqual([
      ['Nacht', 110],
      ['Feestdag', 165],
    ]);
    expect(row.bands.map((b: { surcharge: number }) => b.surcharge)).toEqual([6.53, 39.19]);
    expect(row.expense).toBe(78.38);
    expect(report.totalCost).toBe(124.1);
  });

  it('books them under the holiday code in the payroll export', async () => {
    const json = (await get(`/api/reports/payroll-export?${query(12)}&format=json`)).json();
    expect(json.codeColumns.map((c: { code: string }) => c.code)).toEqual(['T25', 'T100']);
    expect(json.employees[0].codeHours).toEqual([1.83, 2.75]);
    const csv = (await get(`/api/reports/wage-cost?${query(12)}&format=csv`)).body;
    expect(csv).toContain(
      'Loonkosten;Basisloon;Nacht (T25, 25 %) uren;Nacht (T25, 25 %) toeslag;Feestdag (T100, 100 %) uren;Feestdag (T100, 100 %) toeslag',
    );
    expect(csv).toContain('Eva Visser;5,50;124,10;78,38;1,83;6,53;2,75;39,19');
  });
});
