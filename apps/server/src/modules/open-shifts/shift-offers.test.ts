import { randomUUID } from 'node:crypto';
import { monthClosedMessage } from '@klokwerk/contract/month-closing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, monthClosings, schedules } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCompany,
  createJobTitle,
  createSchedule,
  createSignedInEmployee,
  createTestTenant,
  createUser,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { mailsTo } from '../../test/invitations';
import { lastMailId, mailsOf } from '../../test/outbox-mails';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Offered shifts (docs/open-shifts-and-swaps.md#offered-shifts) on a fixed clock: Thursday 26
 * November 2026, 10:00 in Amsterdam; the shifts lie in December (UTC+1).
 */
const NOW = new Date('2026-11-26T09:00:00Z');

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let waiter: { id: number };
let cook: { id: number };
let plannerToken: string;
let accountant: string;
let kiosk: string;
let otherOwner: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: ['ROOSTERMAKER', 'ACCOUNTANT', 'KLOKSYSTEEM'] });
  other = await createTestTenant(db);
  plannerToken = await loginAs(t.app, tenant, 'ROOSTERMAKER');
  accountant = await loginAs(t.app, tenant, 'ACCOUNTANT');
  kiosk = await loginAs(t.app, tenant, 'KLOKSYSTEEM');
  otherOwner = await loginAs(t.app, other, 'EIGENAAR');
  waiter = await createJobTitle(db, tenant, { name: 'Bediening' });
  cook = await createJobTitle(db, tenant, { name: 'Kok' });
});
beforeEach(() => t.clock.set(NOW));
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';

function send(token: string, method: Method, url: string, payload?: object, tenantId?: string) {
  return t.app.inject({
    method,
    url,
    headers: authHeaders(token, tenantId ?? tenant.tenantId),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function staff(firstName: string, jobTitleId: number = waiter.id, companyId?: number) {
  const email = `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.test`;
  return createSignedInEmployee(t.app, t.database.db, tenant, {
    ...(companyId === undefined ? {} : { companyId }),
    employee: { jobTitleId, firstName, lastName: 'de Vries', email },
  });
}

/** A definitive shift of the employee: a day in December, 10:00–18:00 Amsterdam. */
async function shiftOf(employeeId: number, date: string, companyId?: number) {
  return createSchedule(t.database.db, tenant, {
    employeeId,
    ...(companyId === undefined ? {} : { companyId }),
    startTime: new Date(`${date}T09:00:00Z`),
    endTime: new Date(`${date}T17:00:00Z`),
  });
}

async function ownerOf(scheduleId: number) {
  const [row] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({ employeeId: schedules.employeeId })
      .from(schedules)
      .where(eq(schedules.id, scheduleId)),
  );
  return row?.employeeId;
}

describe('a shift given away: offered, accepted, approved', () => {
  it('moves the shift to the colleague and tells both, every step audited', async () => {
    const emma = await staff('Emma');
    const lotte = await staff('Lotte');
    const shift = await shiftOf(emma.employee.id, '2026-12-08');
    const offer = await send(emma.token, 'POST', '/api/shift-offers', {
      scheduleId: shift.id,
      toEmployeeId: null,
    });
    expect(offer.statusCode).toBe(201);
    expect(offer.json()).toMatchObject({ status: 'OFFERED', to: null, taker: null });
    const offerId = offer.json<{ offerId: number }>().offerId;

    const seen = await send(lotte.token, 'GET', '/api/shift-offers/mine');
    const forMe = seen
      .json<{ forMe: Array<{ offerId: number; blockers: string[] }> }>()
      .forMe.find((o) => o.offerId === offerId);
    expect(forMe?.blockers).toEqual([]);
    const cookKoen = await staff('Koen', cook.id);
    const koenSees = await send(cookKoen.token, 'GET', '/api/shift-offers/mine');
    expect(koenSees.json().forMe.map((o: { offerId: number }) => o.offerId)).not.toContain(offerId);

    const accept = await send(lotte.token, 'PUT', `/api/shift-offers/${offerId}/accept`);
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toMatchObject({ status: 'ACCEPTED', taker: { firstName: 'Lotte' } });
    const [toEmma] = await mailsTo(t.database.db, emma.employee.email);
    expect(toEmma?.subject).toContain('Je aangeboden dienst is aangenomen');

    const list = await send(plannerToken, 'GET', `/api/shift-offers/company/${tenant.companyId}`);
    const toDecide = list
      .json<Array<{ offerId: number; status: string; findings: unknown[] }>>()
      .find((o) => o.offerId === offerId);
    expect(toDecide).toMatchObject({ status: 'ACCEPTED', findings: [] });
    expect(await ownerOf(shift.id)).toBe(emma.employee.id);

    const approve = await send(plannerToken, 'PUT', `/api/shift-offers/${offerId}/approve`);
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ status: 'APPROVED' });
    expect(await ownerOf(shift.id)).toBe(lotte.employee.id);
    const [handedOver] = await mailsTo(t.database.db, emma.employee.email);
    expect(handedOver?.subject).toContain('De overname van je dienst is goedgekeurd');
    expect(handedOver?.text).toContain('Lotte de Vries');
    const [takenOver] = await mailsTo(t.database.db, lotte.employee.email);
    expect(takenOver?.text).toContain('dinsdag 08-12-2026 van 10:00 tot 18:00 is nu van jou');

    const audit = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'shift_offer'), eq(auditLog.entityId, offerId))),
    );
    expect(audit.map((a) => a.action).sort()).toEqual(['shift-offer.accept', 'shift-offer.create']);
    const moved = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select({ action: auditLog.action, details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'schedule'), eq(auditLog.entityId, shift.id))),
    );
    expect(moved).toMatchObject([
      {
        action: 'shift-offer.approve',
        details: {
          before: { employeeId: emma.employee.id },
          after: { employeeId: lotte.employee.id },
        },
      },
    ]);
  });

  it('shows the planner the labour-law finding of the taker’s week, and still lets them decide', async () => {
    const sanne = await staff('Sanne');
    const tim = await staff('Tim');
    // Tim works until 03:00 on Wednesday 9 December; Sanne's shift starts at 10:00: 7 hours.
    await createSchedule(t.database.db, tenant, {
      employeeId: tim.employee.id,
      startTime: new Date('2026-12-08T18:00:00Z'),
      endTime: new Date('2026-12-09T02:00:00Z'),
    });
    const shift = await shiftOf(sanne.employee.id, '2026-12-09');
    const offer = await send(sanne.token, 'POST', '/api/shift-offers', {
      scheduleId: shift.id,
      toEmployeeId: tim.employee.id,
    });
    const offerId = offer.json<{ offerId: number }>().offerId;
    expect(offer.json().to).toMatchObject({ firstName: 'Tim' });
    const [toTim] = await mailsTo(t.database.db, tim.employee.email);
    expect(toTim?.subject).toContain('Er is een dienst aan je aangeboden');
    expect((await send(tim.token, 'PUT', `/api/shift-offers/${offerId}/accept`)).statusCode).toBe(
      200,
    );
    const list = await send(plannerToken, 'GET', `/api/shift-offers/company/${tenant.companyId}`);
    const toDecide = list
      .json<Array<{ offerId: number; findings: Array<{ rule: string; employeeName: string }> }>>()
      .find((o) => o.offerId === offerId);
    expect(toDecide?.findings.map((f) => f.rule)).toEqual(['dailyRest']);
    expect(toDecide?.findings[0]?.employeeName).toBe('Tim de Vries');
    const reject = await send(plannerToken, 'PUT', `/api/shift-offers/${offerId}/reject`);
    expect(reject.json()).toMatchObject({ status: 'REJECTED' });
    expect(await ownerOf(shift.id)).toBe(sanne.employee.id);
    const [toSanne] = await mailsTo(t.database.db, sanne.employee.email);
    expect(toSanne?.subject).toContain('De overname van een dienst is afgewezen');
  });
});

describe('what may be offered and accepted', () => {
  it('offers only one’s own definitive shift that has not begun, once at a time', async () => {
    const emma = await staff('Emma');
    const lotte = await staff('Lotte');
    const theirs = await shiftOf(lotte.employee.id, '2026-12-10');
    const notMine = await send(emma.token, 'POST', '/api/shift-offers', { scheduleId: theirs.id });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().error.field).toBe('scheduleId');
    const past = await shiftOf(emma.employee.id, '2026-11-20');
    expect(
      (await send(emma.token, 'POST', '/api/shift-offers', { scheduleId: past.id })).statusCode,
    ).toBe(409);
    const concept = await createSchedule(t.database.db, tenant, {
      employeeId: emma.employee.id,
      startTime: new Date('2026-12-11T09:00:00Z'),
      status: 'CONCEPT',
    });
    expect(
      (await send(emma.token, 'POST', '/api/shift-offers', { scheduleId: concept.id })).json().error
        .message,
    ).toBe('Alleen een bevestigde dienst kan worden aangeboden.');
    const shift = await shiftOf(emma.employee.id, '2026-12-12');
    expect(
      (await send(emma.token, 'POST', '/api/shift-offers', { scheduleId: shift.id })).statusCode,
    ).toBe(201);
    const twice = await send(emma.token, 'POST', '/api/shift-offers', { scheduleId: shift.id });
    expect(twice.statusCode).toBe(409);
    const self = await send(emma.token, 'POST', '/api/shift-offers', {
      scheduleId: (await shiftOf(emma.employee.id, '2026-12-13')).id,
      toEmployeeId: emma.employee.id,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.field).toBe('toEmployeeId');
    const unknownKey = await send(emma.token, 'POST', '/api/shift-offers', {
      scheduleId: shift.id,
      takerEmployeeId: 1,
    });
    expect(unknownKey.statusCode).toBe(400);
  });

  it('lets only the named colleague accept, and withdraws', async () => {
    const emma = await staff('Emma');
    const lotte = await staff('Lotte');
    const sem = await staff('Sem');
    const shift = await shiftOf(emma.employee.id, '2026-12-14');
    const offer = await send(emma.token, 'POST', '/api/shift-offers', {
      scheduleId: shift.id,
      toEmployeeId: lotte.employee.id,
    });
    const offerId = offer.json<{ offerId: number }>().offerId;
    expect((await send(sem.token, 'PUT', `/api/shift-offers/${offerId}/accept`)).statusCode).toBe(
      403,
    );
    expect((await send(emma.token, 'PUT', `/api/shift-offers/${offerId}/accept`)).statusCode).toBe(
      404,
    );
    expect(
      (await send(lotte.token, 'PUT', `/api/shift-offers/${offerId}/withdraw`)).statusCode,
    ).toBe(404);
    const withdraw = await send(emma.token, 'PUT', `/api/shift-offers/${offerId}/withdraw`);
    expect(withdraw.json()).toMatchObject({ status: 'WITHDRAWN' });
    expect((await send(lotte.token, 'PUT', `/api/shift-offers/${offerId}/accept`)).statusCode).toBe(
      409,
    );
  });

  it('refuses an offer for everyone to another job title, and a taker who is busy then', async () => {
    const emma = await staff('Emma');
    const koen = await staff('Koen', cook.id);
    const busy = await staff('Bram');
    const shift = await shiftOf(emma.employee.id, '2026-12-15');
    const offerId = (
      await send(emma.token, 'POST', '/api/shift-offers', { scheduleId: shift.id })
    ).json<{ offerId: number }>().offerId;
    const wrongJob = await send(koen.token, 'PUT', `/api/shift-offers/${offerId}/accept`);
    expect(wrongJob.statusCode).toBe(409);
    expect(wrongJob.json().error.message).toBe('Deze dienst is voor een andere functie.');
    await shiftOf(busy.employee.id, '2026-12-15');
    const overlap = await send(busy.token, 'PUT', `/api/shift-offers/${offerId}/accept`);
    expect(overlap.json().error.message).toBe('Je hebt op dat moment al een dienst.');
  });
});

describe('a closed month', () => {
  it('refuses to offer a shift in it', async () => {
    const owner = await loginAs(t.app, tenant, 'EIGENAAR');
    const company = await createCompany(t.database.db, tenant);
    const emma = await staff('Emma', waiter.id, company);
    const shift = await shiftOf(emma.employee.id, '2027-02-02', company);
    await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.insert(monthClosings).values({
        tenantId: tenant.tenantId,
        companyId: company,
        year: 2027,
        month: 2,
        closedAt: NOW,
        figures: {},
      }),
    );
    const offer = await send(emma.token, 'POST', '/api/shift-offers', { scheduleId: shift.id });
    expect(offer.statusCode).toBe(409);
    expect(offer.json().error).toEqual({
      code: 'CONFLICT',
      message: monthClosedMessage(2027, 2),
    });
    expect((await send(owner, 'GET', `/api/shift-offers/company/${company}`)).json()).toEqual([]);
  });
});

describe('roles and tenants', () => {
  it('refuses the routes to roles without the policy', async () => {
    const emma = await staff('Emma');
    for (const token of [accountant, kiosk, emma.token]) {
      expect(
        (await send(token, 'GET', `/api/shift-offers/company/${tenant.companyId}`)).statusCode,
      ).toBe(403);
      expect((await send(token, 'PUT', '/api/shift-offers/1/approve')).statusCode).toBe(403);
      expect((await send(token, 'PUT', '/api/shift-offers/1/reject')).statusCode).toBe(403);
    }
    expect((await send(kiosk, 'GET', '/api/shift-offers/mine')).statusCode).toBe(403);
    expect((await send(kiosk, 'POST', '/api/shift-offers', { scheduleId: 1 })).statusCode).toBe(
      403,
    );
    expect((await send(kiosk, 'PUT', '/api/shift-offers/1/accept')).statusCode).toBe(403);
    expect((await send(kiosk, 'PUT', '/api/shift-offers/1/withdraw')).statusCode).toBe(403);
    expect((await send(accountant, 'GET', '/api/shift-offers/mine')).statusCode).toBe(404);
  });

  it('never lets another tenant read or change this tenant’s offers', async () => {
    const emma = await staff('Emma');
    const lotte = await staff('Lotte');
    const shift = await shiftOf(emma.employee.id, '2026-12-18');
    const offerId = (
      await send(emma.token, 'POST', '/api/shift-offers', { scheduleId: shift.id })
    ).json<{ offerId: number }>().offerId;
    const stranger = await createSignedInEmployee(t.app, t.database.db, other, {});
    const asStranger = (method: Method, url: string, payload?: object) =>
      send(stranger.token, method, url, payload, other.tenantId);
    expect(
      (await asStranger('POST', '/api/shift-offers', { scheduleId: shift.id })).statusCode,
    ).toBe(404);
    expect((await asStranger('PUT', `/api/shift-offers/${offerId}/accept`)).statusCode).toBe(404);
    expect((await asStranger('PUT', `/api/shift-offers/${offerId}/withdraw`)).statusCode).toBe(404);
    expect((await asStranger('GET', '/api/shift-offers/mine')).json().forMe).toEqual([]);
    expect((await send(lotte.token, 'PUT', `/api/shift-offers/${offerId}/accept`)).statusCode).toBe(
      200,
    );
    const asOwner = (method: Method, url: string) =>
      send(otherOwner, method, url, undefined, other.tenantId);
    expect((await asOwner('GET', `/api/shift-offers/company/${tenant.companyId}`)).statusCode).toBe(
      404,
    );
    expect((await asOwner('PUT', `/api/shift-offers/${offerId}/approve`)).statusCode).toBe(404);
    expect((await asOwner('PUT', `/api/shift-offers/${offerId}/reject`)).statusCode).toBe(404);
    expect(await ownerOf(shift.id)).toBe(emma.employee.id);
  });
});

describe('planners are told when a hand-over waits for them', () => {
  it('mails the planners of the company once a colleague accepts, and nobody else', async () => {
    const company = await createCompany(t.database.db, tenant);
    const elsewhere = await createUser(t.database.db, tenant, {
      roles: ['ROOSTERMAKER'],
      companyId: company,
    });
    const emma = await staff('Emma');
    const lotte = await staff('Lotte');
    const shift = await shiftOf(emma.employee.id, '2026-12-15');
    const since = await lastMailId(t.database.db);
    const offer = await send(emma.token, 'POST', '/api/shift-offers', {
      scheduleId: shift.id,
      toEmployeeId: lotte.employee.id,
    });
    expect(await mailsOf(t.database.db, tenant.tenantId, 'shift-offer.waiting', since)).toEqual([]);

    const accept = await send(
      lotte.token,
      'PUT',
      `/api/shift-offers/${offer.json().offerId}/accept`,
    );
    expect(accept.statusCode).toBe(200);
    const mails = await mailsOf(t.database.db, tenant.tenantId, 'shift-offer.waiting', since);
    // The owner and the roostermaker of this company; not the accountant, the kiosk, the two
    // colleagues or the roostermaker of another company.
    expect(mails.map((m) => m.to).sort()).toEqual([
      'eigenaar@example.test',
      'roostermaker@example.test',
    ]);
    expect(mails.map((m) => m.to)).not.toContain(elsewhere.email);
    const [mail] = mails;
    expect(mail?.subject).toMatch(/^Een overname van een dienst wacht op goedkeuring bij /);
    expect(mail?.text).toContain(
      'Lotte de Vries neemt de dienst van Emma de Vries op dinsdag 15-12-2026 van 10:00 tot 18:00 over. Keur de overname goed of wijs hem af in Open diensten.',
    );
    expect(mail?.text).toContain('Naar Open diensten: ');
    expect(mail?.text).toContain('/open-diensten');
    expect(await mailsOf(t.database.db, other.tenantId, 'shift-offer.waiting', since)).toEqual([]);
  });
});
