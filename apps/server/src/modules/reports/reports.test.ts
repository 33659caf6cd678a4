import type { Role } from '@klokwerk/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createCompany,
  createTestTenant,
  createUser,
  loginAs,
  signIn,
  type TestTenant,
} from '../../test/factories';
import { h, type ScriptedMonth, scriptMonth } from '../../test/scripted-month';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Written out by hand ("Reports page" in docs/roles-and-policies.md): the hours report for the
 * company goes to the money roles (tenant-wide) and FLOORMANAGER (own company, no money);
 * MEDEWERKER sees their own row; the wage-cost report only to the money roles.
 */
const MONEY: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE', 'ACCOUNTANT'];
const ALL: Role[] = [...MONEY, 'FLOORMANAGER', 'ROOSTERMAKER', 'MEDEWERKER', 'KLOKSYSTEEM'];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let month: ScriptedMonth;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: ALL });
  other = await createTestTenant(db);
  month = await scriptMonth(db, tenant);
  for (const role of ALL) tokens[role] = await loginAs(t.app, tenant, role);
  const anna = await createUser(db, tenant, { roles: ['MEDEWERKER'], employeeId: month.anna });
  tokens.ANNA = await signIn(t.app, tenant.tenantId, anna.userName);
});
afterAll(() => t.close());

function get(who: string, url: string) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: authHeaders(tokens[who] ?? '', tenant.tenantId),
  });
}

const hoursUrl = (companyId = tenant.companyId, extra = '') =>
  `/api/reports/hours?companyId=${companyId}&year=2025&month=3${extra}`;
const wagesUrl = (companyId = tenant.companyId, extra = '') =>
  `/api/reports/wage-cost?companyId=${companyId}&year=2025&month=3${extra}`;

/**
 * The figures of March, worked out by hand from src/test/scripted-month.ts (docs/calculations.md#late-penalty; penalty on,
 * 15 minutes, the company's default).
 */
const ANNA = {
  name: 'Anna Bakker',
  // Shifts 8 + 8 + 6 hours; breaks 0.5 + 0.5 + 0.5.
  scheduledHours: h(22),
  scheduledHoursWithBreak: h(20, 30),
  // 3 March: from the shift's 09:00 (in early at 08:50) to 17:10 = 8:10, break 0.75 → 7:25.
  // 4 March: 09:07:30 to 17:00 = 7:52:30, late, minus the 15-minute penalty = 7:37:30,
  //          break 0.5 → 7:07:30.
  // 7 March: from 17:00 to the corrected 23:15 = 6:15, break 0.5 → 5:45.
  // Worked 8:10 + 7:52:30 + 6:15 = 22:17:30; the result 15 minutes less.
  workedHours: h(22, 17, 30),
  actualHours: h(22, 2, 30),
  actualHoursWithBreak: h(20, 17, 30),
  // 09:07 (to the minute) against 09:00.
  lateHours: h(0, 7),
  penaltyHours: h(0, 15),
};
const BRAM = {
  name: 'Bram de Vries',
  scheduledHours: h(11), // 22:00–04:00 = 6, and the short night of 30 March = 5
  scheduledHoursWithBreak: h(10, 30),
  // From the shift's 22:00 to 04:05 = 6:05 (break 0.5 → 5:35); 22:00 CET–04:00 CEST = 5:00.
  workedHours: h(11, 5),
  actualHours: h(11, 5),
  actualHoursWithBreak: h(10, 35),
  lateHours: 0,
  penaltyHours: 0,
};
const CARLA = {
  name: 'Carla Jansen',
  scheduledHours: h(18), // 10 + 8
  scheduledHoursWithBreak: h(16, 45), // 10 − 0.75 (exactly 10 hours) + 8 − 0.5
  workedHours: h(10), // the 14th has no clock-out
  actualHours: h(10),
  actualHoursWithBreak: h(9, 15),
  lateHours: 0,
  penaltyHours: 0,
};
/** 1 March 00:30–02:00 and 31 March 23:30–01:00 (the 20th is Pending). */
const DAAN_PENDING = {
  name: 'Daan Mulder',
  scheduledHours: 0,
  scheduledHoursWithBreak: 0,
  workedHours: h(3),
  actualHours: h(3),
  actualHoursWithBreak: h(3),
  lateHours: 0,
  penaltyHours: 0,
};
const DAAN = { ...DAAN_PENDING, workedHours: h(7), actualHours: h(7), actualHoursWithBreak: h(7) };

/** An open month that was never closed: the reports say so, with nobody and no moment. */
const OPEN_MONTH = {
  closed: false,
  closedAt: null,
  closedBy: null,
  reopenedAt: null,
  reopenedBy: null,
  reason: null,
};

/** The hours CSV of the scripted month once Daan's 20 March is approved, penalty on. */
let HOURS_CSV: string[] = [];
const csv = (lines: string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;
beforeAll(() => {
  HOURS_CSV = [
    'Medewerker-ID;Naam;Gepland (excl. pauze);Gepland (incl. pauze);Gewerkt (incl. pauze);Te laat;Penalty;Resultaat (excl. pauze);Resultaat (incl. pauze);Verschil (excl. pauze);Verschil (incl. pauze)',
    `${month.anna};Anna Bakker;20,50;22,00;22,29;0,12;0,25;20,29;22,04;-0,21;0,04`,
    `${month.bram};Bram de Vries;10,50;11,00;11,08;0,00;0,00;10,58;11,08;0,08;0,08`,
    `${month.carla};Carla Jansen;16,75;18,00;10,00;0,00;0,00;9,25;10,00;-7,50;-8,00`,
    `${month.daan};Daan Mulder;0,00;0,00;7,00;0,00;0,00;7,00;7,00;7,00;7,00`,
  ];
});

const row = (employeeId: number, figures: typeof ANNA) => {
  const expected: Record<string, unknown> = { employeeId };
  for (const [key, value] of Object.entries(figures)) {
    expected[key] = typeof value === 'number' ? expect.closeTo(value, 9) : value;
  }
  return expected;
};

describe('GET /api/reports/hours on the scripted month', () => {
  it('counts the pending registration and leaves it out of the sums', async () => {
    const response = await get('EIGENAAR', hoursUrl());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      year: 2025,
      month: 3,
      pendingCount: 1,
      monthStatus: OPEN_MONTH,
      // Only kiosk taps that arrived late or out of order are marked; the script has none.
      reviewRecords: [],
      employees: [
        row(month.anna, ANNA),
        row(month.bram, BRAM),
        row(month.carla, CARLA),
        row(month.daan, DAAN_PENDING),
      ],
    });
  });

  it('refuses the CSV while a registration of the month is pending (409)', async () => {
    const response = await get('EIGENAAR', hoursUrl(tenant.companyId, '&format=csv'));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'CONFLICT',
      message:
        'Er wachten nog registraties van deze maand op goedkeuring. Keur ze eerst goed of af; daarna kan de urenexport worden gemaakt.',
    });
  });

  it('shows the sums once the registration is approved', async () => {
    const approved = await t.app.inject({
      method: 'PUT',
      url: '/api/time/update-approval-status',
      headers: authHeaders(tokens.EIGENAAR ?? '', tenant.tenantId),
      payload: { recordId: month.pendingRecord, approvalStatus: 'Approved' },
    });
    expect(approved.statusCode).toBe(200);
    const response = await get('EIGENAAR', hoursUrl());
    expect(response.json()).toEqual({
      year: 2025,
      month: 3,
      pendingCount: 0,
      monthStatus: OPEN_MONTH,
      reviewRecords: [],
      employees: [
        row(month.anna, ANNA),
        row(month.bram, BRAM),
        row(month.carla, CARLA),
        row(month.daan, DAAN),
      ],
    });
  });

  it('writes employee_hours_2025_03.csv for Dutch Excel, byte for byte', async () => {
    const response = await get('EIGENAAR', hoursUrl(tenant.companyId, '&format=csv'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="employee_hours_2025_03.csv"',
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Worked − penalty = result: Anna 22:17:30 (22.29) − 0:15 = 22:02:30 (22.04), late 0:07
    // (0.12). Verschil = result − gepland: Anna 20:17:30 − 20:30 = −0:12:30 = −0.21 (net) and
    // 22:02:30 − 22:00 = 0.04 (gross); Carla 9.25 − 16.75 and 10 − 18.
    expect(response.body).toBe(csv(HOURS_CSV));
  });

  it('takes no penalty when the company has switched it off, in JSON and CSV', async () => {
    const settings = (applyPenalty: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/settings/company/${tenant.companyId}`,
        headers: authHeaders(tokens.EIGENAAR ?? '', tenant.tenantId),
        payload: { companyId: tenant.companyId, applyPenalty, penaltyMinutes: 15 },
      });
    expect((await settings(false)).statusCode).toBe(200);
    const anna = (await get('EIGENAAR', hoursUrl())).json().employees[0];
    // 4 March: 7:52:30 without the penalty, break 0.5 → 7:22:30. Late all the same.
    expect(anna).toEqual(
      row(month.anna, {
        ...ANNA,
        actualHours: h(22, 17, 30),
        actualHoursWithBreak: h(20, 32, 30),
        penaltyHours: 0,
      }),
    );
    const file = await get('EIGENAAR', hoursUrl(tenant.companyId, '&format=csv'));
    // Anna: the result is what she worked: 22:17:30 (22.29) and 20:32:30 (20.54) net; Verschil
    // 20:32:30 − 20:30 = 0:02:30 (0.04) and 22:17:30 − 22:00 = 0:17:30 (0.29).
    expect(file.body).toBe(
      csv(
        HOURS_CSV.map((line) =>
          line.startsWith(`${month.anna};`)
            ? `${month.anna};Anna Bakker;20,50;22,00;22,29;0,12;0,00;20,54;22,29;0,04;0,29`
            : line,
        ),
      ),
    );
    expect((await settings(true)).statusCode).toBe(200);
    expect((await get('EIGENAAR', hoursUrl(tenant.companyId, '&format=csv'))).body).toBe(
      csv(HOURS_CSV),
    );
  });

  it.each(MONEY)('gives %s the whole company', async (role) => {
    const response = await get(role, hoursUrl());
    expect(response.statusCode).toBe(200);
    expect(response.json().employees).toHaveLength(4);
  });

  it('gives FLOORMANAGER its own company; another company is 404', async () => {
    expect((await get('FLOORMANAGER', hoursUrl())).json().employees).toHaveLength(4);
    const second = await createCompany(t.database.db, tenant);
    expect((await get('FLOORMANAGER', hoursUrl(second))).statusCode).toBe(404);
    expect((await get('EIGENAAR', hoursUrl(second))).json()).toEqual({
      year: 2025,
      month: 3,
      pendingCount: 0,
      monthStatus: OPEN_MONTH,
      reviewRecords: [],
      employees: [],
    });
  });

  it('gives a MEDEWERKER their own row only, in JSON and CSV', async () => {
    const response = await get('ANNA', hoursUrl());
    expect(response.json()).toEqual({
      year: 2025,
      month: 3,
      pendingCount: 0,
      monthStatus: OPEN_MONTH,
      reviewRecords: [],
      employees: [row(month.anna, ANNA)],
    });
    const own = await get('ANNA', hoursUrl(tenant.companyId, '&format=csv'));
    expect(own.body).toBe(csv([HOURS_CSV[0] ?? '', HOURS_CSV[1] ?? '']));
    // An account without an employee has no hours of its own.
    expect((await get('MEDEWERKER', hoursUrl())).json().employees).toEqual([]);
  });

  it.each(['ROOSTERMAKER', 'KLOKSYSTEEM'] as Role[])('refuses %s with 403', async (role) => {
    expect((await get(role, hoursUrl())).statusCode).toBe(403);
    expect((await get(role, hoursUrl(tenant.companyId, '&format=csv'))).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's and an unknown company", async () => {
    for (const id of [other.companyId, 987_654_321]) {
      expect((await get('EINDBAAS', hoursUrl(id))).statusCode).toBe(404);
      expect((await get('EINDBAAS', hoursUrl(id, '&format=csv'))).statusCode).toBe(404);
      expect((await get('ANNA', hoursUrl(id))).statusCode).toBe(404);
    }
  });

  it.each([
    ['?year=2025&month=3', 'companyId', 'Selecteer eerst een bedrijf'],
    ['?companyId=1&month=3', 'year', 'Kies een jaar (2000 tot en met 2100).'],
    ['?companyId=1&year=1999&month=3', 'year', 'Kies een jaar (2000 tot en met 2100).'],
    ['?companyId=1&year=2025&month=13', 'month', 'Kies een maand (1 tot en met 12).'],
    ['?companyId=1&year=2025&month=0', 'month', 'Kies een maand (1 tot en met 12).'],
    ['?companyId=1&year=2025&month=2.5', 'month', 'Kies een maand (1 tot en met 12).'],
    ['?companyId=1&year=2025&month=3&format=xlsx', 'format', "Kies het formaat 'json' of 'csv'."],
  ])('refuses %s with 400 naming %s', async (query, field, message) => {
    const response = await get('EIGENAAR', `/api/reports/hours${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
    expect(response.json().error.message).toContain(message);
  });
});

describe('GET /api/reports/wage-cost on the scripted month', () => {
  // Runs after the hours tests: Daan's 20 March registration is approved by then.
  const ROWS = () => [
    {
      employeeId: month.anna,
      email: `anna.${tenant.tenantId}@example.test`,
      firstName: 'Anna',
      lastName: 'Bakker',
      hourlyRate: 15,
      // From the clock-in (no schedule, no penalty): 8:20 − 0:45, 7:52:30 − 0:30 and
      // 16:58–23:15 = 6:17 − 0:30 → 20:44:30; × €15 = €311.125 → €311.13.
      hoursWorked: expect.closeTo(h(20, 44, 30), 9),
      expense: 311.13,
    },
    {
      employeeId: month.bram,
      email: `bram.${tenant.tenantId}@example.test`,
      firstName: 'Bram',
      lastName: 'de Vries',
      // €14.25 × 1.25
      hourlyRate: 17.8125,
      // 21:55–04:05 = 6:10 − 0:30, and 5:00 → 10:40; × €17.8125 = €190.00.
      hoursWorked: expect.closeTo(h(10, 40), 9),
      expense: 190,
    },
    {
      employeeId: month.carla,
      email: `carla.${tenant.tenantId}@example.test`,
      firstName: 'Carla',
      lastName: 'Jansen',
      hourlyRate: 20,
      hoursWorked: 9.25, // 10:00 − 0:45
      expense: 185,
    },
    {
      employeeId: month.daan,
      email: `daan.${tenant.tenantId}@example.test`,
      firstName: 'Daan',
      lastName: 'Mulder',
      hourlyRate: 16,
      hoursWorked: 7, // 1:30 + 4:00 + 1:30
      expense: 112,
    },
  ];

  it('answers the rows, the total of the rounded rows, and the skipped registration', async () => {
    const response = await get('ACCOUNTANT', wagesUrl());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      year: 2025,
      month: 3,
      // No surcharge bands, leave or sickness in this company: nothing besides the expense.
      rows: ROWS().map((row) => ({
        ...row,
        bands: [],
        surcharge: 0,
        totalCost: row.expense,
        leaveHours: { vakantie: 0, bijzonder: 0, onbetaald: 0 },
        sickHours: 0,
      })),
      totalExpense: 798.13,
      totalCost: 798.13,
      // Carla's approved registration of the 14th has no clock-out.
      skippedRecords: 1,
      monthStatus: OPEN_MONTH,
    });
  });

  it('writes expense_report_Maart_2025.csv for Dutch Excel, byte for byte', async () => {
    const response = await get('EIGENAAR', wagesUrl(tenant.companyId, '&format=csv'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="expense_report_Maart_2025.csv"',
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body).toBe(
      '\uFEFF' +
        [
          // Without surcharge bands the basic wage is the whole cost.
          'Medewerker;Gewerkte uren;Loonkosten;Basisloon',
          'Anna Bakker;20,74;311,13;311,13',
          'Bram de Vries;10,67;190,00;190,00',
          'Carla Jansen;9,25;185,00;185,00',
          'Daan Mulder;7,00;112,00;112,00',
        ].join('\r\n') +
        '\r\n',
    );
  });

  it.each(MONEY)('gives %s the report', async (role) => {
    expect((await get(role, wagesUrl())).json().totalExpense).toBe(798.13);
  });

  it.each(['FLOORMANAGER', 'ROOSTERMAKER', 'MEDEWERKER', 'KLOKSYSTEEM'] as Role[])(
    'refuses %s with 403, also as CSV',
    async (role) => {
      expect((await get(role, wagesUrl())).statusCode).toBe(403);
      expect((await get(role, wagesUrl(tenant.companyId, '&format=csv'))).statusCode).toBe(403);
    },
  );

  it("answers 404 for another tenant's company", async () => {
    expect((await get('EINDBAAS', wagesUrl(other.companyId))).statusCode).toBe(404);
    expect((await get('EINDBAAS', wagesUrl(other.companyId, '&format=csv'))).statusCode).toBe(404);
  });

  it('answers an empty month with no rows and a zero total', async () => {
    const response = await get(
      'EIGENAAR',
      `/api/reports/wage-cost?companyId=${tenant.companyId}&year=2024&month=3`,
    );
    expect(response.json()).toEqual({
      year: 2024,
      month: 3,
      rows: [],
      totalExpense: 0,
      totalCost: 0,
      skippedRecords: 0,
      monthStatus: OPEN_MONTH,
    });
  });
});
