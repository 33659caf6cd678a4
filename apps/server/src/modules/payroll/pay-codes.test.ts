import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createEmployee,
  createLeave,
  createSickReport,
  createTestTenant,
  createTimeRecord,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The hours per surcharge band, leave type and sickness in the wage-cost report and the payroll
 * export (docs/payroll-export.md#pay-codes), worked out by hand for March 2026 in a company of
 * its own, and kept by the month's closing.
 *
 * Eva Visser, € 14.25 an hour, 32 h over Monday to Friday (384 min a contract day):
 * - Sunday 15 March 10:00–18:00: 8 h less 30 min break = 7:30 paid, all 450 minutes Sunday.
 * - Saturday 28 March 22:00 – Sunday 29 March 06:00, the spring-forward night: 7 real hours,
 *   6:30 paid; 120 night minutes (Saturday) and 300 Sunday minutes (Sunday's 50 % beats the
 *   night's 25 %), the break 30 × 120 / 420 = 8.57 and 21.43: 9 and 21 off → 111 and 279.
 * - So 14:00 paid, 12.15 h Sunday (729 min), 1.85 h night (111 min).
 * - Vakantie Monday 9 and Tuesday 10 March, approved: 2 × 384 = 12.80 h; a pending request
 *   of the 12th counts nothing.
 * - Sick from Monday 16 March 08:00, recovered Thursday 19 March 09:00, no shift that week:
 *   Monday to Wednesday, 3 × 384 = 19.20 h.
 * Wage cost: 14 h × € 14.25 = € 199.50. Sunday: 729 min cost 17 313.75 → 17 314 cents plain and
 * × 1.5 = 25 970.625 → 25 971 in all: € 86.57 surcharge. Night: 111 min, 2636.25 → 2636 and
 * × 1.25 = 3295.31 → 3295: € 6.59. With surcharges € 292.66.
 */

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let owner: Record<string, string>;
let staff: Record<string, string>;
let stranger: Record<string, string>;
let eva: number;

const QUERY = () => `companyId=${tenant.companyId}&year=2026&month=3`;
const at = (iso: string) => new Date(iso);

const band = (name: string, kind: string, percent: number, hoursCode: string, more = {}) => ({
  name,
  kind,
  percent,
  hoursCode,
  ...more,
});
const BANDS = [
  band('Nacht', 'timeOfDay', 25, 'T25', { fromTime: '22:00', toTime: '06:00' }),
  band('Zondag', 'weekday', 50, 'T50', { weekdays: [7] }),
  band('Feestdag', 'publicHoliday', 100, 'T100'),
];
const PAY_SETTINGS = {
  liberationDay: 'lustrumYears',
  goodFriday: false,
  paidHolidays: [],
  extraLeaveUnit: 'none',
  sickHoursBasis: 'contractWhenUnplanned',
  surchargeBands: BANDS,
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: ['EIGENAAR', 'MEDEWERKER'] });
  other = await createTestTenant(db);
  owner = authHeaders(await loginAs(t.app, tenant, 'EIGENAAR'), tenant.tenantId);
  staff = authHeaders(await loginAs(t.app, tenant, 'MEDEWERKER'), tenant.tenantId);
  stranger = authHeaders(await loginAs(t.app, other, 'EIGENAAR'), other.tenantId);
  eva = (
    await createEmployee(db, tenant, {
      firstName: 'Eva',
      lastName: 'Visser',
      salary: 14.25,
      hoursPerWeek: 32,
      payrollNumber: '2001',
    })
  ).id;
  const worked: [string, string][] = [
    ['2026-03-15T10:00:00+01:00', '2026-03-15T18:00:00+01:00'],
    ['2026-03-28T22:00:00+01:00', '2026-03-29T06:00:00+02:00'],
  ];
  for (const [clockIn, clockOut] of worked) {
    await createTimeRecord(db, tenant, {
      employeeId: eva,
      clockInTime: at(clockIn),
      clockOutTime: at(clockOut),
      approvalStatus: 'Approved',
    });
  }
  await createLeave(db, tenant, {
    employeeId: eva,
    startDate: '2026-03-09',
    endDate: '2026-03-10',
    status: 'APPROVED',
    minutes: 768,
  });
  await createLeave(db, tenant, { employeeId: eva, startDate: '2026-03-12', minutes: 384 });
  await createSickReport(db, tenant, {
    employeeId: eva,
    sickFrom: at('2026-03-16T08:00:00+01:00'),
    recoveredAt: at('2026-03-19T09:00:00+01:00'),
  });
  await put(`/api/settings/pay/${tenant.companyId}`, PAY_SETTINGS);
  await put(`/api/payroll/settings/${tenant.companyId}`, {
    debtorNumber: '12345',
    companyNumber: '678',
    hoursCode: 'U2100',
    sickCode: 'z100',
  });
});
afterAll(() => t.close());

async function put(url: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({ method: 'PUT', url, headers: owner, payload });
  expect(response.statusCode, response.body).toBe(200);
}

const get = (url: string, headers = owner) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: owner, payload });

const NMBRS_OPEN = [
  'Debiteurnr;Bedrijfnr;Persnr;Naam;Periode;Dagen;U2100;OpmerkingenU2100;T25;T50;VAKANTIE;Z100',
  '12345;678;2001;Eva Visser;2026-03;2;14,00;;1,85;12,15;12,80;19,20',
];
const DAYS_OPEN = [
  'Personeelsnummer;Naam;Datum;Uren;Penalty;T25;T50;VAKANTIE;Z100',
  '2001;Eva Visser;2026-03-09;0,00;0,00;;;6,40;',
  '2001;Eva Visser;2026-03-10;0,00;0,00;;;6,40;',
  '2001;Eva Visser;2026-03-15;7,50;0,00;;7,50;;',
  '2001;Eva Visser;2026-03-16;0,00;0,00;;;;6,40',
  '2001;Eva Visser;2026-03-17;0,00;0,00;;;;6,40',
  '2001;Eva Visser;2026-03-18;0,00;0,00;;;;6,40',
  '2001;Eva Visser;2026-03-28;6,50;0,00;1,85;4,65;;',
];
const file = (lines: string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;

async function exportOf(format: 'json' | 'nmbrs' | 'csv') {
  const response = await get(`/api/reports/payroll-export?${QUERY()}&format=${format}`);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

describe('the hours per band, leave and sickness of an open month', () => {
  it('are in the export preview as their own codes', async () => {
    const json = (await exportOf('json')).json();
    expect(json.codeColumns).toEqual([
      { code: 'T25', label: 'Nacht' },
      { code: 'T50', label: 'Zondag' },
      { code: 'VAKANTIE', label: 'Vakantie' },
      { code: 'Z100', label: 'Ziekte' },
    ]);
    expect(json.employees).toEqual([
      expect.objectContaining({
        name: 'Eva Visser',
        days: 2,
        hours: 14,
        codeHours: [1.85, 12.15, 12.8, 19.2],
      }),
    ]);
    expect(json.days.map((d: { date: string; codeHours: number[] }) => d.codeHours)).toEqual([
      [0, 0, 6.4, 0],
      [0, 0, 6.4, 0],
      [0, 7.5, 0, 0],
      [0, 0, 0, 6.4],
      [0, 0, 0, 6.4],
      [0, 0, 0, 6.4],
      [1.85, 4.65, 0, 0],
    ]);
  });

  it('are in the Nmbrs sheet and the day file, a column per code', async () => {
    expect((await exportOf('nmbrs')).body).toBe(file(NMBRS_OPEN));
    expect((await exportOf('csv')).body).toBe(file(DAYS_OPEN));
  });

  it('are in the wage-cost report with the surcharges', async () => {
    const response = await get(`/api/reports/wage-cost?${QUERY()}`);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.rows).toEqual([
      expect.objectContaining({
        firstName: 'Eva',
        hoursWorked: 14,
        expense: 199.5,
        bands: [
          {
            bandId: expect.any(String),
            name: 'Nacht',
            hoursCode: 'T25',
            percent: 25,
            hours: 1.85,
            surcharge: 6.59,
          },
          {
            bandId: expect.any(String),
            name: 'Zondag',
            hoursCode: 'T50',
            percent: 50,
            hours: 12.15,
            surcharge: 86.57,
          },
        ],
        surcharge: 93.16,
        totalCost: 292.66,
        leaveHours: { vakantie: 12.8, bijzonder: 0, onbetaald: 0 },
        sickHours: 19.2,
      }),
    ]);
    expect(report.totalExpense).toBe(199.5);
    expect(report.totalCost).toBe(292.66);
  });

  it('stay with the roles and the tenant they belong to', async () => {
    expect((await get(`/api/reports/payroll-export?${QUERY()}`, staff)).statusCode).toBe(403);
    expect((await get(`/api/reports/wage-cost?${QUERY()}`, staff)).statusCode).toBe(403);
    expect((await get(`/api/reports/payroll-export?${QUERY()}`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/reports/wage-cost?${QUERY()}`, stranger)).statusCode).toBe(404);
  });
});

describe('closing the month', () => {
  it('keeps the codes when bands, leave and sickness change afterwards', async () => {
    const closed = await post('/api/months/close', {
      companyId: tenant.companyId,
      year: 2026,
      month: 3,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    // Sunday now pays 100 % under another code, and more leave and sickness arrive.
    await put(`/api/settings/pay/${tenant.companyId}`, {
      ...PAY_SETTINGS,
      surchargeBands: [BANDS[0], { ...BANDS[1], percent: 100, hoursCode: 'T99' }, BANDS[2]],
    });
    await createLeave(t.database.db, tenant, {
      employeeId: eva,
      startDate: '2026-03-20',
      type: 'BIJZONDER',
      status: 'APPROVED',
      minutes: 384,
    });
    await createSickReport(t.database.db, tenant, {
      employeeId: eva,
      sickFrom: at('2026-03-23T08:00:00+01:00'),
      recoveredAt: at('2026-03-24T09:00:00+01:00'),
    });
    expect((await exportOf('nmbrs')).body).toBe(file(NMBRS_OPEN));
    expect((await exportOf('csv')).body).toBe(file(DAYS_OPEN));
    const wages = (await get(`/api/reports/wage-cost?${QUERY()}`)).json();
    expect(wages.totalCost).toBe(292.66);
    expect(wages.rows[0].bands[1]).toMatchObject({ name: 'Zondag', hoursCode: 'T50' });
  });

  it('counts them anew when reopened and closed again', async () => {
    const reopened = await post('/api/months/reopen', {
      companyId: tenant.companyId,
      year: 2026,
      month: 3,
      reason: 'Toeslag zondag aangepast',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const closed = await post('/api/months/close', {
      companyId: tenant.companyId,
      year: 2026,
      month: 3,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const json = (await exportOf('json')).json();
    expect(json.monthStatus.closed).toBe(true);
    expect(json.codeColumns.map((c: { code: string }) => c.code)).toEqual([
      'T25',
      'T99',
      'VAKANTIE',
      'BIJZVERLOF',
      'Z100',
    ]);
    // Sick Monday 23 March only (recovered the 24th): 19.20 + 6.40; bijzonder 6.40.
    expect(json.employees[0].codeHours).toEqual([1.85, 12.15, 12.8, 6.4, 25.6]);
    // Sunday at 100 %: 729 min × € 14.25 = 17 313.75 → 17 314 surcharge.
    const wages = (await get(`/api/reports/wage-cost?${QUERY()}`)).json();
    expect(wages.rows[0].bands[1]).toMatchObject({ hoursCode: 'T99', surcharge: 173.14 });
  });
});
