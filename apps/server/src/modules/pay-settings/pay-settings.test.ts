import { DEFAULT_PAY_SETTINGS, PAY_SETTINGS_MESSAGES } from '@klokwerk/contract/pay-settings';
import type { Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/database';
import { auditLog, paySettings, surchargeBands } from '../../db/schema/index';
import { type TenantId, withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCompany,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { leaveSettingsOf, paidHolidays, surchargeBandsOf, surchargeHolidays } from './read';

/**
 * Written out by hand (docs/roles-and-policies.md#actions): the settings roles save a company's
 * leave and pay settings; the roles that read the penalty settings read these. Company-bound
 * readers see their own company only.
 */
const MANAGERS: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE'];
const COMPANY_BOUND_READERS: Role[] = ['FLOORMANAGER', 'ROOSTERMAKER'];
const READERS: Role[] = [...MANAGERS, 'ACCOUNTANT', ...COMPANY_BOUND_READERS];
const MAY_NOT_READ: Role[] = ['MEDEWERKER', 'KLOKSYSTEEM'];
const MAY_NOT_SAVE: Role[] = ['ACCOUNTANT', ...COMPANY_BOUND_READERS, ...MAY_NOT_READ];
const ALL: Role[] = [...READERS, ...MAY_NOT_READ];

const DB = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** A night band, a Sunday band and a holiday band, as a horeca CAO might pay them. */
const NIGHT = {
  name: 'Nachttoeslag',
  kind: 'timeOfDay',
  fromTime: '22:00',
  toTime: '06:00',
  weekdays: [],
  percent: 25,
  hoursCode: 'u2110',
};
const SUNDAY = {
  name: 'Zondag',
  kind: 'weekday',
  fromTime: null,
  toTime: null,
  weekdays: [7],
  percent: 50,
  hoursCode: 'U2120',
};
const HOLIDAY = {
  name: 'Feestdag',
  kind: 'publicHoliday',
  weekdays: [],
  percent: 100,
  hoursCode: 'U2130',
};

function body(overrides: Record<string, unknown> = {}) {
  return {
    liberationDay: 'everyYear',
    goodFriday: true,
    paidHolidays: ['eersteKerstdag', 'tweedeKerstdag', 'nieuwjaarsdag', 'goedeVrijdag'],
    extraLeaveUnit: 'days',
    extraLeaveDaysPerYear: 2.5,
    sickHoursBasis: 'plannedShifts',
    surchargeBands: [NIGHT, SUNDAY, HOLIDAY],
    ...overrides,
  };
}

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let second: number;
let archived: number;
const tokens: Partial<Record<Role, string>> = {};
let otherOwner: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, { roles: ALL });
  other = await createTestTenant(t.database.db);
  second = await createCompany(t.database.db, tenant, { companyName: 'Aan Zee' });
  archived = await createCompany(t.database.db, tenant, { archivedAt: new Date() });
  for (const role of ALL) tokens[role] = await loginAs(t.app, tenant, role);
  otherOwner = await loginAs(t.app, other, 'EIGENAAR');
});
afterAll(() => t.close());

const url = (companyId: number | string) => `/api/settings/pay/${companyId}`;

function call(role: Role | 'other tenant', method: 'GET' | 'PUT', path: string, payload?: object) {
  const headers =
    role === 'other tenant'
      ? authHeaders(otherOwner, other.tenantId)
      : authHeaders(tokens[role] ?? '', tenant.tenantId);
  return t.app.inject({ method, url: path, headers, payload });
}

async function storedRow(tenantId: TenantId, companyId: number) {
  return withTenant(t.database.db, tenantId, async (tx) => {
    const [row] = await tx
      .select({ sick: paySettings.sickHoursBasis })
      .from(paySettings)
      .where(eq(paySettings.companyId, companyId));
    const bands = await tx
      .select({ name: surchargeBands.name })
      .from(surchargeBands)
      .where(eq(surchargeBands.companyId, companyId));
    return { row: row ?? null, bands: bands.map((b) => b.name) };
  });
}

const NOTHING = { row: null, bands: [] };

describe(`GET /api/settings/pay/{companyId} (${DB})`, () => {
  it('answers the defaults for a company without saved settings', async () => {
    const fresh = await createCompany(t.database.db, tenant);
    const response = await call('ACCOUNTANT', 'GET', url(fresh));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ companyId: fresh, ...DEFAULT_PAY_SETTINGS });
    expect(response.json()).toMatchObject({
      saved: false,
      liberationDay: 'lustrumYears',
      goodFriday: false,
      paidHolidays: [],
      extraLeaveUnit: 'none',
      sickHoursBasis: 'contractWhenUnplanned',
      surchargeBands: [],
    });
  });

  it.each(READERS)('lets %s read its own company', async (role) => {
    expect((await call(role, 'GET', url(tenant.companyId))).statusCode).toBe(200);
  });

  it.each(COMPANY_BOUND_READERS)(
    "keeps %s out of another company's settings (404)",
    async (role) => {
      const response = await call(role, 'GET', url(second));
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    },
  );

  it.each(MAY_NOT_READ)('refuses %s with 403', async (role) => {
    expect((await call(role, 'GET', url(tenant.companyId))).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's, an unknown and an archived company", async () => {
    for (const id of [other.companyId, 987_654_321, archived]) {
      const response = await call('EINDBAAS', 'GET', url(id));
      expect(response.statusCode, String(id)).toBe(404);
    }
    expect((await call('other tenant', 'GET', url(tenant.companyId))).statusCode).toBe(404);
  });

  it('refuses a company id that is no id with 400 naming companyId', async () => {
    const response = await call('EIGENAAR', 'GET', url('0x1'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'companyId' });
  });
});

describe(`PUT /api/settings/pay/{companyId} (${DB})`, () => {
  it.each(MANAGERS)(
    'lets %s save every setting, the bands in their order, audited',
    async (role) => {
      const company = await createCompany(t.database.db, tenant);
      const response = await call(role, 'PUT', url(company), body());
      expect(response.statusCode).toBe(200);
      const saved = response.json();
      expect(saved).toEqual({
        companyId: company,
        saved: true,
        liberationDay: 'everyYear',
        goodFriday: true,
        paidHolidays: ['eersteKerstdag', 'tweedeKerstdag', 'nieuwjaarsdag', 'goedeVrijdag'],
        extraLeaveUnit: 'days',
        extraLeaveDaysPerYear: 2.5,
        extraLeaveMinutesPerYear: null,
        fullTimeMinutesPerWeek: null,
        sickHoursBasis: 'plannedShifts',
        surchargeBands: [
          { bandId: expect.any(Number), ...NIGHT, hoursCode: 'U2110' },
          { bandId: expect.any(Number), ...SUNDAY },
          { bandId: expect.any(Number), ...HOLIDAY, fromTime: null, toTime: null },
        ],
      });
      expect((await call(role, 'GET', url(company))).json()).toEqual(saved);

      const entries = await withTenant(t.database.db, tenant.tenantId, (tx) =>
        tx
          .select({ action: auditLog.action, details: auditLog.details })
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'pay_settings'), eq(auditLog.entityId, company))),
      );
      expect(entries).toHaveLength(1);
      expect(entries[0]?.action).toBe('pay-settings.change');
      expect(entries[0]?.details).toMatchObject({
        before: { liberationDay: 'lustrumYears', surchargeBands: [] },
        after: {
          liberationDay: 'everyYear',
          surchargeBands: [
            expect.objectContaining({ name: 'Nachttoeslag', percent: 25 }),
            expect.objectContaining({ name: 'Zondag' }),
            expect.objectContaining({ name: 'Feestdag' }),
          ],
        },
      });
    },
  );

  it('keeps the id of a band it names, adds the new ones, removes the ones left out', async () => {
    const company = await createCompany(t.database.db, tenant);
    const first = (await call('EIGENAAR', 'PUT', url(company), body())).json();
    const [night, sunday] = first.surchargeBands;
    const response = await call(
      'EIGENAAR',
      'PUT',
      url(company),
      body({
        surchargeBands: [
          { ...SUNDAY, bandId: sunday.bandId, percent: 12.5 },
          { ...NIGHT, bandId: night.bandId, fromTime: '18:00', toTime: '24:00', weekdays: [6] },
          { ...HOLIDAY, name: 'Feestdagen', hoursCode: 'U2140' },
        ],
      }),
    );
    expect(response.statusCode).toBe(200);
    const bands = response.json().surchargeBands;
    expect(bands.map((b: { bandId: number }) => b.bandId).slice(0, 2)).toEqual([
      sunday.bandId,
      night.bandId,
    ]);
    expect(bands[0]).toMatchObject({ name: 'Zondag', percent: 12.5 });
    expect(bands[1]).toMatchObject({ fromTime: '18:00', toTime: '24:00', weekdays: [6] });
    expect(bands[2]).toMatchObject({ name: 'Feestdagen', hoursCode: 'U2140' });
    expect((await storedRow(tenant.tenantId, company)).bands.sort()).toEqual([
      'Feestdagen',
      'Nachttoeslag',
      'Zondag',
    ]);
  });

  it.each(MAY_NOT_SAVE)('refuses %s with 403 and saves nothing', async (role) => {
    const company = await createCompany(t.database.db, tenant);
    const response = await call(role, 'PUT', url(company), body());
    expect(response.statusCode).toBe(403);
    expect(await storedRow(tenant.tenantId, company)).toEqual(NOTHING);
  });

  it("saves nothing for another tenant's, an unknown or an archived company (404)", async () => {
    const theirs = await storedRow(other.tenantId, other.companyId);
    for (const id of [other.companyId, 987_654_321, archived]) {
      expect((await call('EINDBAAS', 'PUT', url(id), body())).statusCode, String(id)).toBe(404);
    }
    expect(await storedRow(other.tenantId, other.companyId)).toEqual(theirs);
    expect(await storedRow(tenant.tenantId, archived)).toEqual(NOTHING);
    const mine = await createCompany(t.database.db, tenant);
    expect((await call('other tenant', 'PUT', url(mine), body())).statusCode).toBe(404);
    expect(await storedRow(tenant.tenantId, mine)).toEqual(NOTHING);
  });

  it("refuses another company's band id with 400 naming it, saving nothing", async () => {
    const theirs = (await call('EIGENAAR', 'PUT', url(second), body())).json();
    const company = await createCompany(t.database.db, tenant);
    const response = await call(
      'EIGENAAR',
      'PUT',
      url(company),
      body({ surchargeBands: [{ ...NIGHT, bandId: theirs.surchargeBands[0].bandId }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION',
      message: PAY_SETTINGS_MESSAGES.bandUnknown,
      field: 'surchargeBands.0.bandId',
    });
    expect(await storedRow(tenant.tenantId, company)).toEqual(NOTHING);
  });

  const band = (change: Record<string, unknown>) => ({ surchargeBands: [{ ...NIGHT, ...change }] });
  it.each([
    [{ liberationDay: 'soms' }, 'liberationDay', PAY_SETTINGS_MESSAGES.liberationDay],
    [{ goodFriday: 'ja' }, 'goodFriday', PAY_SETTINGS_MESSAGES.goodFriday],
    [{ paidHolidays: ['kerst'] }, 'paidHolidays.0', PAY_SETTINGS_MESSAGES.paidHolidays],
    [
      { paidHolidays: ['nieuwjaarsdag', 'nieuwjaarsdag'] },
      'paidHolidays',
      PAY_SETTINGS_MESSAGES.paidHolidays,
    ],
    [{ goodFriday: false }, 'paidHolidays.3', PAY_SETTINGS_MESSAGES.paidHolidayNotCounted],
    [{ extraLeaveUnit: 'weken' }, 'extraLeaveUnit', PAY_SETTINGS_MESSAGES.extraLeaveUnit],
    [
      { extraLeaveDaysPerYear: 2.555 },
      'extraLeaveDaysPerYear',
      PAY_SETTINGS_MESSAGES.extraLeaveDaysPerYear,
    ],
    [
      { extraLeaveDaysPerYear: null },
      'extraLeaveDaysPerYear',
      PAY_SETTINGS_MESSAGES.extraLeaveDaysPerYear,
    ],
    [
      { extraLeaveUnit: 'hours', extraLeaveDaysPerYear: null, extraLeaveMinutesPerYear: 2400 },
      'fullTimeMinutesPerWeek',
      PAY_SETTINGS_MESSAGES.fullTimeMinutesPerWeek,
    ],
    [{ extraLeaveUnit: 'none' }, 'extraLeaveDaysPerYear', PAY_SETTINGS_MESSAGES.notForUnit],
    [{ sickHoursBasis: 'gevoel' }, 'sickHoursBasis', PAY_SETTINGS_MESSAGES.sickHoursBasis],
    [band({ percent: 300.01 }), 'surchargeBands.0.percent', PAY_SETTINGS_MESSAGES.bandPercent],
    [band({ percent: -1 }), 'surchargeBands.0.percent', PAY_SETTINGS_MESSAGES.bandPercent],
    [band({ percent: 12.345 }), 'surchargeBands.0.percent', PAY_SETTINGS_MESSAGES.bandPercent],
    [band({ percent: '25' }), 'surchargeBands.0.percent', PAY_SETTINGS_MESSAGES.bandPercent],
    [band({ fromTime: '24:01' }), 'surchargeBands.0.fromTime', PAY_SETTINGS_MESSAGES.bandTime],
    [band({ toTime: '6:00' }), 'surchargeBands.0.toTime', PAY_SETTINGS_MESSAGES.bandTime],
    [band({ toTime: null }), 'surchargeBands.0.toTime', PAY_SETTINGS_MESSAGES.bandTime],
    [
      band({ fromTime: '00:00', toTime: '24:00', weekdays: [] }),
      'surchargeBands.0.toTime',
      PAY_SETTINGS_MESSAGES.bandTimeSame,
    ],
    [
      band({ fromTime: '22:00', toTime: '22:00' }),
      'surchargeBands.0.toTime',
      PAY_SETTINGS_MESSAGES.bandTimeSame,
    ],
    [band({ weekdays: [0] }), 'surchargeBands.0.weekdays', PAY_SETTINGS_MESSAGES.bandWeekdays],
    [
      band({ kind: 'weekday', fromTime: null, toTime: null, weekdays: [] }),
      'surchargeBands.0.weekdays',
      PAY_SETTINGS_MESSAGES.bandWeekdaysRequired,
    ],
    [
      band({ kind: 'publicHoliday', fromTime: null, toTime: null, weekdays: [7] }),
      'surchargeBands.0.weekdays',
      PAY_SETTINGS_MESSAGES.bandWeekdaysNotForKind,
    ],
    [
      band({ kind: 'weekday', weekdays: [7] }),
      'surchargeBands.0.fromTime',
      PAY_SETTINGS_MESSAGES.bandTimeNotForKind,
    ],
    [band({ kind: 'maandelijks' }), 'surchargeBands.0.kind', PAY_SETTINGS_MESSAGES.bandKind],
    [band({ name: ' ' }), 'surchargeBands.0.name', PAY_SETTINGS_MESSAGES.bandName],
    [
      band({ hoursCode: '2110' }),
      'surchargeBands.0.hoursCode',
      PAY_SETTINGS_MESSAGES.bandHoursCode,
    ],
    [
      { surchargeBands: [NIGHT, { ...SUNDAY, hoursCode: 'U2110' }] },
      'surchargeBands.1.hoursCode',
      PAY_SETTINGS_MESSAGES.bandHoursCodeTaken,
    ],
    [
      { surchargeBands: [NIGHT, { ...SUNDAY, name: 'nachttoeslag' }] },
      'surchargeBands.1.name',
      PAY_SETTINGS_MESSAGES.bandNameTaken,
    ],
    [
      {
        surchargeBands: Array.from({ length: 21 }, (_, i) => ({
          ...SUNDAY,
          name: `Z${i}`,
          hoursCode: `Z${i}`,
        })),
      },
      'surchargeBands',
      PAY_SETTINGS_MESSAGES.surchargeBands,
    ],
  ])('refuses %j with 400 naming %s, saving nothing', async (change, field, message) => {
    const company = await createCompany(t.database.db, tenant);
    const response = await call('EIGENAAR', 'PUT', url(company), body(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
    expect(response.json().error.message).toContain(message);
    expect(await storedRow(tenant.tenantId, company)).toEqual(NOTHING);
  });
});

describe(`the rules' reads of the settings (${DB})`, () => {
  it('give the domain its holiday options, paid holidays, extra leave, sick basis and bands', async () => {
    const company = await createCompany(t.database.db, tenant);
    const scope = (tx: Tx) => ({ tenantId: tenant.tenantId, tx });
    const defaults = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      leaveSettingsOf(scope(tx), company),
    );
    expect(defaults).toEqual({
      holidays: { liberationDay: 'lustrumYears', goodFriday: false },
      paidHolidayKeys: [],
      extra: null,
      sickHoursBasis: 'contractWhenUnplanned',
    });
    // Bevrijdingsdag 2026 is no lustrum year: not a holiday by default.
    expect([...surchargeHolidays(defaults, '2026-05-01', '2026-05-31')]).toEqual([
      '2026-05-14',
      '2026-05-24',
      '2026-05-25',
    ]);

    await call(
      'EIGENAAR',
      'PUT',
      url(company),
      body({
        paidHolidays: ['tweedePaasdag', 'koningsdag'],
        extraLeaveUnit: 'hours',
        extraLeaveDaysPerYear: null,
        extraLeaveMinutesPerYear: 40 * 60,
        fullTimeMinutesPerWeek: 38 * 60,
      }),
    );
    const [settings, bands] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      Promise.all([leaveSettingsOf(scope(tx), company), surchargeBandsOf(scope(tx), company)]),
    );
    expect(settings).toEqual({
      holidays: { liberationDay: 'everyYear', goodFriday: true },
      paidHolidayKeys: ['tweedePaasdag', 'koningsdag'],
      extra: { unit: 'hours', minutesPerYear: 2400, fullTimeMinutesPerWeek: 2280 },
      sickHoursBasis: 'plannedShifts',
    });
    // The worked example of docs/leave-and-hours-balance.md: April 2026 closes on two days.
    expect([...paidHolidays(settings, '2026-04-01', '2026-04-30')]).toEqual([
      '2026-04-06',
      '2026-04-27',
    ]);
    expect(bands).toEqual([
      expect.objectContaining({
        kind: 'timeOfDay',
        fromMinute: 1320,
        toMinute: 360,
        percent: 25,
        name: 'Nachttoeslag',
        hoursCode: 'U2110',
      }),
      expect.objectContaining({ kind: 'weekday', weekdays: [7], percent: 50 }),
      expect.objectContaining({ kind: 'publicHoliday', percent: 100 }),
    ]);
    // A time band on every day has no weekdays at all, as the rules read it.
    expect(bands[0]).not.toHaveProperty('weekdays');
  });
});
