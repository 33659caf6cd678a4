import type { Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, schedules } from '../../db/schema/index';
import { NONEXISTENT_TIME_MESSAGE } from '../../http/instants';
import { type TenantId, withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createAvailability,
  createCompany,
  createEmployee,
  createSchedule,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Written out by hand from "Schedule editing" in docs/roles-and-policies.md. */
const EDITORS: Role[] = [
  'BAAS',
  'EINDBAAS',
  'EIGENAAR',
  'FLOORMANAGER',
  'ROOSTERMAKER',
  'HUMANRESOURCE',
];
/** Staff see the roster read-only; the accountant and the kiosk do not plan. */
const REFUSED: Role[] = ['MEDEWERKER', 'ACCOUNTANT', 'KLOKSYSTEEM'];
const COMPANY_BOUND: Role[] = ['FLOORMANAGER', 'ROOSTERMAKER'];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let second: number;
const tokens: Partial<Record<Role, string>> = {};
let anna: { id: number; email: string };
let bram: { id: number; email: string };
let archived: { email: string };
let elsewhere: { id: number; email: string };
let stranger: { id: number; email: string };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: [...EDITORS, ...REFUSED] });
  other = await createTestTenant(db);
  second = await createCompany(db, tenant);
  for (const role of [...EDITORS, ...REFUSED]) tokens[role] = await loginAs(t.app, tenant, role);
  anna = await createEmployee(db, tenant, { firstName: 'Anna', lastName: 'de Vries' });
  bram = await createEmployee(db, tenant, { firstName: 'Bram', lastName: 'Jansen' });
  archived = await createEmployee(db, tenant, { archivedAt: new Date('2026-11-01T00:00:00Z') });
  elsewhere = await createEmployee(db, tenant, { companyId: second });
  stranger = await createEmployee(db, other);
});
afterAll(() => t.close());

function send(role: Role, method: 'POST' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function shiftsOf(tenantId: TenantId, employeeId: number) {
  const rows = await withTenant(t.database.db, tenantId, (tx) =>
    tx
      .select({ id: schedules.id, start: schedules.startTime, end: schedules.endTime })
      .from(schedules)
      .where(eq(schedules.employeeId, employeeId))
      .orderBy(schedules.startTime),
  );
  return rows.map((row) => ({
    id: row.id,
    start: row.start.toISOString(),
    end: row.end.toISOString(),
  }));
}

async function auditOf(scheduleId: number) {
  return withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'schedule'), eq(auditLog.entityId, scheduleId))),
  );
}

function expectValidation(
  response: { statusCode: number; json: () => { error: Record<string, unknown> } },
  field: string,
  text: string,
) {
  expect(response.statusCode).toBe(400);
  expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
  expect(response.json().error.message).toContain(text);
}

/** A fresh employee, so a test's count of shifts is its own. */
async function someone(companyId = tenant.companyId) {
  return createEmployee(t.database.db, tenant, { companyId });
}

describe('POST /api/schedules/create', () => {
  const shift = (email: string, extra: Record<string, unknown> = {}) => ({
    employeeEmail: email,
    companyId: tenant.companyId,
    startTime: '2026-12-01T09:00:00',
    endTime: '2026-12-01T17:00:00',
    ...extra,
  });

  it.each(EDITORS)('lets %s create a shift (201, answering it with no warnings)', async (role) => {
    const employee = await someone();
    const response = await send(role, 'POST', '/api/schedules/create', shift(employee.email));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      scheduleId: expect.any(Number),
      status: 'DEFINITIVE',
      employee: {
        employeeId: employee.id,
        firstName: employee.firstName,
        lastName: employee.lastName,
        email: employee.email,
        jobTitle: null,
        categoryId: null,
      },
      employeeEmail: employee.email,
      companyId: tenant.companyId,
      // 09:00 in Amsterdam in winter (CET, UTC+1).
      startTime: '2026-12-01T08:00:00.000Z',
      endTime: '2026-12-01T16:00:00.000Z',
      warnings: [],
    });
    expect(await shiftsOf(tenant.tenantId, employee.id)).toEqual([
      {
        id: response.json().scheduleId,
        start: '2026-12-01T08:00:00.000Z',
        end: '2026-12-01T16:00:00.000Z',
      },
    ]);
  });

  it.each(REFUSED)('refuses %s with 403 and creates nothing', async (role) => {
    const employee = await someone();
    const response = await send(role, 'POST', '/api/schedules/create', shift(employee.email));
    expect(response.statusCode).toBe(403);
    expect(await shiftsOf(tenant.tenantId, employee.id)).toEqual([]);
  });

  it('reads times without an offset in the company zone in summer, and takes offsets as given', async () => {
    const employee = await someone();
    const summer = await send(
      'EIGENAAR',
      'POST',
      '/api/schedules/create',
      shift(employee.email, { startTime: '2027-06-01T09:00', endTime: '2027-06-01T17:00:00' }),
    );
    expect(summer.json()).toMatchObject({
      startTime: '2027-06-01T07:00:00.000Z',
      endTime: '2027-06-01T15:00:00.000Z',
    });
    const offset = await send(
      'EIGENAAR',
      'POST',
      '/api/schedules/create',
      shift(employee.email, {
        startTime: '2027-06-02T09:00:00Z',
        endTime: '2027-06-02T17:00:00+02:00',
      }),
    );
    expect(offset.json()).toMatchObject({
      startTime: '2027-06-02T09:00:00.000Z',
      endTime: '2027-06-02T15:00:00.000Z',
    });
  });

  it('finds the employee whatever the case of the address', async () => {
    const response = await send(
      'EIGENAAR',
      'POST',
      '/api/schedules/create',
      shift(anna.email.toUpperCase()),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().employee.employeeId).toBe(anna.id);
  });

  it('says "Selecteer een geldige medewerker" for a missing, unknown, archived or other company\'s employee', async () => {
    const before = await shiftsOf(other.tenantId, stranger.id);
    for (const employeeEmail of [
      undefined,
      '',
      'geen-adres',
      'niemand@example.test',
      archived.email,
      elsewhere.email,
      stranger.email,
    ]) {
      const response = await send(
        'EIGENAAR',
        'POST',
        '/api/schedules/create',
        shift('', { employeeEmail }),
      );
      expectValidation(response, 'employeeEmail', 'Selecteer een geldige medewerker');
    }
    expect(await shiftsOf(tenant.tenantId, elsewhere.id)).toEqual([]);
    expect(await shiftsOf(other.tenantId, stranger.id)).toEqual(before);
  });

  it('says "Eindtijd moet na begintijd liggen" for an end at or before the start', async () => {
    for (const endTime of ['2026-12-01T09:00:00', '2026-12-01T08:00:00', '2026-11-30T23:00']) {
      const response = await send(
        'EIGENAAR',
        'POST',
        '/api/schedules/create',
        shift(bram.email, { endTime }),
      );
      expectValidation(response, 'endTime', 'Eindtijd moet na begintijd liggen');
    }
    // One with and one without an offset: only the server, knowing the zone, can tell.
    // 09:00 in Amsterdam is 08:00Z: an end at 08:00Z is no later, one at 08:30Z is.
    const mixed = (endTime: string) =>
      send(
        'EIGENAAR',
        'POST',
        '/api/schedules/create',
        shift(bram.email, { startTime: '2026-12-01T09:00:00', endTime }),
      );
    expectValidation(
      await mixed('2026-12-01T08:00:00Z'),
      'endTime',
      'Eindtijd moet na begintijd liggen',
    );
    expect((await mixed('2026-12-01T08:30:00Z')).statusCode).toBe(201);
  });

  it('says "Selecteer eerst een bedrijf" without a company', async () => {
    for (const companyId of [undefined, null, '', ' ']) {
      const response = await send(
        'EIGENAAR',
        'POST',
        '/api/schedules/create',
        shift(bram.email, { companyId }),
      );
      expectValidation(response, 'companyId', 'Selecteer eerst een bedrijf');
    }
  });

  it('asks for the times, refuses malformed ones and shifts over 24 hours', async () => {
    const missing = await send(
      'EIGENAAR',
      'POST',
      '/api/schedules/create',
      shift(bram.email, { startTime: '' }),
    );
    expectValidation(missing, 'startTime', 'Vul de begindatum en begintijd in.');
    const malformed = await send(
      'EIGENAAR',
      'POST',
      '/api/schedules/create',
      shift(bram.email, { endTime: '2026-12-32T17:00:00' }),
    );
    expectValidation(malformed, 'endTime', 'Ongeldige datum en tijd');
    const long = await send(
      'EIGENAAR',
      'POST',
      '/api/schedules/create',
      shift(bram.email, { endTime: '2026-12-02T09:00:01' }),
    );
    expectValidation(long, 'endTime', 'Een dienst duurt hoogstens 24 uur.');
  });

  it('refuses a time in the spring-forward hour and counts real hours around the clock changes', async () => {
    const employee = await someone();
    const gap = await send(
      'EIGENAAR',
      'POST',
      '/api/schedules/create',
      shift(employee.email, { startTime: '2027-03-28T02:30:00', endTime: '2027-03-28T08:00:00' }),
    );
    expect(gap.statusCode).toBe(400);
    expect(gap.json().error).toEqual({
      code: 'VALIDATION',
      message: NONEXISTENT_TIME_MESSAGE,
      field: 'startTime',
    });
    // 22:00–06:00 is 7 real hours that night, and 9 on the night the clocks go back.
    const spring = await send(
      'EIGENAAR',
      'POST',
      '/api/schedules/create',
      shift(employee.email, { startTime: '2027-03-27T22:00:00', endTime: '2027-03-28T06:00:00' }),
    );
    expect(spring.json()).toMatchObject({
      startTime: '2027-03-27T21:00:00.000Z',
      endTime: '2027-03-28T04:00:00.000Z',
    });
    const autumn = await send(
      'EIGENAAR',
      'POST',
      '/api/schedules/create',
      shift(employee.email, { startTime: '2027-10-30T22:00:00', endTime: '2027-10-31T06:00:00' }),
    );
    expect(autumn.json()).toMatchObject({
      startTime: '2027-10-30T20:00:00.000Z',
      endTime: '2027-10-31T05:00:00.000Z',
    });
  });

  it.each(COMPANY_BOUND)(
    'answers %s 404 for another company of the tenant, creating nothing',
    async (role) => {
      const response = await send(
        role,
        'POST',
        '/api/schedules/create',
        shift(elsewhere.email, { companyId: second }),
      );
      expect(response.statusCode).toBe(404);
      expect(await shiftsOf(tenant.tenantId, elsewhere.id)).toEqual([]);
    },
  );

  it("answers 404 for another tenant's company and creates nothing there", async () => {
    const before = await shiftsOf(other.tenantId, stranger.id);
    const response = await send(
      'EIGENAAR',
      'POST',
      '/api/schedules/create',
      shift(stranger.email, { companyId: other.companyId }),
    );
    expect(response.statusCode).toBe(404);
    expect(await shiftsOf(other.tenantId, stranger.id)).toEqual(before);
  });

  it('warns, without refusing, about an overlapping shift and a time marked unavailable', async () => {
    const db = t.database.db;
    const employee = await createEmployee(db, tenant, { firstName: 'Cor', lastName: 'Bakker' });
    await createSchedule(db, tenant, {
      employeeId: employee.id,
      startTime: new Date('2026-12-03T07:00:00Z'),
      endTime: new Date('2026-12-03T11:00:00Z'),
    });
    await createAvailability(db, tenant, {
      employeeId: employee.id,
      startTime: new Date('2026-12-03T14:00:00Z'),
      endTime: new Date('2026-12-03T22:00:00Z'),
      available: false,
    });
    // Available entries and touching shifts are no reason to warn.
    await createAvailability(db, tenant, {
      employeeId: employee.id,
      startTime: new Date('2026-12-03T06:00:00Z'),
      endTime: new Date('2026-12-03T20:00:00Z'),
    });
    await createSchedule(db, tenant, {
      employeeId: employee.id,
      startTime: new Date('2026-12-03T16:00:00Z'),
      endTime: new Date('2026-12-03T18:00:00Z'),
    });
    const response = await send(
      'ROOSTERMAKER',
      'POST',
      '/api/schedules/create',
      shift(employee.email, { startTime: '2026-12-03T10:00:00', endTime: '2026-12-03T17:00:00' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().warnings).toEqual([
      'Cor Bakker heeft al een dienst op 03-12-2026 van 08:00 tot 12:00.',
      'Cor Bakker heeft zich niet beschikbaar gemeld op 03-12-2026 van 15:00 tot 23:00.',
    ]);
    expect(await shiftsOf(tenant.tenantId, employee.id)).toHaveLength(3);
  });

  it('audits a shift that starts in the past, not one in the future', async () => {
    const employee = await someone();
    // The test clock stands at 2026-11-21 10:00Z.
    const past = await send(
      'EIGENAAR',
      'POST',
      '/api/schedules/create',
      shift(employee.email, { startTime: '2026-11-20T09:00:00', endTime: '2026-11-20T17:00:00' }),
    );
    expect(await auditOf(past.json().scheduleId)).toEqual([
      {
        action: 'schedule.create',
        details: {
          employeeId: employee.id,
          startTime: '2026-11-20T08:00:00.000Z',
          endTime: '2026-11-20T16:00:00.000Z',
        },
      },
    ]);
    const future = await send('EIGENAAR', 'POST', '/api/schedules/create', shift(employee.email));
    expect(await auditOf(future.json().scheduleId)).toEqual([]);
  });
});

describe('POST /api/schedules/confirm', () => {
  const draft = (email: string, day: number, extra: Record<string, unknown> = {}) => ({
    employeeEmail: email,
    startTime: `2026-12-${String(day).padStart(2, '0')}T09:00:00`,
    endTime: `2026-12-${String(day).padStart(2, '0')}T17:00:00`,
    ...extra,
  });

  it.each(EDITORS)('lets %s confirm every draft at once, answering them in order', async (role) => {
    const a = await someone();
    const b = await someone();
    const response = await send(role, 'POST', '/api/schedules/confirm', {
      companyId: String(tenant.companyId),
      drafts: [
        draft(a.email, 7),
        // A night shift across midnight.
        draft(b.email, 7, { startTime: '2026-12-07T22:00:00', endTime: '2026-12-08T06:00:00' }),
        draft(a.email, 8),
      ],
    });
    expect(response.statusCode).toBe(201);
    const body = response.json().shifts;
    expect(body.map((s: { employee: { employeeId: number } }) => s.employee.employeeId)).toEqual([
      a.id,
      b.id,
      a.id,
    ]);
    expect(body[1]).toMatchObject({
      startTime: '2026-12-07T21:00:00.000Z',
      endTime: '2026-12-08T05:00:00.000Z',
      warnings: [],
    });
    expect(await shiftsOf(tenant.tenantId, a.id)).toHaveLength(2);
    expect(await shiftsOf(tenant.tenantId, b.id)).toHaveLength(1);
  });

  it.each(REFUSED)('refuses %s with 403 and creates nothing', async (role) => {
    const a = await someone();
    const response = await send(role, 'POST', '/api/schedules/confirm', {
      companyId: tenant.companyId,
      drafts: [draft(a.email, 7)],
    });
    expect(response.statusCode).toBe(403);
    expect(await shiftsOf(tenant.tenantId, a.id)).toEqual([]);
  });

  it('creates nothing when one draft is wrong, and names that draft and why', async () => {
    const a = await someone();
    const cases: Array<[unknown[], string, string]> = [
      [
        [
          draft(a.email, 9),
          draft(a.email, 10),
          draft(a.email, 11, { endTime: '2026-12-11T08:00:00' }),
        ],
        'drafts.2.endTime',
        'Eindtijd moet na begintijd liggen',
      ],
      [
        [draft(a.email, 9), draft(archived.email, 10), draft(a.email, 11)],
        'drafts.1.employeeEmail',
        'Selecteer een geldige medewerker',
      ],
      [
        [draft(a.email, 9), draft(elsewhere.email, 10)],
        'drafts.1.employeeEmail',
        'Selecteer een geldige medewerker',
      ],
      [
        [
          draft(a.email, 9),
          draft(a.email, 10, { startTime: '2027-03-28T02:15:00', endTime: '2027-03-28T09:00:00' }),
        ],
        'drafts.1.startTime',
        NONEXISTENT_TIME_MESSAGE,
      ],
      [
        [draft(a.email, 9, { endTime: '2026-12-10T12:00:00' }), draft(a.email, 10)],
        'drafts.0.endTime',
        'Een dienst duurt hoogstens 24 uur.',
      ],
      [
        [draft(a.email, 9), draft('', 10)],
        'drafts.1.employeeEmail',
        'Selecteer een geldige medewerker',
      ],
    ];
    for (const [drafts, field, text] of cases) {
      const response = await send('EIGENAAR', 'POST', '/api/schedules/confirm', {
        companyId: tenant.companyId,
        drafts,
      });
      expectValidation(response, field, text);
    }
    expect(await shiftsOf(tenant.tenantId, a.id)).toEqual([]);
  });

  it('says "Selecteer eerst een bedrijf" without a company, and refuses no drafts or too many', async () => {
    const a = await someone();
    const noCompany = await send('EIGENAAR', 'POST', '/api/schedules/confirm', {
      companyId: '',
      drafts: [draft(a.email, 7)],
    });
    expectValidation(noCompany, 'companyId', 'Selecteer eerst een bedrijf');
    for (const drafts of [[], undefined]) {
      const none = await send('EIGENAAR', 'POST', '/api/schedules/confirm', {
        companyId: tenant.companyId,
        drafts,
      });
      expectValidation(none, 'drafts', 'Er zijn geen conceptdiensten om te bevestigen.');
    }
    const tooMany = await send('EIGENAAR', 'POST', '/api/schedules/confirm', {
      companyId: tenant.companyId,
      drafts: Array.from({ length: 501 }, () => draft(a.email, 7)),
    });
    expectValidation(
      tooMany,
      'drafts',
      'Er kunnen hoogstens 500 conceptdiensten tegelijk worden bevestigd.',
    );
    expect(await shiftsOf(tenant.tenantId, a.id)).toEqual([]);
  });

  it('confirms 500 drafts in one call', async () => {
    const a = await someone();
    const drafts = Array.from({ length: 500 }, (_, i) => ({
      employeeEmail: a.email,
      startTime: new Date(Date.UTC(2027, 0, 1) + i * 86_400_000 + 8 * 3_600_000).toISOString(),
      endTime: new Date(Date.UTC(2027, 0, 1) + i * 86_400_000 + 16 * 3_600_000).toISOString(),
    }));
    const response = await send('EIGENAAR', 'POST', '/api/schedules/confirm', {
      companyId: tenant.companyId,
      drafts,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().shifts).toHaveLength(500);
    expect(await shiftsOf(tenant.tenantId, a.id)).toHaveLength(500);
  });

  it('warns about drafts that overlap each other', async () => {
    const a = await createEmployee(t.database.db, tenant, { firstName: 'Dirk', lastName: 'Smit' });
    const response = await send('EIGENAAR', 'POST', '/api/schedules/confirm', {
      companyId: tenant.companyId,
      drafts: [
        draft(a.email, 14),
        draft(a.email, 14, { startTime: '2026-12-14T16:00:00', endTime: '2026-12-14T20:00:00' }),
      ],
    });
    expect(response.json().shifts.map((s: { warnings: string[] }) => s.warnings)).toEqual([
      ['Dirk Smit heeft al een dienst op 14-12-2026 van 16:00 tot 20:00.'],
      ['Dirk Smit heeft al een dienst op 14-12-2026 van 09:00 tot 17:00.'],
    ]);
  });

  it.each(COMPANY_BOUND)('answers %s 404 for another company of the tenant', async (role) => {
    const response = await send(role, 'POST', '/api/schedules/confirm', {
      companyId: second,
      drafts: [draft(elsewhere.email, 7)],
    });
    expect(response.statusCode).toBe(404);
    expect(await shiftsOf(tenant.tenantId, elsewhere.id)).toEqual([]);
  });

  it("answers 404 for another tenant's company", async () => {
    const before = await shiftsOf(other.tenantId, stranger.id);
    const response = await send('EIGENAAR', 'POST', '/api/schedules/confirm', {
      companyId: other.companyId,
      drafts: [draft(stranger.email, 7)],
    });
    expect(response.statusCode).toBe(404);
    expect(await shiftsOf(other.tenantId, stranger.id)).toEqual(before);
  });
});

describe('DELETE /api/schedules/delete/{scheduleId}', () => {
  async function shiftFor(
    employeeId: number,
    companyId = tenant.companyId,
    start = '2026-12-20T08:00:00Z',
  ) {
    const owner = companyId === other.companyId ? other : tenant;
    return (
      await createSchedule(t.database.db, owner, {
        employeeId,
        companyId,
        startTime: new Date(start),
      })
    ).id;
  }

  it.each(EDITORS)('lets %s delete a shift', async (role) => {
    const employee = await someone();
    const id = await shiftFor(employee.id);
    const response = await send(role, 'DELETE', `/api/schedules/delete/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ scheduleId: id });
    expect(await shiftsOf(tenant.tenantId, employee.id)).toEqual([]);
  });

  it.each(REFUSED)('refuses %s with 403 and deletes nothing', async (role) => {
    const employee = await someone();
    const id = await shiftFor(employee.id);
    const response = await send(role, 'DELETE', `/api/schedules/delete/${id}`);
    expect(response.statusCode).toBe(403);
    expect(await shiftsOf(tenant.tenantId, employee.id)).toHaveLength(1);
  });

  it.each(COMPANY_BOUND)(
    "answers %s 404 for another company's shift and keeps it",
    async (role) => {
      const employee = await someone(second);
      const id = await shiftFor(employee.id, second);
      const response = await send(role, 'DELETE', `/api/schedules/delete/${id}`);
      expect(response.statusCode).toBe(404);
      expect(await shiftsOf(tenant.tenantId, employee.id)).toHaveLength(1);
    },
  );

  it("answers 404 for another tenant's shift and one that does not exist", async () => {
    const id = await shiftFor(stranger.id, other.companyId);
    const response = await send('EIGENAAR', 'DELETE', `/api/schedules/delete/${id}`);
    expect(response.statusCode).toBe(404);
    expect((await shiftsOf(other.tenantId, stranger.id)).map((s) => s.id)).toContain(id);
    const missing = await send('EIGENAAR', 'DELETE', '/api/schedules/delete/999999999');
    expect(missing.statusCode).toBe(404);
    const malformed = await send('EIGENAAR', 'DELETE', '/api/schedules/delete/abc');
    expect(malformed.statusCode).toBe(400);
  });

  it('audits deleting a shift that started in the past', async () => {
    const employee = await someone();
    const past = await shiftFor(employee.id, tenant.companyId, '2026-11-20T08:00:00Z');
    await send('EIGENAAR', 'DELETE', `/api/schedules/delete/${past}`);
    expect(await auditOf(past)).toEqual([
      {
        action: 'schedule.delete',
        details: {
          employeeId: employee.id,
          startTime: '2026-11-20T08:00:00.000Z',
          endTime: '2026-11-20T16:00:00.000Z',
        },
      },
    ]);
    const future = await shiftFor(employee.id);
    await send('EIGENAAR', 'DELETE', `/api/schedules/delete/${future}`);
    expect(await auditOf(future)).toEqual([]);
  });
});
