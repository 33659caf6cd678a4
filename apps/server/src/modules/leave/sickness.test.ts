import { randomUUID } from 'node:crypto';
import { monthClosedMessage } from '@klokwerk/contract/month-closing';
import type { Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, sickReports } from '../../db/schema/index';
import { NONEXISTENT_TIME_MESSAGE } from '../../http/instants';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCompany,
  createEmployee,
  createSchedule,
  createSickReport,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Ziekmelding and hersteldmelding (POST /api/sickness/report, PUT /api/sickness/{id}/recover)
 * and the company's list (GET /api/sickness/company/{companyId}), on a fixed clock: Thursday
 * 26 November 2026, 10:00 in Amsterdam. Those who plan register; the accountant reads too.
 */
const NOW = new Date('2026-11-26T09:00:00Z');
const REPORTERS: Role[] = [
  'EINDBAAS',
  'EIGENAAR',
  'BAAS',
  'HUMANRESOURCE',
  'ROOSTERMAKER',
  'FLOORMANAGER',
];
const REFUSED: Role[] = ['ACCOUNTANT', 'MEDEWERKER', 'KLOKSYSTEEM'];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let second: number;
const tokens: Partial<Record<Role, string>> = {};
let otherOwner: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: [...REPORTERS, ...REFUSED] });
  other = await createTestTenant(db);
  second = await createCompany(db, tenant);
  for (const role of [...REPORTERS, ...REFUSED]) tokens[role] = await loginAs(t.app, tenant, role);
  otherOwner = await loginAs(t.app, other, 'EIGENAAR');
});
beforeEach(() => t.clock.set(NOW));
afterAll(() => t.close());

function send(
  token: string,
  method: 'GET' | 'POST' | 'PUT',
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

const as = (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  send(tokens[role] ?? '', method, url, payload);

function person(values: { companyId?: number; firstName?: string } = {}) {
  return createEmployee(t.database.db, tenant, {
    companyId: values.companyId ?? tenant.companyId,
    firstName: values.firstName ?? 'Emma',
    lastName: 'Jansen',
    email: `ziek.${randomUUID().slice(0, 8)}@example.test`,
  });
}

async function reportsOf(employeeId: number) {
  return withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({ id: sickReports.id, recoveredAt: sickReports.recoveredAt })
      .from(sickReports)
      .where(eq(sickReports.employeeId, employeeId)),
  );
}

describe('POST /api/sickness/report', () => {
  it('registers who is sick from when, nothing else, with the shifts in the period', async () => {
    const emma = await person();
    const today = await createSchedule(t.database.db, tenant, {
      employeeId: emma.id,
      startTime: new Date('2026-11-26T16:00:00Z'),
    });
    const nextWeek = await createSchedule(t.database.db, tenant, {
      employeeId: emma.id,
      startTime: new Date('2026-12-01T08:00:00Z'),
    });
    // A concept is no planned shift, and yesterday's was before the sickness.
    await createSchedule(t.database.db, tenant, {
      employeeId: emma.id,
      startTime: new Date('2026-11-27T08:00:00Z'),
      status: 'CONCEPT',
    });
    await createSchedule(t.database.db, tenant, {
      employeeId: emma.id,
      startTime: new Date('2026-11-25T08:00:00Z'),
    });
    // A reason is no field of the call: it is refused, so nobody believes it was kept.
    const withReason = await as('FLOORMANAGER', 'POST', '/api/sickness/report', {
      employeeId: emma.id,
      sickFrom: '2026-11-26T07:30:00',
      reason: 'Griep',
    });
    expect(withReason.statusCode).toBe(400);
    expect(withReason.json().error.field).toBe('reason');
    const response = await as('FLOORMANAGER', 'POST', '/api/sickness/report', {
      employeeId: emma.id,
      sickFrom: '2026-11-26T07:30:00',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      sickReportId: expect.any(Number),
      companyId: tenant.companyId,
      employeeId: emma.id,
      firstName: 'Emma',
      lastName: 'Jansen',
      sickFrom: '2026-11-26T06:30:00.000Z',
      recoveredAt: null,
      reportedByName: 'floormanager',
      recoveryReportedByName: null,
      shifts: [
        {
          scheduleId: today.id,
          startTime: '2026-11-26T16:00:00.000Z',
          endTime: '2026-11-27T00:00:00.000Z',
        },
        {
          scheduleId: nextWeek.id,
          startTime: '2026-12-01T08:00:00.000Z',
          endTime: '2026-12-01T16:00:00.000Z',
        },
      ],
    });
    // The audit entry holds the moment only.
    const audit = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select({ action: auditLog.action, details: auditLog.details })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'sick_report'),
            eq(auditLog.entityId, response.json().sickReportId),
          ),
        ),
    );
    expect(audit).toEqual([
      {
        action: 'sickness.report',
        details: { employeeId: emma.id, after: { sickFrom: '2026-11-26T06:30:00.000Z' } },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain('Griep');
  });

  it.each(REPORTERS)('lets %s report an employee sick', async (role) => {
    const employee = await person();
    const response = await as(role, 'POST', '/api/sickness/report', {
      employeeId: employee.id,
      sickFrom: '2026-11-26T08:00:00',
    });
    expect(response.statusCode).toBe(201);
  });

  it.each(REFUSED)('refuses %s (403), storing nothing', async (role) => {
    const employee = await person();
    const response = await as(role, 'POST', '/api/sickness/report', {
      employeeId: employee.id,
      sickFrom: '2026-11-26T08:00:00',
    });
    expect(response.statusCode).toBe(403);
    expect(await reportsOf(employee.id)).toEqual([]);
  });

  it('refuses a report from before the employment began (400), storing nothing', async () => {
    const starter = await createEmployee(t.database.db, tenant, {
      firstName: 'Sem',
      lastName: 'Nieuw',
      email: `ziek.${randomUUID().slice(0, 8)}@example.test`,
      startDate: '2026-11-24',
    });
    const early = await as('FLOORMANAGER', 'POST', '/api/sickness/report', {
      employeeId: starter.id,
      sickFrom: '2026-11-23T09:00:00',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toEqual({
      code: 'VALIDATION',
      field: 'sickFrom',
      message: 'Sem is pas in dienst vanaf 24-11-2026: een ziekmelding kan niet eerder beginnen.',
    });
    const onTheFirstDay = await as('FLOORMANAGER', 'POST', '/api/sickness/report', {
      employeeId: starter.id,
      sickFrom: '2026-11-24T09:00:00',
    });
    expect(onTheFirstDay.statusCode).toBe(201);
  });

  it('keeps one open report per employee, and none inside an earlier period (409)', async () => {
    const emma = await person();
    await createSickReport(t.database.db, tenant, {
      employeeId: emma.id,
      sickFrom: new Date('2026-11-02T08:00:00Z'),
      recoveredAt: new Date('2026-11-09T08:00:00Z'),
    });
    const inside = await as('EIGENAAR', 'POST', '/api/sickness/report', {
      employeeId: emma.id,
      sickFrom: '2026-11-05T08:00:00',
    });
    expect(inside.statusCode).toBe(409);
    expect(inside.json().error.field).toBe('sickFrom');
    const first = await as('EIGENAAR', 'POST', '/api/sickness/report', {
      employeeId: emma.id,
      sickFrom: '2026-11-24T08:00:00',
    });
    expect(first.statusCode).toBe(201);
    const second = await as('EIGENAAR', 'POST', '/api/sickness/report', {
      employeeId: emma.id,
      sickFrom: '2026-11-26T08:00:00',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toEqual({
      code: 'CONFLICT',
      field: 'employeeId',
      message: 'Emma is al ziekgemeld sinds 24-11-2026. Meld Emma eerst hersteld.',
    });
    expect(await reportsOf(emma.id)).toHaveLength(2);
  });

  it('refuses a report more than a day ahead, and a time that does not exist (400)', async () => {
    const employee = await person();
    const ahead = await as('EIGENAAR', 'POST', '/api/sickness/report', {
      employeeId: employee.id,
      sickFrom: '2026-11-28T08:00:00',
    });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().error.field).toBe('sickFrom');
    const tomorrow = await as('EIGENAAR', 'POST', '/api/sickness/report', {
      employeeId: employee.id,
      sickFrom: '2026-11-27T00:00:00',
    });
    expect(tomorrow.statusCode).toBe(201);
    const other = await person();
    const nonexistent = await as('EIGENAAR', 'POST', '/api/sickness/report', {
      employeeId: other.id,
      sickFrom: '2026-03-29T02:30:00',
    });
    expect(nonexistent.statusCode).toBe(400);
    expect(nonexistent.json().error).toMatchObject({
      field: 'sickFrom',
      message: NONEXISTENT_TIME_MESSAGE,
    });
  });

  it.each([
    [{ sickFrom: '2026-11-26T08:00:00' }, 'employeeId'],
    [{ employeeId: 'abc', sickFrom: '2026-11-26T08:00:00' }, 'employeeId'],
    [{ employeeId: 1, sickFrom: '' }, 'sickFrom'],
    [{ employeeId: 1, sickFrom: 'gisteren' }, 'sickFrom'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const response = await as('EIGENAAR', 'POST', '/api/sickness/report', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
  });

  it('answers 404 for an employee out of reach: another location for the floor manager, another tenant', async () => {
    const elsewhere = await person({ companyId: second });
    const body = { employeeId: elsewhere.id, sickFrom: '2026-11-26T08:00:00' };
    expect((await as('FLOORMANAGER', 'POST', '/api/sickness/report', body)).statusCode).toBe(404);
    expect(await reportsOf(elsewhere.id)).toEqual([]);
    expect((await as('HUMANRESOURCE', 'POST', '/api/sickness/report', body)).statusCode).toBe(201);
    const stranger = await createEmployee(t.database.db, other, {
      email: `vreemd.${randomUUID().slice(0, 8)}@example.test`,
    });
    const theirs = { employeeId: stranger.id, sickFrom: '2026-11-26T08:00:00' };
    expect((await as('EIGENAAR', 'POST', '/api/sickness/report', theirs)).statusCode).toBe(404);
    const ours = await person();
    const trick = await send(
      otherOwner,
      'POST',
      '/api/sickness/report',
      { employeeId: ours.id, sickFrom: '2026-11-26T08:00:00' },
      {},
      other.tenantId,
    );
    expect(trick.statusCode).toBe(404);
    const header = await send(otherOwner, 'POST', '/api/sickness/report', {
      employeeId: ours.id,
      sickFrom: '2026-11-26T08:00:00',
    });
    expect(header.statusCode).toBe(403);
    expect(await reportsOf(ours.id)).toEqual([]);
  });

  it('refuses a report that reaches into a closed month (409)', async () => {
    const company = await createCompany(t.database.db, tenant);
    const employee = await person({ companyId: company });
    const closed = await as('EIGENAAR', 'POST', '/api/months/close', {
      companyId: company,
      year: 2026,
      month: 10,
    });
    expect(closed.statusCode).toBe(200);
    const response = await as('EIGENAAR', 'POST', '/api/sickness/report', {
      employeeId: employee.id,
      sickFrom: '2026-10-30T08:00:00',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'CONFLICT',
      message: monthClosedMessage(2026, 10),
    });
    const after = await as('EIGENAAR', 'POST', '/api/sickness/report', {
      employeeId: employee.id,
      sickFrom: '2026-11-02T08:00:00',
    });
    expect(after.statusCode).toBe(201);
  });

  it('answers the same key with the first answer, registering once', async () => {
    const employee = await person();
    const key = { 'idempotency-key': `ziek-${randomUUID()}` };
    const body = { employeeId: employee.id, sickFrom: '2026-11-26T08:00:00' };
    const first = await send(tokens.EIGENAAR ?? '', 'POST', '/api/sickness/report', body, key);
    const again = await send(tokens.EIGENAAR ?? '', 'POST', '/api/sickness/report', body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await reportsOf(employee.id)).toHaveLength(1);
  });
});

describe('PUT /api/sickness/{sickReportId}/recover', () => {
  const recover = (role: Role, id: number | string, recoveredAt: string) =>
    as(role, 'PUT', `/api/sickness/${id}/recover`, { recoveredAt });

  it('ends the period: audited, and the shifts after it are no longer marked', async () => {
    const emma = await person();
    const sick = await createSickReport(t.database.db, tenant, {
      employeeId: emma.id,
      sickFrom: new Date('2026-11-23T07:00:00Z'),
    });
    const during = await createSchedule(t.database.db, tenant, {
      employeeId: emma.id,
      startTime: new Date('2026-11-24T08:00:00Z'),
    });
    await createSchedule(t.database.db, tenant, {
      employeeId: emma.id,
      startTime: new Date('2026-11-27T08:00:00Z'),
    });
    const response = await recover('ROOSTERMAKER', sick.id, '2026-11-26T12:00:00');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      recoveredAt: '2026-11-26T11:00:00.000Z',
      recoveryReportedByName: 'roostermaker',
      shifts: [{ scheduleId: during.id }],
    });
    expect(response.json().shifts).toHaveLength(1);
    const again = await recover('ROOSTERMAKER', sick.id, '2026-11-26T13:00:00');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Deze medewerker is al hersteld gemeld.');
  });

  it('refuses a recovery before the sickness, or more than a day ahead (400 naming it)', async () => {
    const employee = await person();
    const sick = await createSickReport(t.database.db, tenant, {
      employeeId: employee.id,
      sickFrom: new Date('2026-11-25T07:00:00Z'),
    });
    const before = await recover('EIGENAAR', sick.id, '2026-11-24T08:00:00');
    expect(before.statusCode).toBe(400);
    expect(before.json().error).toMatchObject({
      field: 'recoveredAt',
      message: 'De hersteldmelding moet na het begin van de ziekte liggen.',
    });
    const ahead = await recover('EIGENAAR', sick.id, '2026-11-30T08:00:00');
    expect(ahead.statusCode).toBe(400);
    const empty = await as('EIGENAAR', 'PUT', `/api/sickness/${sick.id}/recover`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.field).toBe('recoveredAt');
    expect((await reportsOf(employee.id))[0]?.recoveredAt).toBeNull();
  });

  it.each(REFUSED)('refuses %s (403)', async (role) => {
    const employee = await person();
    const sick = await createSickReport(t.database.db, tenant, {
      employeeId: employee.id,
      sickFrom: new Date('2026-11-25T07:00:00Z'),
    });
    expect((await recover(role, sick.id, '2026-11-26T08:00:00')).statusCode).toBe(403);
  });

  it('answers 404 out of reach: another location for the planner, another tenant', async () => {
    const elsewhere = await person({ companyId: second });
    const sick = await createSickReport(t.database.db, tenant, {
      employeeId: elsewhere.id,
      companyId: second,
      sickFrom: new Date('2026-11-25T07:00:00Z'),
    });
    expect((await recover('ROOSTERMAKER', sick.id, '2026-11-26T08:00:00')).statusCode).toBe(404);
    const stranger = await createEmployee(t.database.db, other, {
      email: `vreemd.${randomUUID().slice(0, 8)}@example.test`,
    });
    const theirs = await createSickReport(t.database.db, other, {
      employeeId: stranger.id,
      sickFrom: new Date('2026-11-25T07:00:00Z'),
    });
    expect((await recover('EIGENAAR', theirs.id, '2026-11-26T08:00:00')).statusCode).toBe(404);
    expect((await recover('EIGENAAR', 'abc', '2026-11-26T08:00:00')).statusCode).toBe(400);
    expect((await reportsOf(elsewhere.id))[0]?.recoveredAt).toBeNull();
  });

  it('refuses a recovery dated in a closed month (409)', async () => {
    const company = await createCompany(t.database.db, tenant);
    const employee = await person({ companyId: company });
    const sick = await createSickReport(t.database.db, tenant, {
      employeeId: employee.id,
      companyId: company,
      sickFrom: new Date('2026-10-20T07:00:00Z'),
    });
    const closed = await as('EIGENAAR', 'POST', '/api/months/close', {
      companyId: company,
      year: 2026,
      month: 10,
    });
    expect(closed.statusCode).toBe(200);
    const inOctober = await recover('EIGENAAR', sick.id, '2026-10-28T08:00:00');
    expect(inOctober.statusCode).toBe(409);
    expect(inOctober.json().error.message).toBe(monthClosedMessage(2026, 10));
    const inNovember = await recover('EIGENAAR', sick.id, '2026-11-02T08:00:00');
    expect(inNovember.statusCode).toBe(200);
  });
});

describe('GET /api/sickness/company/{companyId}', () => {
  it('lists the reports that touch the days asked, open ones first', async () => {
    const company = await createCompany(t.database.db, tenant);
    const [a, b, c] = await Promise.all([
      person({ companyId: company, firstName: 'Anna' }),
      person({ companyId: company, firstName: 'Bas' }),
      person({ companyId: company, firstName: 'Cas' }),
    ]);
    if (!a || !b || !c) throw new Error('no people');
    const recovered = await createSickReport(t.database.db, tenant, {
      employeeId: a.id,
      companyId: company,
      sickFrom: new Date('2026-11-16T07:00:00Z'),
      recoveredAt: new Date('2026-11-18T07:00:00Z'),
    });
    const open = await createSickReport(t.database.db, tenant, {
      employeeId: b.id,
      companyId: company,
      sickFrom: new Date('2026-11-02T07:00:00Z'),
    });
    await createSickReport(t.database.db, tenant, {
      employeeId: c.id,
      companyId: company,
      sickFrom: new Date('2026-10-01T07:00:00Z'),
      recoveredAt: new Date('2026-10-05T07:00:00Z'),
    });
    const ids = (response: { json(): Array<{ sickReportId: number }> }) =>
      response.json().map((r) => r.sickReportId);
    const week = await as(
      'ACCOUNTANT',
      'GET',
      `/api/sickness/company/${company}?from=2026-11-16&to=2026-11-22`,
    );
    expect(week.statusCode).toBe(200);
    expect(ids(week)).toEqual([open.id, recovered.id]);
    const all = await as('EIGENAAR', 'GET', `/api/sickness/company/${company}`);
    expect(ids(all)).toHaveLength(3);
    expect(ids(all)[0]).toBe(open.id);
  });

  it.each(['MEDEWERKER', 'KLOKSYSTEEM'] as Role[])('refuses %s (403)', async (role) => {
    expect((await as(role, 'GET', `/api/sickness/company/${tenant.companyId}`)).statusCode).toBe(
      403,
    );
  });

  it('answers 404 for a company out of reach, and 400 naming a bad day', async () => {
    expect((await as('FLOORMANAGER', 'GET', `/api/sickness/company/${second}`)).statusCode).toBe(
      404,
    );
    expect(
      (await as('EIGENAAR', 'GET', `/api/sickness/company/${other.companyId}`)).statusCode,
    ).toBe(404);
    const bad = await as('EIGENAAR', 'GET', `/api/sickness/company/${tenant.companyId}?to=morgen`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('to');
  });
});
