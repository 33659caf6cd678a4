import { randomUUID } from 'node:crypto';
import { monthClosedMessage } from '@klokwerk/contract/month-closing';
import type { Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, leaveRequests } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCompany,
  createEmployee,
  createLeave,
  createSignedInEmployee,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { mailsTo } from '../../test/invitations';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A company's leave (GET /api/leave/company/{companyId}) and the decisions on it (PUT
 * …/approve, …/reject), on a fixed clock: Thursday 26 November 2026, 10:00 in Amsterdam.
 * Written out by hand, not read from the policy table: those who plan decide; the accountant
 * reads too.
 */
const NOW = new Date('2026-11-26T09:00:00Z');
const DECIDERS: Role[] = [
  'EINDBAAS',
  'EIGENAAR',
  'BAAS',
  'HUMANRESOURCE',
  'ROOSTERMAKER',
  'FLOORMANAGER',
];
const READERS: Role[] = [...DECIDERS, 'ACCOUNTANT'];
const NOT_READERS: Role[] = ['MEDEWERKER', 'KLOKSYSTEEM'];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let second: number;
const tokens: Partial<Record<Role, string>> = {};
let otherOwner: string;

const unique = () => `besluit.${randomUUID().slice(0, 8)}@example.test`;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: [...READERS, ...NOT_READERS] });
  other = await createTestTenant(db);
  second = await createCompany(db, tenant);
  for (const role of [...READERS, ...NOT_READERS]) {
    tokens[role] = await loginAs(t.app, tenant, role);
  }
  otherOwner = await loginAs(t.app, other, 'EIGENAAR');
});
beforeEach(() => t.clock.set(NOW));
afterAll(() => t.close());

function send(
  token: string,
  method: 'GET' | 'PUT',
  url: string,
  payload?: object,
  tenantId: string = tenant.tenantId,
) {
  return t.app.inject({
    method,
    url,
    headers: authHeaders(token, tenantId),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const as = (role: Role, method: 'GET' | 'PUT', url: string, payload?: object) =>
  send(tokens[role] ?? '', method, url, payload);

/** An employee of the company (the first unless told) with a pending week off in December. */
async function pendingWeek(values: { companyId?: number; firstName?: string } = {}) {
  const employee = await createEmployee(t.database.db, tenant, {
    companyId: values.companyId ?? tenant.companyId,
    firstName: values.firstName ?? 'Emma',
    lastName: 'Jansen',
    email: unique(),
  });
  const leave = await createLeave(t.database.db, tenant, {
    employeeId: employee.id,
    companyId: values.companyId ?? tenant.companyId,
    startDate: '2026-12-07',
    endDate: '2026-12-13',
    minutes: 1920,
  });
  return { employee, leaveId: leave.id };
}

async function statusOf(leaveId: number) {
  const [row] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({ status: leaveRequests.status, decidedBy: leaveRequests.decidedBy })
      .from(leaveRequests)
      .where(eq(leaveRequests.id, leaveId)),
  );
  return row;
}

describe('GET /api/leave/company/{companyId}', () => {
  it('lists the company’s requests by first day, filtered by status and days', async () => {
    const company = await createCompany(t.database.db, tenant);
    const person = await createEmployee(t.database.db, tenant, {
      companyId: company,
      firstName: 'Lotte',
      email: unique(),
    });
    const make = (startDate: string, status: 'PENDING' | 'APPROVED' | 'REJECTED') =>
      createLeave(t.database.db, tenant, {
        employeeId: person.id,
        companyId: company,
        startDate,
        status,
      });
    const december = await make('2026-12-14', 'APPROVED');
    const november = await make('2026-11-30', 'PENDING');
    const january = await make('2027-01-11', 'REJECTED');
    const all = await as('EIGENAAR', 'GET', `/api/leave/company/${company}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().map((l: { leaveId: number }) => l.leaveId)).toEqual([
      november.id,
      december.id,
      january.id,
    ]);
    const approved = await as('EIGENAAR', 'GET', `/api/leave/company/${company}?status=APPROVED`);
    expect(approved.json().map((l: { leaveId: number }) => l.leaveId)).toEqual([december.id]);
    const week = await as(
      'EIGENAAR',
      'GET',
      `/api/leave/company/${company}?from=2026-12-14&to=2026-12-20`,
    );
    expect(week.json().map((l: { leaveId: number }) => l.leaveId)).toEqual([december.id]);
  });

  it.each(READERS)('answers %s', async (role) => {
    expect((await as(role, 'GET', `/api/leave/company/${tenant.companyId}`)).statusCode).toBe(200);
  });

  it.each(NOT_READERS)('refuses %s (403): staff never see colleagues’ leave', async (role) => {
    expect((await as(role, 'GET', `/api/leave/company/${tenant.companyId}`)).statusCode).toBe(403);
  });

  it('answers 404 for a company out of reach: another tenant’s, or another location for the floor manager', async () => {
    const { employee } = await pendingWeek({ companyId: second, firstName: 'Ver' });
    expect((await as('FLOORMANAGER', 'GET', `/api/leave/company/${second}`)).statusCode).toBe(404);
    expect((await as('ROOSTERMAKER', 'GET', `/api/leave/company/${second}`)).statusCode).toBe(404);
    const hr = await as('HUMANRESOURCE', 'GET', `/api/leave/company/${second}`);
    expect(hr.json().map((l: { employeeId: number }) => l.employeeId)).toContain(employee.id);
    expect(
      (
        await send(
          otherOwner,
          'GET',
          `/api/leave/company/${tenant.companyId}`,
          undefined,
          other.tenantId,
        )
      ).statusCode,
    ).toBe(404);
    expect((await as('EIGENAAR', 'GET', `/api/leave/company/${other.companyId}`)).statusCode).toBe(
      404,
    );
    // A header naming this tenant with the other tenant's token is refused outright.
    expect(
      (await send(otherOwner, 'GET', `/api/leave/company/${tenant.companyId}`)).statusCode,
    ).toBe(403);
  });

  it.each([
    ['?status=ZIEK', 'status'],
    ['?from=2026-12-40', 'from'],
    ['?from=2026-12-10&to=2026-12-01', 'to'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await as('EIGENAAR', 'GET', `/api/leave/company/${tenant.companyId}${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe(field);
  });
});

describe('PUT /api/leave/requests/{leaveId}/approve', () => {
  it.each(DECIDERS)('lets %s approve: audited, and the employee gets a mail', async (role) => {
    const { employee, leaveId } = await pendingWeek();
    const response = await as(role, 'PUT', `/api/leave/requests/${leaveId}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      leaveId,
      status: 'APPROVED',
      decidedAt: NOW.toISOString(),
      decidedByName: role.toLowerCase(),
    });
    const [mail] = await mailsTo(t.database.db, employee.email);
    expect(mail?.subject).toMatch(/^Je verlof bij .+ is goedgekeurd$/);
    expect(mail?.text).toContain(
      'heeft je aanvraag voor vakantie van maandag 07-12-2026 tot en met zondag 13-12-2026 goedgekeurd.',
    );
    const audit = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'leave'), eq(auditLog.entityId, leaveId))),
    );
    expect(audit.map((entry) => entry.action)).toEqual(['leave.approve']);
  });

  it.each(['ACCOUNTANT', ...NOT_READERS] as Role[])(
    'refuses %s (403), changing nothing',
    async (role) => {
      const { leaveId } = await pendingWeek();
      expect((await as(role, 'PUT', `/api/leave/requests/${leaveId}/approve`)).statusCode).toBe(
        403,
      );
      expect((await statusOf(leaveId))?.status).toBe('PENDING');
    },
  );

  it('answers 404 for another location’s request to the floor manager, and decides it for HR', async () => {
    const { leaveId } = await pendingWeek({ companyId: second });
    expect(
      (await as('FLOORMANAGER', 'PUT', `/api/leave/requests/${leaveId}/approve`)).statusCode,
    ).toBe(404);
    expect((await statusOf(leaveId))?.status).toBe('PENDING');
    expect(
      (await as('HUMANRESOURCE', 'PUT', `/api/leave/requests/${leaveId}/approve`)).statusCode,
    ).toBe(200);
  });

  it('answers 404 for another tenant’s request, whatever the header says', async () => {
    const stranger = await createEmployee(t.database.db, other, { email: unique() });
    const theirs = await createLeave(t.database.db, other, {
      employeeId: stranger.id,
      startDate: '2026-12-07',
    });
    expect(
      (await as('EIGENAAR', 'PUT', `/api/leave/requests/${theirs.id}/approve`)).statusCode,
    ).toBe(404);
    const ours = await pendingWeek();
    const theirOwner = await send(
      otherOwner,
      'PUT',
      `/api/leave/requests/${ours.leaveId}/approve`,
      undefined,
      other.tenantId,
    );
    expect(theirOwner.statusCode).toBe(404);
    expect(
      (await send(otherOwner, 'PUT', `/api/leave/requests/${ours.leaveId}/approve`)).statusCode,
    ).toBe(403);
    expect((await statusOf(ours.leaveId))?.status).toBe('PENDING');
  });

  it('refuses a request decided already (409)', async () => {
    const { leaveId } = await pendingWeek();
    await as('EIGENAAR', 'PUT', `/api/leave/requests/${leaveId}/approve`);
    const again = await as('BAAS', 'PUT', `/api/leave/requests/${leaveId}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain('al beoordeeld of ingetrokken');
  });

  it('refuses a manager’s decision on their own request (403), not an owner’s', async () => {
    const floor = await createSignedInEmployee(t.app, t.database.db, tenant, {
      role: 'FLOORMANAGER',
      employee: { email: unique() },
    });
    const own = await createLeave(t.database.db, tenant, {
      employeeId: floor.employee.id,
      startDate: '2026-12-28',
    });
    const response = await send(floor.token, 'PUT', `/api/leave/requests/${own.id}/approve`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toContain('beoordeelt een andere leidinggevende');
    const boss = await createSignedInEmployee(t.app, t.database.db, tenant, {
      role: 'EIGENAAR',
      employee: { email: unique() },
    });
    const owners = await createLeave(t.database.db, tenant, {
      employeeId: boss.employee.id,
      startDate: '2026-12-28',
    });
    expect(
      (await send(boss.token, 'PUT', `/api/leave/requests/${owners.id}/approve`)).statusCode,
    ).toBe(200);
  });

  it('refuses a decision on leave in a closed month (409)', async () => {
    // A location of its own: the closing must not freeze December for the other tests.
    const company = await createCompany(t.database.db, tenant);
    const { leaveId } = await pendingWeek({ companyId: company });
    t.clock.set(new Date('2027-01-04T09:00:00Z'));
    const owner = await loginAs(t.app, tenant, 'EIGENAAR');
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/months/close',
      headers: authHeaders(owner, tenant.tenantId),
      payload: { companyId: company, year: 2026, month: 12 },
    });
    expect(closed.statusCode).toBe(200);
    const response = await send(owner, 'PUT', `/api/leave/requests/${leaveId}/approve`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'CONFLICT',
      message: monthClosedMessage(2026, 12),
    });
    expect((await statusOf(leaveId))?.status).toBe('PENDING');
  });

  it('answers 400 naming the id for one that is no number', async () => {
    const response = await as('EIGENAAR', 'PUT', '/api/leave/requests/1e3/approve');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('leaveId');
  });
});

describe('PUT /api/leave/requests/{leaveId}/reject', () => {
  it('rejects with the reason, which the employee reads in the mail', async () => {
    const { employee, leaveId } = await pendingWeek({ firstName: 'Daan' });
    const response = await as('FLOORMANAGER', 'PUT', `/api/leave/requests/${leaveId}/reject`, {
      rejectionReason: 'Kerstdrukte: die week is iedereen nodig.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'REJECTED',
      rejectionReason: 'Kerstdrukte: die week is iedereen nodig.',
      decidedByName: 'floormanager',
    });
    const [mail] = await mailsTo(t.database.db, employee.email);
    expect(mail?.subject).toMatch(/^Je verlofaanvraag bij .+ is afgewezen$/);
    expect(mail?.text).toContain('Hallo Daan,');
    expect(mail?.text).toContain('Reden: Kerstdrukte: die week is iedereen nodig.');
  });

  it.each([{}, { rejectionReason: '   ' }, { rejectionReason: 42 }])(
    'refuses %j with a 400 naming the reason, changing nothing',
    async (body) => {
      const { leaveId } = await pendingWeek();
      const response = await as('EIGENAAR', 'PUT', `/api/leave/requests/${leaveId}/reject`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe('rejectionReason');
      expect((await statusOf(leaveId))?.status).toBe('PENDING');
    },
  );

  it.each(['ACCOUNTANT', ...NOT_READERS] as Role[])('refuses %s (403)', async (role) => {
    const { leaveId } = await pendingWeek();
    const response = await as(role, 'PUT', `/api/leave/requests/${leaveId}/reject`, {
      rejectionReason: 'Nee',
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for another location’s request to the planner', async () => {
    const { leaveId } = await pendingWeek({ companyId: second });
    const response = await as('ROOSTERMAKER', 'PUT', `/api/leave/requests/${leaveId}/reject`, {
      rejectionReason: 'Nee',
    });
    expect(response.statusCode).toBe(404);
  });
});
