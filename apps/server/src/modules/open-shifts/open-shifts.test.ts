import { randomUUID } from 'node:crypto';
import { monthClosedMessage } from '@klokwerk/contract/month-closing';
import type { Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, monthClosings, openShifts, schedules } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createAvailability,
  createCompany,
  createJobTitle,
  createLeave,
  createSchedule,
  createSickReport,
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
 * Open shifts (docs/open-shifts-and-swaps.md) on a fixed clock: Thursday 26 November 2026,
 * 10:00 in Amsterdam. The shifts lie in December, Amsterdam's winter time (UTC+1).
 */
const NOW = new Date('2026-11-26T09:00:00Z');
const PLANNERS: Role[] = [
  'EINDBAAS',
  'EIGENAAR',
  'BAAS',
  'HUMANRESOURCE',
  'FLOORMANAGER',
  'ROOSTERMAKER',
];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let waiter: { id: number };
let cook: { id: number };
const tokens: Partial<Record<Role, string>> = {};
let otherOwner: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: [...PLANNERS, 'ACCOUNTANT', 'KLOKSYSTEEM'] });
  other = await createTestTenant(db);
  for (const role of [...PLANNERS, 'ACCOUNTANT', 'KLOKSYSTEEM'] as Role[]) {
    tokens[role] = await loginAs(t.app, tenant, role);
  }
  otherOwner = await loginAs(t.app, other, 'EIGENAAR');
  waiter = await createJobTitle(db, tenant, { name: 'Bediening' });
  cook = await createJobTitle(db, tenant, { name: 'Kok' });
});
beforeEach(() => t.clock.set(NOW));
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';

function send(token: string, method: Method, url: string, payload?: object, key?: string) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...authHeaders(token, tenant.tenantId),
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const planner = (method: Method, url: string, payload?: object) =>
  send(tokens.ROOSTERMAKER ?? '', method, url, payload);

/** A staff member with a job title (Bediening unless told), signed in. */
async function staff(jobTitleId: number = waiter.id, firstName = 'Emma') {
  const email = `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.test`;
  return createSignedInEmployee(t.app, t.database.db, tenant, {
    employee: { jobTitleId, firstName, lastName: 'Jansen', email },
  });
}

let day = 0;
/** A new open shift on a day of its own in December, 10:00–18:00 on the company's clock. */
async function openShift(
  values: { places?: number; date?: string; from?: string; to?: string } = {},
) {
  day += 1;
  const date = values.date ?? `2026-12-${String(1 + (day % 28)).padStart(2, '0')}`;
  const response = await planner('POST', '/api/open-shifts', {
    companyId: tenant.companyId,
    jobTitleId: waiter.id,
    startTime: `${date}T${values.from ?? '10:00'}:00`,
    endTime: `${date}T${values.to ?? '18:00'}:00`,
    places: values.places ?? 2,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ openShiftId: number; startTime: string; endTime: string }>();
}

async function setAutoApprove(value: boolean) {
  const response = await planner('PUT', `/api/open-shifts/settings/${tenant.companyId}`, {
    autoApprove: value,
  });
  expect(response.statusCode).toBe(200);
}

describe('an open shift from publication to a shift on the roster', () => {
  it('is published, seen by staff with its job title, claimed, approved and mailed', async () => {
    await setAutoApprove(false);
    const open = await openShift({ date: '2026-12-08' });
    expect(open.startTime).toBe('2026-12-08T09:00:00.000Z');
    const emma = await staff();
    const mine = await send(emma.token, 'GET', '/api/open-shifts/mine');
    expect(mine.statusCode).toBe(200);
    const seen = mine
      .json<{ openShifts: Array<{ openShiftId: number; blockers: string[] }> }>()
      .openShifts.find((o) => o.openShiftId === open.openShiftId);
    expect(seen?.blockers).toEqual([]);

    const claim = await send(
      emma.token,
      'POST',
      `/api/open-shifts/${open.openShiftId}/claim`,
      undefined,
      randomUUID(),
    );
    expect(claim.statusCode).toBe(201);
    expect(claim.json()).toMatchObject({ status: 'PENDING', scheduleId: null, firstName: 'Emma' });

    const listed = await planner('GET', `/api/open-shifts/company/${tenant.companyId}`);
    const item = listed
      .json<Array<{ openShiftId: number; placesLeft: number; claims: unknown[] }>>()
      .find((o) => o.openShiftId === open.openShiftId);
    expect(item).toMatchObject({ placesLeft: 2, claims: [{ status: 'PENDING' }] });

    const approve = await planner('PUT', `/api/open-shifts/claims/${claim.json().claimId}/approve`);
    expect(approve.statusCode).toBe(200);
    const scheduleId = approve.json<{ scheduleId: number }>().scheduleId;
    expect(approve.json()).toMatchObject({ status: 'APPROVED' });
    const [shift] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.select().from(schedules).where(eq(schedules.id, scheduleId)),
    );
    expect(shift).toMatchObject({ employeeId: emma.employee.id, status: 'DEFINITIVE' });
    expect(shift?.startTime.toISOString()).toBe('2026-12-08T09:00:00.000Z');

    const after = await planner('GET', `/api/open-shifts/company/${tenant.companyId}`);
    expect(
      after
        .json<Array<{ openShiftId: number; placesLeft: number }>>()
        .find((o) => o.openShiftId === open.openShiftId)?.placesLeft,
    ).toBe(1);
    const [mail] = await mailsTo(t.database.db, emma.employee.email);
    expect(mail?.subject).toContain('Je claim op een open dienst is goedgekeurd');
    expect(mail?.text).toContain('dinsdag 08-12-2026 van 10:00 tot 18:00');
    const audit = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'open_shift'), eq(auditLog.entityId, open.openShiftId))),
    );
    expect(audit.map((a) => a.action).sort()).toEqual([
      'open-shift.claim',
      'open-shift.claim.approve',
      'open-shift.create',
    ]);
  });

  it('tells the employee when the planner rejects the claim, and makes no shift', async () => {
    const open = await openShift();
    const lotte = await staff(waiter.id, 'Lotte');
    const claim = await send(lotte.token, 'POST', `/api/open-shifts/${open.openShiftId}/claim`);
    const reject = await planner('PUT', `/api/open-shifts/claims/${claim.json().claimId}/reject`);
    expect(reject.json()).toMatchObject({ status: 'REJECTED', scheduleId: null });
    const again = await planner('PUT', `/api/open-shifts/claims/${claim.json().claimId}/approve`);
    expect(again.statusCode).toBe(409);
    const [mail] = await mailsTo(t.database.db, lotte.employee.email);
    expect(mail?.subject).toContain('afgewezen');
  });

  it('answers the same claim once for the same Idempotency-Key', async () => {
    const open = await openShift();
    const sem = await staff(waiter.id, 'Sem');
    const key = randomUUID();
    const url = `/api/open-shifts/${open.openShiftId}/claim`;
    const first = await send(sem.token, 'POST', url, undefined, key);
    const again = await send(sem.token, 'POST', url, undefined, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().claimId).toBe(first.json().claimId);
    const third = await send(sem.token, 'POST', url, undefined, randomUUID());
    expect(third.statusCode).toBe(409);
    expect(third.json().error.message).toBe('Je hebt deze dienst al geclaimd.');
  });
});

describe('auto-approve: the first claim wins', () => {
  it('gives one place to exactly one of five claims made at the same moment', async () => {
    await setAutoApprove(true);
    const open = await openShift({ places: 1 });
    const people = await Promise.all(
      ['Anna', 'Bram', 'Cas', 'Daan', 'Eva'].map((name) => staff(waiter.id, name)),
    );
    const answers = await Promise.all(
      people.map((p) =>
        send(
          p.token,
          'POST',
          `/api/open-shifts/${open.openShiftId}/claim`,
          undefined,
          randomUUID(),
        ),
      ),
    );
    const won = answers.filter((a) => a.statusCode === 201);
    expect(won).toHaveLength(1);
    expect(won[0]?.json()).toMatchObject({ status: 'APPROVED' });
    const lost = answers.filter((a) => a.statusCode === 409);
    expect(lost).toHaveLength(4);
    expect(lost[0]?.json().error.message).toBe('Deze dienst is al vol.');
    const [row] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.select().from(openShifts).where(eq(openShifts.id, open.openShiftId)),
    );
    expect(row?.filled).toBe(1);
    const planned = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select()
        .from(schedules)
        .where(eq(schedules.startTime, new Date(open.startTime))),
    );
    expect(planned.filter((s) => people.some((p) => p.employee.id === s.employeeId))).toHaveLength(
      1,
    );
    await setAutoApprove(false);
  });
});

describe('who may claim an open shift', () => {
  const claim = (token: string, openShiftId: number) =>
    send(token, 'POST', `/api/open-shifts/${openShiftId}/claim`);

  it('refuses another job title, and does not show it in Mijn rooster', async () => {
    const open = await openShift();
    const koen = await staff(cook.id, 'Koen');
    const mine = await send(koen.token, 'GET', '/api/open-shifts/mine');
    expect(mine.json().openShifts).toEqual([]);
    const response = await claim(koen.token, open.openShiftId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Deze dienst is voor een andere functie.');
  });

  it('refuses a time marked unavailable', async () => {
    const open = await openShift();
    const noor = await staff(waiter.id, 'Noor');
    await createAvailability(t.database.db, tenant, {
      employeeId: noor.employee.id,
      startTime: new Date(open.startTime),
      endTime: new Date(open.endTime),
      available: false,
    });
    const response = await claim(noor.token, open.openShiftId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Je hebt je op dat moment niet beschikbaar gemeld.');
  });

  it('refuses approved leave and a sick period, but not a pending leave request', async () => {
    const open = await openShift({ date: '2026-12-10' });
    const away = await staff(waiter.id, 'Fleur');
    await createLeave(t.database.db, tenant, {
      employeeId: away.employee.id,
      startDate: '2026-12-10',
      status: 'APPROVED',
    });
    const onLeave = await claim(away.token, open.openShiftId);
    expect(onLeave.statusCode).toBe(409);
    expect(onLeave.json().error.message).toBe('Je hebt op dat moment verlof.');

    const sick = await staff(waiter.id, 'Ruben');
    await createSickReport(t.database.db, tenant, {
      employeeId: sick.employee.id,
      sickFrom: new Date('2026-12-09T08:00:00Z'),
    });
    expect((await claim(sick.token, open.openShiftId)).json().error.message).toBe(
      'Je bent op dat moment ziekgemeld.',
    );

    const asking = await staff(waiter.id, 'Iris');
    await createLeave(t.database.db, tenant, {
      employeeId: asking.employee.id,
      startDate: '2026-12-10',
      status: 'PENDING',
    });
    expect((await claim(asking.token, open.openShiftId)).statusCode).toBe(201);
  });

  it('refuses a shift that would break the law: 7 hours of rest after a late shift', async () => {
    // Her shift on Tuesday 12:00–22:00; the open shift on Wednesday 05:00–13:00.
    const open = await openShift({ date: '2026-12-16', from: '05:00', to: '13:00' });
    const tired = await staff(waiter.id, 'Julia');
    await createSchedule(t.database.db, tenant, {
      employeeId: tired.employee.id,
      startTime: new Date('2026-12-15T11:00:00Z'),
      endTime: new Date('2026-12-15T21:00:00Z'),
    });
    const mine = await send(tired.token, 'GET', '/api/open-shifts/mine');
    expect(
      mine
        .json<{ openShifts: Array<{ openShiftId: number; blockers: string[] }> }>()
        .openShifts.find((o) => o.openShiftId === open.openShiftId)?.blockers,
    ).toEqual(['labourLaw']);
    const response = await claim(tired.token, open.openShiftId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Met deze dienst erbij zou je rooster de Arbeidstijdenwet overtreden.',
    );
  });

  it('refuses a shift that overlaps one of their own', async () => {
    const open = await openShift({ date: '2026-12-17' });
    const busy = await staff(waiter.id, 'Tim');
    await createSchedule(t.database.db, tenant, {
      employeeId: busy.employee.id,
      startTime: new Date('2026-12-17T12:00:00Z'),
      endTime: new Date('2026-12-17T20:00:00Z'),
    });
    expect((await claim(busy.token, open.openShiftId)).json().error.message).toBe(
      'Je hebt op dat moment al een dienst.',
    );
  });
});

describe('bad input', () => {
  it('answers 400 naming the field, and creates nothing', async () => {
    const base = {
      companyId: tenant.companyId,
      jobTitleId: waiter.id,
      startTime: '2026-12-20T10:00:00',
      endTime: '2026-12-20T18:00:00',
      places: 1,
    };
    const cases: Array<[object, string]> = [
      [{ ...base, places: 0 }, 'places'],
      [{ ...base, places: 'veel' }, 'places'],
      [{ ...base, jobTitleId: '' }, 'jobTitleId'],
      [{ ...base, jobTitleId: cook.id + 100_000 }, 'jobTitleId'],
      [{ ...base, endTime: '2026-12-20T09:00:00' }, 'endTime'],
      [{ ...base, startTime: '2026-11-20T10:00:00', endTime: '2026-11-20T18:00:00' }, 'startTime'],
    ];
    for (const [payload, field] of cases) {
      const response = await planner('POST', '/api/open-shifts', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
    const unknown = await planner('POST', '/api/open-shifts', { ...base, employeeId: 1 });
    expect(unknown.statusCode).toBe(400);
    const listed = await planner('GET', `/api/open-shifts/company/${tenant.companyId}`);
    expect(
      listed
        .json<Array<{ startTime: string }>>()
        .filter((o) => o.startTime.startsWith('2026-12-20')),
    ).toEqual([]);
    const bad = await planner('PUT', `/api/open-shifts/settings/${tenant.companyId}`, {
      autoApprove: 'ja',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('autoApprove');
  });
});

describe('a closed month', () => {
  it('refuses to publish or claim an open shift in it', async () => {
    const company = await createCompany(t.database.db, tenant);
    const job = await createJobTitle(t.database.db, tenant, { companyId: company });
    const open = await send(tokens.EIGENAAR ?? '', 'POST', '/api/open-shifts', {
      companyId: company,
      jobTitleId: job.id,
      startTime: '2027-01-05T10:00:00',
      endTime: '2027-01-05T18:00:00',
      places: 1,
    });
    expect(open.statusCode).toBe(201);
    const person = await createSignedInEmployee(t.app, t.database.db, tenant, {
      companyId: company,
      employee: { jobTitleId: job.id },
    });
    await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.insert(monthClosings).values({
        tenantId: tenant.tenantId,
        companyId: company,
        year: 2027,
        month: 1,
        closedAt: NOW,
        figures: {},
      }),
    );
    const claim = await send(
      person.token,
      'POST',
      `/api/open-shifts/${open.json().openShiftId}/claim`,
    );
    expect(claim.statusCode).toBe(409);
    expect(claim.json().error).toEqual({
      code: 'CONFLICT',
      message: monthClosedMessage(2027, 1),
    });
    const create = await send(tokens.EIGENAAR ?? '', 'POST', '/api/open-shifts', {
      companyId: company,
      jobTitleId: job.id,
      startTime: '2027-01-06T10:00:00',
      endTime: '2027-01-06T18:00:00',
      places: 1,
    });
    expect(create.statusCode).toBe(409);
    expect(create.json().error.message).toBe(monthClosedMessage(2027, 1));
  });
});

describe('roles and tenants', () => {
  it('lets every planner manage and every employee role take; refuses the rest', async () => {
    const open = await openShift();
    for (const role of PLANNERS) {
      const list = await send(
        tokens[role] ?? '',
        'GET',
        `/api/open-shifts/company/${tenant.companyId}`,
      );
      expect(list.statusCode, role).toBe(200);
    }
    for (const role of ['ACCOUNTANT', 'KLOKSYSTEEM'] as Role[]) {
      const token = tokens[role] ?? '';
      expect(
        (await send(token, 'GET', `/api/open-shifts/company/${tenant.companyId}`)).statusCode,
      ).toBe(403);
      expect(
        (await send(token, 'POST', '/api/open-shifts', { companyId: tenant.companyId })).statusCode,
      ).toBe(403);
      expect((await send(token, 'PUT', '/api/open-shifts/claims/1/approve')).statusCode).toBe(403);
      expect((await send(token, 'PUT', '/api/open-shifts/claims/1/reject')).statusCode).toBe(403);
      expect(
        (await send(token, 'GET', `/api/open-shifts/settings/${tenant.companyId}`)).statusCode,
      ).toBe(403);
    }
    const kiosk = tokens.KLOKSYSTEEM ?? '';
    expect((await send(kiosk, 'GET', '/api/open-shifts/mine')).statusCode).toBe(403);
    expect(
      (await send(kiosk, 'POST', `/api/open-shifts/${open.openShiftId}/claim`)).statusCode,
    ).toBe(403);
    const emma = await staff(waiter.id, 'Mila');
    expect(
      (await send(emma.token, 'GET', `/api/open-shifts/company/${tenant.companyId}`)).statusCode,
    ).toBe(403);
    expect((await send(emma.token, 'POST', '/api/open-shifts', {})).statusCode).toBe(403);
    // An account without an employee: told why there is nothing to claim with.
    const noEmployee = await send(tokens.EIGENAAR ?? '', 'GET', '/api/open-shifts/mine');
    expect(noEmployee.statusCode).toBe(404);
  });

  it('never lets another tenant read or change this tenant’s open shifts and claims', async () => {
    const open = await openShift();
    const emma = await staff(waiter.id, 'Zoë');
    const claim = await send(emma.token, 'POST', `/api/open-shifts/${open.openShiftId}/claim`);
    const stranger = await createSignedInEmployee(t.app, t.database.db, other, {});
    const theirs = (method: Method, url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: authHeaders(otherOwner, other.tenantId),
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
    expect((await theirs('GET', `/api/open-shifts/company/${tenant.companyId}`)).statusCode).toBe(
      404,
    );
    expect((await theirs('GET', `/api/open-shifts/settings/${tenant.companyId}`)).statusCode).toBe(
      404,
    );
    expect(
      (await theirs('PUT', `/api/open-shifts/settings/${tenant.companyId}`, { autoApprove: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await theirs('POST', '/api/open-shifts', {
          companyId: tenant.companyId,
          jobTitleId: waiter.id,
          startTime: '2026-12-20T10:00:00',
          endTime: '2026-12-20T18:00:00',
          places: 1,
        })
      ).statusCode,
    ).toBe(404);
    const claimId = claim.json().claimId;
    expect((await theirs('PUT', `/api/open-shifts/claims/${claimId}/approve`)).statusCode).toBe(
      404,
    );
    expect((await theirs('PUT', `/api/open-shifts/claims/${claimId}/reject`)).statusCode).toBe(404);
    const strangerClaim = await t.app.inject({
      method: 'POST',
      url: `/api/open-shifts/${open.openShiftId}/claim`,
      headers: authHeaders(stranger.token, other.tenantId),
    });
    expect(strangerClaim.statusCode).toBe(404);
    const strangerMine = await t.app.inject({
      method: 'GET',
      url: '/api/open-shifts/mine',
      headers: authHeaders(stranger.token, other.tenantId),
    });
    expect(strangerMine.json().openShifts).toEqual([]);
    const still = await planner('GET', `/api/open-shifts/company/${tenant.companyId}`);
    expect(
      still
        .json<Array<{ openShiftId: number; claims: Array<{ status: string }> }>>()
        .find((o) => o.openShiftId === open.openShiftId)?.claims[0]?.status,
    ).toBe('PENDING');
  });
});

describe('planners are told when a claim waits for them', () => {
  const WAITING = 'open-shift.claim.waiting';
  /** The tenant's own planners from createTestTenant, all of its first company. */
  const tenantPlanners = PLANNERS.map((role) => `${role.toLowerCase()}@example.test`);
  let elsewhere: { email: string | null };
  let wideElsewhere: { email: string | null };

  beforeAll(async () => {
    const db = t.database.db;
    const company = await createCompany(db, tenant);
    // A roostermaker of another company does not reach this one; HR reaches every company.
    elsewhere = await createUser(db, tenant, { roles: ['ROOSTERMAKER'], companyId: company });
    wideElsewhere = await createUser(db, tenant, { roles: ['HUMANRESOURCE'], companyId: company });
  });

  it('mails every planner who may approve it, and nobody else', async () => {
    await setAutoApprove(false);
    const open = await openShift({ date: '2026-12-08' });
    const emma = await staff(waiter.id, 'Emma');
    const since = await lastMailId(t.database.db);
    const claim = await send(emma.token, 'POST', `/api/open-shifts/${open.openShiftId}/claim`);
    expect(claim.statusCode).toBe(201);

    const mails = await mailsOf(t.database.db, tenant.tenantId, WAITING, since);
    expect(mails.map((m) => m.to).sort()).toEqual([...tenantPlanners, wideElsewhere.email].sort());
    expect(mails.map((m) => m.to)).not.toContain(elsewhere.email);
    expect(mails.map((m) => m.to)).not.toContain('accountant@example.test');
    expect(mails.map((m) => m.to)).not.toContain(emma.employee.email);
    const [mail] = mails;
    expect(mail?.subject).toMatch(/^Een claim op een open dienst wacht op goedkeuring bij /);
    expect(mail?.text).toContain(
      'Emma Jansen wil de open dienst op dinsdag 08-12-2026 van 10:00 tot 18:00 overnemen. Keur de claim goed of wijs hem af in Open diensten.',
    );
    expect(mail?.text).toContain('Naar Open diensten: ');
    expect(mail?.text).toContain('/open-diensten');
    expect(await mailsOf(t.database.db, other.tenantId, WAITING, since)).toEqual([]);
  });

  it('does not mail the planner who claims it himself', async () => {
    await setAutoApprove(false);
    const open = await openShift();
    const email = `bas.${randomUUID().slice(0, 8)}@example.test`;
    const bas = await createSignedInEmployee(t.app, t.database.db, tenant, {
      role: 'ROOSTERMAKER',
      employee: { jobTitleId: waiter.id, firstName: 'Bas', lastName: 'Smit', email },
    });
    const since = await lastMailId(t.database.db);
    const claim = await send(bas.token, 'POST', `/api/open-shifts/${open.openShiftId}/claim`);
    expect(claim.statusCode).toBe(201);
    const to = (await mailsOf(t.database.db, tenant.tenantId, WAITING, since)).map((m) => m.to);
    expect(to).toContain('roostermaker@example.test');
    expect(to).not.toContain(email);
  });

  it('mails nobody when auto-approve takes the claim at once', async () => {
    await setAutoApprove(true);
    const open = await openShift();
    const fenna = await staff(waiter.id, 'Fenna');
    const since = await lastMailId(t.database.db);
    const claim = await send(fenna.token, 'POST', `/api/open-shifts/${open.openShiftId}/claim`);
    expect(claim.json()).toMatchObject({ status: 'APPROVED' });
    expect(await mailsOf(t.database.db, tenant.tenantId, WAITING, since)).toEqual([]);
    await setAutoApprove(false);
  });
});

describe('Mijn rooster lists several open shifts, each decided on its own week', () => {
  it('blocks one by the law, one by leave, and leaves one free, as the claims answer', async () => {
    // Her own shift Tuesday 1 December 12:00–22:00; the open shifts on Wednesday 2 December
    // 05:00–13:00 (7 hours of rest), on her day of leave 10 December, and on 22 December.
    const tired = await staff(waiter.id, 'Sara');
    await createSchedule(t.database.db, tenant, {
      employeeId: tired.employee.id,
      startTime: new Date('2026-12-01T11:00:00Z'),
      endTime: new Date('2026-12-01T21:00:00Z'),
    });
    await createLeave(t.database.db, tenant, {
      employeeId: tired.employee.id,
      startDate: '2026-12-10',
      status: 'APPROVED',
    });
    const law = await openShift({ date: '2026-12-02', from: '05:00', to: '13:00' });
    const leave = await openShift({ date: '2026-12-10' });
    const free = await openShift({ date: '2026-12-22' });

    const mine = await send(tired.token, 'GET', '/api/open-shifts/mine');
    expect(mine.statusCode).toBe(200);
    const listed = mine.json<{ openShifts: Array<{ openShiftId: number; blockers: string[] }> }>()
      .openShifts;
    const blockersOf = (id: number) => listed.find((o) => o.openShiftId === id)?.blockers;
    expect(blockersOf(law.openShiftId)).toEqual(['labourLaw']);
    expect(blockersOf(leave.openShiftId)).toEqual(['leave']);
    expect(blockersOf(free.openShiftId)).toEqual([]);

    const claim = (id: number) => send(tired.token, 'POST', `/api/open-shifts/${id}/claim`);
    expect((await claim(law.openShiftId)).statusCode).toBe(409);
    expect((await claim(leave.openShiftId)).json().error.message).toBe(
      'Je hebt op dat moment verlof.',
    );
    expect((await claim(free.openShiftId)).statusCode).toBe(201);
  });
});
