import {
  DEFAULT_ABSENCE_CODES,
  PAYROLL_MESSAGES,
  PAYROLL_WARNING_MESSAGES,
  PAYROLL_WARNINGS_HEADER,
} from '@klokwerk/contract/payroll';
import type { Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import { authHeaders, createTestTenant, loginAs, type TestTenant } from '../../test/factories';
import { type ScriptedMonth, scriptMonth } from '../../test/scripted-month';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The "Salarisexport" of the scripted March 2025 (src/test/scripted-month.ts), its
 * hours worked out by hand per day. For the money roles only (written out, not read from the
 * policy table).
 */
const MONEY: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE', 'ACCOUNTANT'];
const REFUSED: Role[] = ['FLOORMANAGER', 'ROOSTERMAKER', 'MEDEWERKER', 'KLOKSYSTEEM'];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let month: ScriptedMonth;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: [...MONEY, ...REFUSED] });
  other = await createTestTenant(db);
  month = await scriptMonth(db, tenant);
  for (const role of [...MONEY, ...REFUSED]) tokens[role] = await loginAs(t.app, tenant, role);
  // Carla (archived in April) has no personeelsnummer.
  const numbers: [number, string][] = [
    [month.anna, '1001'],
    [month.bram, '1002'],
    [month.daan, '1004'],
  ];
  await withTenant(db, tenant.tenantId, async (tx) => {
    for (const [id, payrollNumber] of numbers) {
      await tx.update(employees).set({ payrollNumber }).where(eq(employees.id, id));
    }
  });
  const approved = await call('EIGENAAR', 'PUT', '/time/update-approval-status', {
    recordId: month.pendingRecord,
    approvalStatus: 'Approved',
  });
  expect(approved.statusCode).toBe(200);
});
afterAll(() => t.close());

function call(
  role: Role,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
    ...(payload ? { payload } : {}),
  });
}

const exportUrl = (format: string, companyId = tenant.companyId) =>
  `/reports/payroll-export?companyId=${companyId}&year=2025&month=3&format=${format}`;
const SETTINGS = { debtorNumber: '12345', companyNumber: '678', hoursCode: 'u2100' };

/**
 * Paid time per day, by hand (docs/calculations.md#breaks: clock-out − clock-in − break, no schedule, no penalty):
 * Anna 3 March 8:20 − 0:45 = 7:35 (7.583 h), 4 March 7:52:30 − 0:30 = 7:22:30 (7.375 h), 7 March
 * 16:58 to the corrected 23:15 = 6:17 − 0:30 = 5:47 (5.783 h): 20:44:30 = 20.74 h for the month.
 * Rounded day by day that would be 7.58 + 7.38 + 5.78 = 20.74 only because 7.375 rounds up; the
 * days are spread so they always add up. Bram: 8 March 6:10 − 0:30 = 5:40 (5.667 h) and the
 * spring-forward night 5:00 → 10.67. Carla 12 March 10:00 − 0:45 = 9.25 (14 March has no
 * clock-out: skipped). Daan 1 March 1.5, 20 March 4, 31 March 1.5 → 7.
 */
const NMBRS = [
  'Debiteurnr;Bedrijfnr;Persnr;Naam;Periode;Dagen;U2100;OpmerkingenU2100',
  // Anna came 7 minutes late on 4 March: the hours report's 15 minutes of penalty (the default,
  // on) are named beside her hours, not taken off them.
  '12345;678;1001;Anna Bakker;2025-03;3;20,74;Penalty te laat inklokken: 0,25 uur, niet van de uren afgetrokken',
  '12345;678;1002;Bram de Vries;2025-03;2;10,67;',
  '12345;678;;Carla Jansen;2025-03;1;9,25;',
  '12345;678;1004;Daan Mulder;2025-03;3;7,00;',
];
const DAYS = [
  'Personeelsnummer;Naam;Datum;Uren;Penalty',
  '1001;Anna Bakker;2025-03-03;7,58;0,00',
  '1001;Anna Bakker;2025-03-04;7,38;0,25',
  '1001;Anna Bakker;2025-03-07;5,78;0,00',
  '1002;Bram de Vries;2025-03-08;5,67;0,00',
  '1002;Bram de Vries;2025-03-29;5,00;0,00',
  ';Carla Jansen;2025-03-12;9,25;0,00',
  '1004;Daan Mulder;2025-03-01;1,50;0,00',
  '1004;Daan Mulder;2025-03-20;4,00;0,00',
  '1004;Daan Mulder;2025-03-31;1,50;0,00',
];
const file = (lines: string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;

describe('the payroll settings of a company', () => {
  it('are all null until saved, the leave and sick codes their defaults', async () => {
    const response = await call('ACCOUNTANT', 'GET', `/payroll/settings/${tenant.companyId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      companyId: tenant.companyId,
      debtorNumber: null,
      companyNumber: null,
      hoursCode: null,
      ...DEFAULT_ABSENCE_CODES,
    });
  });

  it('without them the Nmbrs file cannot be made (409); the JSON and the day file warn', async () => {
    const nmbrs = await call('EIGENAAR', 'GET', exportUrl('nmbrs'));
    expect(nmbrs.statusCode).toBe(409);
    expect(nmbrs.json().error).toEqual({
      code: 'CONFLICT',
      message: PAYROLL_MESSAGES.missingSettings,
    });
    const json = (await call('EIGENAAR', 'GET', exportUrl('json'))).json();
    expect(json.warnings.map((w: { code: string }) => w.code)).toContain('missingSettings');
    expect((await call('EIGENAAR', 'GET', exportUrl('csv'))).statusCode).toBe(200);
  });

  it('are saved (the hours code in capitals), answered, and audited with before and after', async () => {
    const response = await call(
      'HUMANRESOURCE',
      'PUT',
      `/payroll/settings/${tenant.companyId}`,
      SETTINGS,
    );
    expect(response.statusCode).toBe(200);
    const saved = {
      companyId: tenant.companyId,
      ...SETTINGS,
      hoursCode: 'U2100',
      ...DEFAULT_ABSENCE_CODES,
    };
    expect(response.json()).toEqual(saved);
    expect((await call('BAAS', 'GET', `/payroll/settings/${tenant.companyId}`)).json()).toEqual(
      saved,
    );
    const entries = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select({ action: auditLog.action, details: auditLog.details })
        .from(auditLog)
        .where(
          and(eq(auditLog.entity, 'payroll_settings'), eq(auditLog.entityId, tenant.companyId)),
        ),
    );
    expect(entries).toEqual([
      {
        action: 'payroll.settings.change',
        details: {
          before: null,
          after: {
            debtorNumber: '12345',
            companyNumber: '678',
            hoursCode: 'U2100',
            ...DEFAULT_ABSENCE_CODES,
          },
        },
      },
    ]);
  });

  it.each([
    ['debtorNumber', { debtorNumber: '12a45' }, PAYROLL_MESSAGES.debtorNumber],
    ['companyNumber', { companyNumber: '' }, PAYROLL_MESSAGES.companyNumber],
    ['hoursCode', { hoursCode: '2100' }, PAYROLL_MESSAGES.hoursCode],
    ['sickCode', { sickCode: 'ziek-te' }, PAYROLL_MESSAGES.sickCode],
    ['vacationCode', { vacationCode: '' }, PAYROLL_MESSAGES.vacationCode],
    ['unpaidLeaveCode', { unpaidLeaveCode: 'U2100' }, PAYROLL_MESSAGES.sameAsHoursCode],
  ])('refuses a bad %s with 400 naming it', async (field, change, message) => {
    const response = await call('EIGENAAR', 'PUT', `/payroll/settings/${tenant.companyId}`, {
      ...SETTINGS,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
    expect(response.json().error.message).toContain(message);
  });
});

describe('the export of an open month', () => {
  it('is the Nmbrs sheet of the hours worked out by hand, with a warning header', async () => {
    const response = await call('ACCOUNTANT', 'GET', exportUrl('nmbrs'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="nmbrs_variabele_looncomponenten_2025_03.csv"',
    );
    expect(response.headers[PAYROLL_WARNINGS_HEADER]).toBe(
      'monthOpen,missingPayrollNumbers,skippedRecords',
    );
    expect(response.body).toBe(file(NMBRS));
  });

  it('is the plain CSV per employee per day, whose days add up to the sheet', async () => {
    const response = await call('ACCOUNTANT', 'GET', exportUrl('csv'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="salarisexport_uren_per_dag_2025_03.csv"',
    );
    expect(response.headers[PAYROLL_WARNINGS_HEADER]).toBe(
      'monthOpen,missingPayrollNumbers,skippedRecords',
    );
    expect(response.body).toBe(file(DAYS));
  });

  it("answers the preview with Dutch warnings and the wage-cost report's own hours", async () => {
    const json = (await call('EIGENAAR', 'GET', exportUrl('json'))).json();
    expect(json).toMatchObject({
      companyId: tenant.companyId,
      year: 2025,
      month: 3,
      monthStatus: { closed: false },
      settings: { debtorNumber: '12345', companyNumber: '678', hoursCode: 'U2100' },
      warnings: [
        { code: 'monthOpen', message: PAYROLL_WARNING_MESSAGES.monthOpen },
        {
          code: 'missingPayrollNumbers',
          message: PAYROLL_WARNING_MESSAGES.missingPayrollNumbers,
        },
        { code: 'skippedRecords', message: PAYROLL_WARNING_MESSAGES.skippedRecords },
      ],
      missingPayrollNumbers: [{ employeeId: month.carla, name: 'Carla Jansen' }],
      skippedRecords: 1,
    });
    expect(json.employees).toEqual([
      {
        employeeId: month.anna,
        payrollNumber: '1001',
        name: 'Anna Bakker',
        days: 3,
        paidSeconds: 74_670,
        hours: 20.74,
        penaltySeconds: 900,
        penaltyHours: 0.25,
        codeHours: [],
      },
      {
        employeeId: month.bram,
        payrollNumber: '1002',
        name: 'Bram de Vries',
        days: 2,
        paidSeconds: 38_400,
        hours: 10.67,
        penaltySeconds: 0,
        penaltyHours: 0,
        codeHours: [],
      },
      {
        employeeId: month.carla,
        payrollNumber: null,
        name: 'Carla Jansen',
        days: 1,
        paidSeconds: 33_300,
        hours: 9.25,
        penaltySeconds: 0,
        penaltyHours: 0,
        codeHours: [],
      },
      {
        employeeId: month.daan,
        payrollNumber: '1004',
        name: 'Daan Mulder',
        days: 3,
        paidSeconds: 25_200,
        hours: 7,
        penaltySeconds: 0,
        penaltyHours: 0,
        codeHours: [],
      },
    ]);
    expect(json.days).toHaveLength(9);
    // The same paid time as the wage-cost report, employee by employee.
    const wages = (
      await call(
        'EIGENAAR',
        'GET',
        `/reports/wage-cost?companyId=${tenant.companyId}&year=2025&month=3`,
      )
    ).json();
    expect(
      wages.rows.map((r: { employeeId: number; hoursWorked: number }) => [
        r.employeeId,
        Math.round(r.hoursWorked * 3600),
      ]),
    ).toEqual(
      json.employees.map((e: { employeeId: number; paidSeconds: number }) => [
        e.employeeId,
        e.paidSeconds,
      ]),
    );
    // The same penalty as the hours report's Penalty column, employee by employee.
    const report = (
      await call(
        'EIGENAAR',
        'GET',
        `/reports/hours?companyId=${tenant.companyId}&year=2025&month=3`,
      )
    ).json();
    expect(
      report.employees.map((r: { employeeId: number; penaltyHours: number }) => [
        r.employeeId,
        Math.round(r.penaltyHours * 3600),
      ]),
    ).toEqual(
      json.employees.map((e: { employeeId: number; penaltySeconds: number }) => [
        e.employeeId,
        e.penaltySeconds,
      ]),
    );
  });
});

describe('the penalty in the export', () => {
  const settings = (applyPenalty: boolean) =>
    call('EIGENAAR', 'POST', `/settings/company/${tenant.companyId}`, {
      companyId: tenant.companyId,
      applyPenalty,
      penaltyMinutes: 15,
    });

  it('names none when the company has switched it off, and pays the same hours', async () => {
    expect((await settings(false)).statusCode).toBe(200);
    const nmbrs = await call('ACCOUNTANT', 'GET', exportUrl('nmbrs'));
    expect(nmbrs.body).toBe(
      file(NMBRS.map((line) => line.replace(/Penalty te laat inklokken.*$/, ''))),
    );
    const days = await call('ACCOUNTANT', 'GET', exportUrl('csv'));
    expect(days.body).toBe(file(DAYS.map((line) => line.replace(/;0,25$/, ';0,00'))));
    expect((await settings(true)).statusCode).toBe(200);
  });
});

describe('the export of a closed month', () => {
  it('carries no open-month warning and the hours kept at closing', async () => {
    const close = await call('ACCOUNTANT', 'POST', '/months/close', {
      companyId: tenant.companyId,
      year: 2025,
      month: 3,
    });
    expect(close.statusCode).toBe(200);
    // A late edit behind the API's back: the closed month's export does not move.
    await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.update(employees).set({ firstName: 'Anneke' }).where(eq(employees.id, month.anna)),
    );
    const response = await call('ACCOUNTANT', 'GET', exportUrl('nmbrs'));
    expect(response.headers[PAYROLL_WARNINGS_HEADER]).toBe('missingPayrollNumbers,skippedRecords');
    expect(response.body).toBe(
      file(NMBRS.map((line) => line.replace('Anna Bakker', 'Anneke Bakker'))),
    );
    const json = (await call('ACCOUNTANT', 'GET', exportUrl('json'))).json();
    expect(json.monthStatus).toMatchObject({ closed: true, closedBy: { userName: 'accountant' } });
    expect(json.warnings.map((w: { code: string }) => w.code)).not.toContain('monthOpen');
  });
});

describe('who may export', () => {
  it.each(MONEY)('lets %s read the settings and the export', async (role) => {
    expect((await call(role, 'GET', `/payroll/settings/${tenant.companyId}`)).statusCode).toBe(200);
    expect((await call(role, 'GET', exportUrl('json'))).statusCode).toBe(200);
  });

  it.each(REFUSED)('refuses %s with 403, changing nothing', async (role) => {
    expect((await call(role, 'GET', `/payroll/settings/${tenant.companyId}`)).statusCode).toBe(403);
    const put = await call(role, 'PUT', `/payroll/settings/${tenant.companyId}`, {
      ...SETTINGS,
      debtorNumber: '999',
    });
    expect(put.statusCode).toBe(403);
    expect((await call(role, 'GET', exportUrl('nmbrs'))).statusCode).toBe(403);
    const stored = await call('EIGENAAR', 'GET', `/payroll/settings/${tenant.companyId}`);
    expect(stored.json().debtorNumber).toBe('12345');
  });

  it("answers 404 for another tenant's company, reading and changing nothing", async () => {
    const theirs = other.companyId;
    expect((await call('EINDBAAS', 'GET', `/payroll/settings/${theirs}`)).statusCode).toBe(404);
    const put = await call('EINDBAAS', 'PUT', `/payroll/settings/${theirs}`, SETTINGS);
    expect(put.statusCode).toBe(404);
    for (const format of ['json', 'nmbrs', 'csv']) {
      expect((await call('EINDBAAS', 'GET', exportUrl(format, theirs))).statusCode).toBe(404);
    }
    const rows = await withTenant(t.database.db, other.tenantId, (tx) =>
      tx
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entity, 'payroll_settings')),
    );
    expect(rows).toEqual([]);
  });

  it('refuses an unknown format with 400 naming it', async () => {
    const response = await call('EIGENAAR', 'GET', exportUrl('xlsx'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION',
      field: 'format',
      message: expect.stringContaining(PAYROLL_MESSAGES.format),
    });
  });
});
