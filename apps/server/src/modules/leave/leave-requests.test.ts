import { randomUUID } from 'node:crypto';
import { LEAVE_MESSAGES } from '@klokwerk/contract/leave';
import { monthClosedMessage } from '@klokwerk/contract/month-closing';
import type { Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, leaveRequests } from '../../db/schema/index';
import { NONEXISTENT_TIME_MESSAGE } from '../../http/instants';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCompany,
  createLeave,
  createSignedInEmployee,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { closeOnHolidays, setContractPeriods } from '../../test/leave-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Asking for leave (POST /api/leave/requests), one's own list (GET /api/me/leave) and
 * withdrawing (PUT …/cancel), on a fixed clock: Thursday 26 November 2026, 10:00 in Amsterdam.
 * Emma works 32 hours a week, so a contract day is 6 uur 24 min (384 minutes).
 */
const NOW = new Date('2026-11-26T09:00:00Z');
/** Every role that can be linked to an employee asks for its own leave. */
const REQUESTERS: Role[] = [
  'EINDBAAS',
  'EIGENAAR',
  'BAAS',
  'HUMANRESOURCE',
  'ACCOUNTANT',
  'ROOSTERMAKER',
  'FLOORMANAGER',
  'MEDEWERKER',
];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let emma: { employee: { id: number }; token: string };
let bram: { employee: { id: number }; token: string };
let kiosk: string;
let owner: string;

const unique = () => `verlof.${randomUUID().slice(0, 8)}@example.test`;

/** A new employee of 32 hours a week with a signed-in account, for a test of its own. */
function newStaff(firstName = 'Noor') {
  return createSignedInEmployee(t.app, t.database.db, tenant, {
    employee: { firstName, lastName: 'de Wit', email: unique(), hoursPerWeek: 32 },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: ['KLOKSYSTEEM'] });
  other = await createTestTenant(db);
  emma = await createSignedInEmployee(t.app, db, tenant, {
    employee: { firstName: 'Emma', lastName: 'Jansen', email: unique(), hoursPerWeek: 32 },
  });
  bram = await createSignedInEmployee(t.app, db, tenant, {
    employee: { firstName: 'Bram', lastName: 'Bakker', email: unique(), hoursPerWeek: 24 },
  });
  kiosk = await loginAs(t.app, tenant, 'KLOKSYSTEEM');
  owner = await loginAs(t.app, tenant, 'EIGENAAR');
});
beforeEach(() => t.clock.set(NOW));
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';

function send(
  token: string,
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
  tenantId: string = tenant.tenantId,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...authHeaders(token, tenantId), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const request = (token: string, body: object, headers?: Record<string, string>) =>
  send(token, 'POST', '/api/leave/requests', body, headers);

async function rowsOf(employeeId: number) {
  return withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({ id: leaveRequests.id, status: leaveRequests.status })
      .from(leaveRequests)
      .where(eq(leaveRequests.employeeId, employeeId)),
  );
}

async function auditOf(leaveId: number) {
  return withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'leave'), eq(auditLog.entityId, leaveId))),
  );
}

describe('POST /api/leave/requests', () => {
  it('asks for a week off: pending, a week of contract hours, the days on the company clock', async () => {
    const response = await request(emma.token, {
      type: 'VAKANTIE',
      startDate: '2026-12-07',
      endDate: '2026-12-13',
      note: 'Wintersport',
    });
    expect(response.statusCode).toBe(201);
    const item = response.json();
    expect(item).toMatchObject({
      employeeId: emma.employee.id,
      companyId: tenant.companyId,
      firstName: 'Emma',
      lastName: 'Jansen',
      type: 'VAKANTIE',
      startDate: '2026-12-07',
      endDate: '2026-12-13',
      startTime: null,
      endTime: null,
      startsAt: '2026-12-06T23:00:00.000Z',
      endsAt: '2026-12-13T23:00:00.000Z',
      minutes: 32 * 60,
      note: 'Wintersport',
      status: 'PENDING',
      decidedAt: null,
      decidedByName: null,
      rejectionReason: null,
      cancelledAt: null,
    });
    expect(await auditOf(item.leaveId)).toEqual([
      {
        action: 'leave.request',
        details: expect.objectContaining({
          employeeId: emma.employee.id,
          after: expect.objectContaining({ startDate: '2026-12-07', minutes: 1920 }),
        }),
      },
    ]);
  });

  it('asks for part of a day: its minutes, its times, touching ends allowed', async () => {
    const morning = await request(emma.token, {
      type: 'BIJZONDER',
      startDate: '2026-12-16',
      startTime: '09:00',
      endTime: '13:00',
    });
    expect(morning.statusCode).toBe(201);
    expect(morning.json()).toMatchObject({
      startDate: '2026-12-16',
      endDate: '2026-12-16',
      startTime: '09:00',
      endTime: '13:00',
      startsAt: '2026-12-16T08:00:00.000Z',
      endsAt: '2026-12-16T12:00:00.000Z',
      minutes: 240,
    });
    const overlapping = await request(emma.token, {
      type: 'ONBETAALD',
      startDate: '2026-12-16',
      startTime: '12:00',
      endTime: '14:00',
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error.message).toBe(
      'Er is al een verlofaanvraag op 16-12-2026. Kies andere dagen, of trek die aanvraag eerst in.',
    );
    const after = await request(emma.token, {
      type: 'ONBETAALD',
      startDate: '2026-12-16',
      startTime: '13:00',
      endTime: '15:00',
    });
    expect(after.statusCode).toBe(201);
  });

  it('refuses leave that overlaps pending or approved leave of the same employee (409), nothing stored', async () => {
    const noor = await newStaff();
    await createLeave(t.database.db, tenant, {
      employeeId: noor.employee.id,
      startDate: '2026-12-07',
      endDate: '2026-12-13',
    });
    await createLeave(t.database.db, tenant, {
      employeeId: noor.employee.id,
      startDate: '2026-12-24',
      endDate: '2026-12-25',
      status: 'APPROVED',
    });
    const before = await rowsOf(noor.employee.id);
    const response = await request(noor.token, { type: 'VAKANTIE', startDate: '2026-12-10' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'CONFLICT',
      field: 'startDate',
      message:
        'Er is al een verlofaanvraag van 07-12-2026 tot en met 13-12-2026. Kies andere dagen, of trek die aanvraag eerst in.',
    });
    const approved = await request(noor.token, {
      type: 'ONBETAALD',
      startDate: '2026-12-25',
      startTime: '10:00',
      endTime: '12:00',
    });
    expect(approved.statusCode).toBe(409);
    expect(approved.json().error.message).toBe(
      'Er is al goedgekeurd verlof van 24-12-2026 tot en met 25-12-2026. Kies andere dagen, of trek die aanvraag eerst in.',
    );
    expect(await rowsOf(noor.employee.id)).toEqual(before);
    // Another employee's leave on the same days is no overlap; the day after is free.
    const sanne = await newStaff('Sanne');
    expect(
      (await request(sanne.token, { type: 'VAKANTIE', startDate: '2026-12-10' })).statusCode,
    ).toBe(201);
    expect(
      (await request(noor.token, { type: 'VAKANTIE', startDate: '2026-12-14' })).statusCode,
    ).toBe(201);
  });

  it('lets rejected and withdrawn leave free its days again', async () => {
    await createLeave(t.database.db, tenant, {
      employeeId: emma.employee.id,
      startDate: '2026-12-21',
      status: 'REJECTED',
    });
    await createLeave(t.database.db, tenant, {
      employeeId: emma.employee.id,
      startDate: '2026-12-22',
      status: 'CANCELLED',
    });
    const response = await request(emma.token, {
      type: 'VAKANTIE',
      startDate: '2026-12-21',
      endDate: '2026-12-22',
    });
    expect(response.statusCode).toBe(201);
    // Monday and Tuesday: two contract days of 384 minutes.
    expect(response.json().minutes).toBe(768);
  });

  it('is worth a contract day on each working day of the contract (leaveMinutesPerDay)', async () => {
    const lotte = await createSignedInEmployee(t.app, t.database.db, tenant, {
      employee: { email: unique(), hoursPerWeek: 24, endDate: '2026-12-09' },
    });
    const ask = async (startDate: string, endDate: string) =>
      (await request(lotte.token, { type: 'VAKANTIE', startDate, endDate })).json().minutes;
    // Monday to Wednesday, up to the employment's last day: 3 × 288. Days after it, and days
    // that are no working days, are refused ('leave that is no time off' below).
    expect(await ask('2026-12-07', '2026-12-09')).toBe(3 * 288);
  });

  it('reads the contract periods and skips the holidays the company closes on', async () => {
    const company = await createCompany(t.database.db, tenant);
    await closeOnHolidays(t.database.db, tenant, company, ['eersteKerstdag', 'tweedeKerstdag']);
    const sanne = await createSignedInEmployee(t.app, t.database.db, tenant, {
      companyId: company,
      employee: { email: unique(), hoursPerWeek: 32 },
    });
    const weekdays = [1, 2, 3, 4, 5];
    await setContractPeriods(t.database.db, tenant, sanne.employee.id, [
      {
        from: '2026-01-01',
        to: '2026-12-23',
        hours: { kind: 'fixed', minutesPerWeek: 1440 },
        workingWeekdays: weekdays,
      },
      {
        from: '2026-12-24',
        to: null,
        hours: { kind: 'fixed', minutesPerWeek: 1920 },
        workingWeekdays: weekdays,
      },
    ]);
    const response = await request(sanne.token, {
      type: 'VAKANTIE',
      startDate: '2026-12-21',
      endDate: '2026-12-27',
    });
    // Monday to Wednesday at 24 h (3 × 288), Thursday at 32 h (384); Friday is Eerste
    // Kerstdag, a day the company closes, and the weekend no working day: 1248.
    expect(response.json().minutes).toBe(3 * 288 + 384);
  });

  it('takes a day that is over, asked for afterwards, and part of today', async () => {
    const past = await request(emma.token, { type: 'BIJZONDER', startDate: '2026-11-23' });
    expect(past.statusCode).toBe(201);
    expect(past.json()).toMatchObject({ startDate: '2026-11-23', minutes: 384 });
    const today = await request(emma.token, {
      type: 'BIJZONDER',
      startDate: '2026-11-26',
      startTime: '15:00',
      endTime: '17:00',
    });
    expect(today.statusCode).toBe(201);
  });

  it.each([
    [{ startDate: '2026-12-28' }, 'type'],
    [{ type: 'VAKANTIE' }, 'startDate'],
    [{ type: 'VAKANTIE', startDate: '28-12-2026' }, 'startDate'],
    [{ type: 'VAKANTIE', startDate: '2026-12-28', endDate: '2026-12-27' }, 'endDate'],
    [{ type: 'VAKANTIE', startDate: '2026-12-28', startTime: '09:00' }, 'endTime'],
    [{ type: 'VAKANTIE', startDate: '2026-12-28', endTime: '09:00' }, 'startTime'],
    [
      { type: 'VAKANTIE', startDate: '2026-12-28', startTime: '12:00', endTime: '09:00' },
      'endTime',
    ],
    [{ type: 'VAKANTIE', startDate: '2026-12-28', note: 'a\u0000b' }, 'note'],
    [{ type: 'VAKANTIE', startDate: 20261228 }, 'startDate'],
  ])('refuses %j with a 400 naming %s, storing nothing', async (body, field) => {
    const before = await rowsOf(emma.employee.id);
    const response = await request(emma.token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
    expect(response.json().error.message).toMatch(/\S/);
    expect(await rowsOf(emma.employee.id)).toEqual(before);
  });

  it('refuses a time that does not exist on the night the clocks go forward', async () => {
    const response = await request(emma.token, {
      type: 'BIJZONDER',
      startDate: '2027-03-28',
      startTime: '02:30',
      endTime: '05:00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      field: 'startTime',
      message: NONEXISTENT_TIME_MESSAGE,
    });
  });

  it('refuses leave in a closed month, and leave that runs into one (409)', async () => {
    t.clock.set(new Date('2027-03-05T09:00:00Z'));
    const token = await loginAs(t.app, tenant, 'EIGENAAR');
    const closed = await send(token, 'POST', '/api/months/close', {
      companyId: tenant.companyId,
      year: 2027,
      month: 2,
    });
    expect(closed.statusCode).toBe(200);
    const fleur = await createSignedInEmployee(t.app, t.database.db, tenant, {
      employee: { email: unique() },
    });
    const inside = await request(fleur.token, { type: 'VAKANTIE', startDate: '2027-02-10' });
    expect(inside.statusCode).toBe(409);
    expect(inside.json().error).toEqual({
      code: 'CONFLICT',
      message: monthClosedMessage(2027, 2),
    });
    const across = await request(fleur.token, {
      type: 'VAKANTIE',
      startDate: '2027-01-29',
      endDate: '2027-03-02',
    });
    expect(across.statusCode).toBe(409);
    expect(across.json().error.message).toBe(monthClosedMessage(2027, 2));
    expect(await rowsOf(fleur.employee.id)).toEqual([]);
    const before = await request(fleur.token, { type: 'VAKANTIE', startDate: '2027-01-29' });
    expect(before.statusCode).toBe(201);
    const after = await request(fleur.token, { type: 'VAKANTIE', startDate: '2027-03-01' });
    expect(after.statusCode).toBe(201);
  });

  it('answers the same key with the first answer, once; the key with another request is 409', async () => {
    const key = { 'idempotency-key': `verlof-${randomUUID()}` };
    const body = { type: 'VAKANTIE', startDate: '2027-04-05' };
    const first = await request(bram.token, body, key);
    const again = await request(bram.token, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const stored = (await rowsOf(bram.employee.id)).filter((r) => r.id === first.json().leaveId);
    expect(stored).toHaveLength(1);
    const reused = await request(bram.token, { ...body, startDate: '2027-04-06' }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it.each(REQUESTERS)('lets %s, linked to an employee, ask for their own leave', async (role) => {
    const staff = await createSignedInEmployee(t.app, t.database.db, tenant, {
      role,
      employee: { email: unique() },
    });
    const response = await request(staff.token, { type: 'VAKANTIE', startDate: '2027-05-03' });
    expect(response.statusCode).toBe(201);
    expect(response.json().employeeId).toBe(staff.employee.id);
  });

  it('answers an account without an employee 404 saying why, and refuses the kiosk (403)', async () => {
    const body = { type: 'VAKANTIE', startDate: '2027-05-03' };
    const unlinked = await request(owner, body);
    expect(unlinked.statusCode).toBe(404);
    expect(unlinked.json().error.message).toBe(
      'Dit account hoort niet bij een medewerker, dus er kan geen verlof mee worden aangevraagd.',
    );
    expect((await request(kiosk, body)).statusCode).toBe(403);
  });

  it('refuses a header of another tenant (403) and a token of none (401)', async () => {
    const body = { type: 'VAKANTIE', startDate: '2027-05-10' };
    const mismatch = await send(
      emma.token,
      'POST',
      '/api/leave/requests',
      body,
      {},
      other.tenantId,
    );
    expect(mismatch.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/leave/requests',
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('leave that is no time off', () => {
  it('refuses days worth 0 hours: a weekend only (400 naming startDate)', async () => {
    const noor = await newStaff();
    // Saturday 5 and Sunday 6 December 2026: no working days under a Monday-to-Friday contract.
    const weekend = await request(noor.token, {
      type: 'VAKANTIE',
      startDate: '2026-12-05',
      endDate: '2026-12-06',
    });
    expect(weekend.statusCode).toBe(400);
    expect(weekend.json().error).toEqual({
      code: 'VALIDATION',
      field: 'startDate',
      message: LEAVE_MESSAGES.noWorth,
    });
    expect(await rowsOf(noor.employee.id)).toEqual([]);
  });

  it('refuses days before the employment began and after it ends', async () => {
    const sem = await createSignedInEmployee(t.app, t.database.db, tenant, {
      employee: {
        firstName: 'Sem',
        lastName: 'Nieuw',
        email: unique(),
        hoursPerWeek: 32,
        startDate: '2026-12-07',
        endDate: '2027-01-29',
      },
    });
    const before = await request(sem.token, {
      type: 'VAKANTIE',
      startDate: '2026-12-04',
      endDate: '2026-12-08',
    });
    expect(before.json().error).toEqual({
      code: 'VALIDATION',
      field: 'startDate',
      message:
        'Verlof kan pas vanaf de eerste dag in dienst, 07-12-2026. Kies dagen vanaf die dag.',
    });
    const after = await request(sem.token, {
      type: 'VAKANTIE',
      startDate: '2027-01-28',
      endDate: '2027-02-01',
    });
    expect(after.json().error).toMatchObject({ code: 'VALIDATION', field: 'endDate' });
    expect(await rowsOf(sem.employee.id)).toEqual([]);
    const within = await request(sem.token, { type: 'VAKANTIE', startDate: '2026-12-07' });
    expect(within.statusCode).toBe(201);
  });
});

describe('GET /api/me/leave', () => {
  it('lists my own requests only, newest first day first', async () => {
    const noor = await newStaff();
    for (const startDate of ['2026-12-10', '2027-04-05', '2027-01-04']) {
      await createLeave(t.database.db, tenant, { employeeId: noor.employee.id, startDate });
    }
    const response = await send(noor.token, 'GET', '/api/me/leave');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.timeZone).toBe('Europe/Amsterdam');
    expect(body.requests.map((r: { startDate: string }) => r.startDate)).toEqual([
      '2027-04-05',
      '2027-01-04',
      '2026-12-10',
    ]);
    expect(new Set(body.requests.map((r: { employeeId: number }) => r.employeeId))).toEqual(
      new Set([noor.employee.id]),
    );
  });

  it('answers an account without an employee 404 and the kiosk 403', async () => {
    expect((await send(owner, 'GET', '/api/me/leave')).statusCode).toBe(404);
    expect((await send(kiosk, 'GET', '/api/me/leave')).statusCode).toBe(403);
  });
});

describe('PUT /api/leave/requests/{leaveId}/cancel', () => {
  const cancel = (token: string, leaveId: number | string, tenantId?: string) =>
    send(token, 'PUT', `/api/leave/requests/${leaveId}/cancel`, undefined, {}, tenantId);

  it('withdraws my pending request, audited, and frees its days', async () => {
    const asked = await request(emma.token, { type: 'VAKANTIE', startDate: '2027-06-01' });
    const { leaveId } = asked.json();
    const response = await cancel(emma.token, leaveId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'CANCELLED',
      cancelledAt: NOW.toISOString(),
    });
    expect((await auditOf(leaveId)).map((e) => e.action)).toEqual([
      'leave.request',
      'leave.cancel',
    ]);
    const again = await request(emma.token, { type: 'VAKANTIE', startDate: '2027-06-01' });
    expect(again.statusCode).toBe(201);
  });

  it('withdraws approved leave before it begins, not once it has begun', async () => {
    const future = await createLeave(t.database.db, tenant, {
      employeeId: emma.employee.id,
      startDate: '2027-07-05',
      status: 'APPROVED',
    });
    expect((await cancel(emma.token, future.id)).json().status).toBe('CANCELLED');
    const begun = await createLeave(t.database.db, tenant, {
      employeeId: emma.employee.id,
      startDate: '2026-11-26',
      status: 'APPROVED',
    });
    const response = await cancel(emma.token, begun.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('kan niet meer worden ingetrokken');
    const rejected = await createLeave(t.database.db, tenant, {
      employeeId: emma.employee.id,
      startDate: '2027-07-12',
      status: 'REJECTED',
    });
    expect((await cancel(emma.token, rejected.id)).statusCode).toBe(409);
  });

  it("answers 404 for someone else's request, another tenant's, and one that does not exist", async () => {
    const mine = await createLeave(t.database.db, tenant, {
      employeeId: emma.employee.id,
      startDate: '2027-08-02',
    });
    expect((await cancel(bram.token, mine.id)).statusCode).toBe(404);
    expect((await cancel(owner, mine.id)).statusCode).toBe(404);
    const stranger = await createSignedInEmployee(t.app, t.database.db, other, {
      employee: { email: unique() },
    });
    const theirs = await createLeave(t.database.db, other, {
      employeeId: stranger.employee.id,
      startDate: '2027-08-02',
    });
    expect((await cancel(emma.token, theirs.id)).statusCode).toBe(404);
    expect((await cancel(stranger.token, mine.id, other.tenantId)).statusCode).toBe(404);
    expect((await cancel(emma.token, 999_999_999)).statusCode).toBe(404);
    expect((await rowsOf(emma.employee.id)).find((r) => r.id === mine.id)?.status).toBe('PENDING');
  });

  it('answers 400 naming the id for one that is no number, and refuses the kiosk', async () => {
    const response = await cancel(emma.token, 'abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('leaveId');
    expect((await cancel(kiosk, 1)).statusCode).toBe(403);
  });
});
