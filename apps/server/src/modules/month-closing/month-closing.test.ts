import { MONTH_MESSAGES, monthClosedMessage } from '@klokwerk/contract/month-closing';
import type { Role } from '@klokwerk/domain/roles';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, corrections, employees, timeRecords } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCorrection,
  createEmployee,
  createTestTenant,
  createTimeRecord,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Closing a month: the owner, HR or the accountant (written out by hand, not read
 * from the policy table); nobody else, not even to read the status.
 */
const MAY_CLOSE: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE', 'ACCOUNTANT'];
const MAY_NOT: Role[] = ['FLOORMANAGER', 'ROOSTERMAKER', 'MEDEWERKER', 'KLOKSYSTEEM'];
const CLOSED = monthClosedMessage(2026, 10);

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const tokens: Partial<Record<Role, string>> = {};
let anna: { id: number; email: string; phoneNumber: string | null };
let approved: number;
let pending: number;
let correction: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: [...MAY_CLOSE, ...MAY_NOT] });
  other = await createTestTenant(db);
  for (const role of [...MAY_CLOSE, ...MAY_NOT]) tokens[role] = await loginAs(t.app, tenant, role);
  anna = await createEmployee(db, tenant, {
    firstName: 'Anna',
    lastName: 'Smit',
    salary: 15,
    phoneNumber: '0611112222',
  });
  // October 2026 in Amsterdam: two shifts, one still waiting for a decision.
  approved = (
    await createTimeRecord(db, tenant, {
      employeeId: anna.id,
      clockInTime: new Date('2026-10-05T07:00:00Z'),
      approvalStatus: 'Approved',
    })
  ).id;
  pending = (
    await createTimeRecord(db, tenant, {
      employeeId: anna.id,
      clockInTime: new Date('2026-10-06T07:00:00Z'),
    })
  ).id;
  correction = (
    await createCorrection(db, tenant, {
      employeeId: anna.id,
      requestedTime: new Date('2026-10-05T15:30:00Z'),
    })
  ).id;
});
afterAll(() => t.close());

function call(
  role: Role,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: Record<string, unknown>,
  as: TestTenant = tenant,
) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: authHeaders(tokens[role] ?? '', as.tenantId),
    ...(payload ? { payload } : {}),
  });
}

const october = (companyId = tenant.companyId) => ({ companyId, year: 2026, month: 10 });
const statusUrl = (companyId = tenant.companyId) =>
  `/months/status?companyId=${companyId}&year=2026&month=10`;

async function auditActions() {
  const rows = await withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx.select({ action: auditLog.action }).from(auditLog).orderBy(auditLog.id),
  );
  return rows.map((row) => row.action);
}

describe('closing a month', () => {
  it('is refused while a registration of the month waits for a decision, naming how many', async () => {
    const response = await call('HUMANRESOURCE', 'POST', '/months/close', october());
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'CONFLICT',
      message:
        'Er wacht nog 1 registratie van deze maand op goedkeuring. Keur die eerst goed of af; daarna kan de maand worden afgesloten.',
    });
    expect((await call('HUMANRESOURCE', 'GET', statusUrl())).json().closed).toBe(false);
  });

  it('is refused for a month that is not over yet', async () => {
    const response = await call('EIGENAAR', 'POST', '/months/close', {
      ...october(),
      month: 11,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION',
      message: MONTH_MESSAGES.notEnded,
      field: 'month',
    });
  });

  it('closes once every registration is approved or rejected, saying by whom and when', async () => {
    const decided = await call('EIGENAAR', 'PUT', '/time/update-approval-status', {
      recordId: pending,
      approvalStatus: 'Rejected',
      rejectionReason: 'Dubbel geregistreerd',
    });
    expect(decided.statusCode).toBe(200);
    const response = await call('HUMANRESOURCE', 'POST', '/months/close', october());
    expect(response.statusCode).toBe(200);
    const hr = {
      userId: tenant.users.HUMANRESOURCE?.id,
      userName: 'humanresource',
      fullName: 'humanresource',
    };
    const closing = {
      closedAt: t.clock().toISOString(),
      closedBy: hr,
      reopenedAt: null,
      reopenedBy: null,
      reason: null,
    };
    expect(response.json()).toEqual({
      ...october(),
      closed: true,
      ...closing,
      history: [{ closingId: expect.any(Number), ...closing }],
    });
    expect((await call('ACCOUNTANT', 'GET', statusUrl())).json()).toEqual(response.json());
    expect((await call('EIGENAAR', 'POST', '/months/close', october())).json().error).toEqual({
      code: 'CONFLICT',
      message: MONTH_MESSAGES.alreadyClosed,
    });
  });

  it('shows on the reports that the month is closed, by whom and when', async () => {
    await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.update(employees).set({ salary: 30 }).where(eq(employees.id, anna.id)),
    );
    const query = `?companyId=${tenant.companyId}&year=2026&month=10`;
    const hours = (await call('EIGENAAR', 'GET', `/reports/hours${query}`)).json();
    const wages = (await call('EIGENAAR', 'GET', `/reports/wage-cost${query}`)).json();
    for (const report of [hours, wages]) {
      expect(report.monthStatus).toMatchObject({
        closed: true,
        closedAt: t.clock().toISOString(),
        closedBy: { userName: 'humanresource' },
      });
    }
    // The figures kept at closing: the salary raised since then does not move them.
    expect(wages.totalExpense).toBe(112.5); // (8 h − 0.5 h break) × €15
  });
});

describe('a closed month refuses every kind of change (409, naming the month)', () => {
  const changes: [string, () => Promise<LightMyRequestResponse>][] = [];
  beforeAll(() => {
    changes.push(
      [
        'an approval decision',
        () =>
          call('EIGENAAR', 'PUT', '/time/update-approval-status', {
            recordId: approved,
            approvalStatus: 'Rejected',
            rejectionReason: 'Toch niet gewerkt',
          }),
      ],
      [
        'a manual entry',
        () =>
          call('EIGENAAR', 'POST', '/time/records', {
            employeeId: anna.id,
            companyId: tenant.companyId,
            clockInTime: '2026-10-20T09:00:00',
            clockOutTime: '2026-10-20T13:00:00',
          }),
      ],
      [
        'a new correction request',
        () =>
          call('KLOKSYSTEEM', 'POST', '/corrections/request', {
            employeeEmail: anna.email,
            companyId: tenant.companyId,
            requestedTime: '2026-10-05T18:00:00',
            reason: 'Later weggegaan',
          }),
      ],
      [
        'approving a correction',
        () => call('EIGENAAR', 'PUT', `/corrections/approve/${correction}`),
      ],
      [
        'rejecting a correction',
        () =>
          call('EIGENAAR', 'PUT', `/corrections/reject/${correction}`, {
            rejectionReason: 'Klopt niet',
          }),
      ],
      [
        "editing a correction's time",
        () =>
          call('EIGENAAR', 'PUT', `/corrections/update-time/${correction}`, {
            newRequestedTime: '2026-10-05T17:45:00',
          }),
      ],
      [
        "saving the month's wage cost",
        () =>
          call('EIGENAAR', 'POST', '/expenses/calculate', {
            companyId: tenant.companyId,
            totalExpense: 112.5,
            startDate: '2026-10-01T00:00:00',
            endDate: '2026-11-01T00:00:00',
          }),
      ],
    );
  });

  it('refuses each, and the registrations, corrections and audit log stay as they were', async () => {
    const before = await auditActions();
    for (const [what, change] of changes) {
      const response = await change();
      expect(response.statusCode, what).toBe(409);
      expect(response.json().error, what).toEqual({ code: 'CONFLICT', message: CLOSED });
    }
    const records = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select({ id: timeRecords.id, status: timeRecords.approvalStatus })
        .from(timeRecords)
        .where(eq(timeRecords.employeeId, anna.id))
        .orderBy(timeRecords.id),
    );
    expect(records).toEqual([
      { id: approved, status: 'Approved' },
      { id: pending, status: 'Rejected' },
    ]);
    const [stored] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select({ status: corrections.status, requestedTime: corrections.requestedTime })
        .from(corrections)
        .where(eq(corrections.employeeId, anna.id)),
    );
    expect(stored).toEqual({
      status: 'PENDING',
      requestedTime: new Date('2026-10-05T15:30:00Z'),
    });
    expect(await auditActions()).toEqual(before);
  });

  it('refuses a correction of a night shift that began in the closed month', async () => {
    // 31 October 22:00 (Amsterdam) to 1 November: the hours are October's.
    const night = await createEmployee(t.database.db, tenant);
    await createTimeRecord(t.database.db, tenant, {
      employeeId: night.id,
      clockInTime: new Date('2026-10-31T21:00:00Z'),
      clockOutTime: new Date('2026-11-01T02:00:00Z'),
      approvalStatus: 'Approved',
    });
    const response = await call('KLOKSYSTEEM', 'POST', '/corrections/request', {
      employeeEmail: night.email,
      companyId: tenant.companyId,
      requestedTime: '2026-11-01T04:00:00',
      reason: 'Later afgesloten',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(CLOSED);
  });

  it('still lets a change of another month through', async () => {
    const response = await call('EIGENAAR', 'POST', '/time/records', {
      employeeId: anna.id,
      companyId: tenant.companyId,
      clockInTime: '2026-11-02T09:00:00',
      clockOutTime: '2026-11-02T13:00:00',
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('reopening a month', () => {
  it('needs a reason', async () => {
    for (const reason of [undefined, '', '   ']) {
      const response = await call('ACCOUNTANT', 'POST', '/months/reopen', {
        ...october(),
        ...(reason === undefined ? {} : { reason }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'reason' });
      expect(response.json().error.message).toContain(MONTH_MESSAGES.reason);
    }
    expect((await call('ACCOUNTANT', 'GET', statusUrl())).json().closed).toBe(true);
  });

  it('opens it again with the reason, by whom and when, and changes are taken again', async () => {
    const response = await call('ACCOUNTANT', 'POST', '/months/reopen', {
      ...october(),
      reason: ' Correctie van Anna alsnog verwerken ',
    });
    expect(response.statusCode).toBe(200);
    const accountant = { userId: tenant.users.ACCOUNTANT?.id, userName: 'accountant' };
    expect(response.json()).toMatchObject({
      closed: false,
      closedBy: { userName: 'humanresource' },
      reopenedAt: t.clock().toISOString(),
      reopenedBy: accountant,
      reason: 'Correctie van Anna alsnog verwerken',
      history: [{ reopenedBy: accountant, reason: 'Correctie van Anna alsnog verwerken' }],
    });
    const approve = await call('EIGENAAR', 'PUT', `/corrections/approve/${correction}`);
    expect(approve.statusCode).toBe(200);
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['month.close', 'month.reopen', 'correction.approve']),
    );
    const again = await call('ACCOUNTANT', 'POST', '/months/reopen', {
      ...october(),
      reason: 'Nog eens',
    });
    expect(again.json().error).toEqual({ code: 'CONFLICT', message: MONTH_MESSAGES.notClosed });
  });

  it('writes the closing and the reopening to the audit log with before and after', async () => {
    const entries = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select({ action: auditLog.action, actor: auditLog.actorUserId, details: auditLog.details })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'month_closing'),
            inArray(auditLog.action, ['month.close', 'month.reopen']),
          ),
        )
        .orderBy(auditLog.id),
    );
    expect(entries).toEqual([
      {
        action: 'month.close',
        actor: tenant.users.HUMANRESOURCE?.id,
        details: {
          ...october(),
          after: { closed: true, paidSeconds: 7.5 * 3600, totalExpenseCents: 11_250 },
        },
      },
      {
        action: 'month.reopen',
        actor: tenant.users.ACCOUNTANT?.id,
        details: {
          ...october(),
          reason: 'Correctie van Anna alsnog verwerken',
          before: { closed: true },
          after: { closed: false },
        },
      },
    ]);
  });
});

describe('who may close', () => {
  it.each(MAY_CLOSE)('lets %s read the status', async (role) => {
    expect((await call(role, 'GET', statusUrl())).statusCode).toBe(200);
  });

  it.each(MAY_NOT)('refuses %s with 403, closing nothing', async (role) => {
    expect((await call(role, 'GET', statusUrl())).statusCode).toBe(403);
    const close = await call(role, 'POST', '/months/close', { ...october(), month: 9 });
    expect(close.statusCode).toBe(403);
    const reopen = await call(role, 'POST', '/months/reopen', { ...october(), reason: 'x' });
    expect(reopen.statusCode).toBe(403);
    expect((await call('EIGENAAR', 'GET', statusUrl())).json().closed).toBe(false);
  });
});

describe("another tenant's months", () => {
  it("are 404: its company's month is neither read, closed nor reopened", async () => {
    const theirs = october(other.companyId);
    expect((await call('EINDBAAS', 'GET', statusUrl(other.companyId))).statusCode).toBe(404);
    expect((await call('EINDBAAS', 'POST', '/months/close', theirs)).statusCode).toBe(404);
    const reopen = await call('EINDBAAS', 'POST', '/months/reopen', { ...theirs, reason: 'x' });
    expect(reopen.statusCode).toBe(404);
  });

  it('never close ours: a closing of theirs leaves our month open', async () => {
    const owner = await loginAs(t.app, other, 'EIGENAAR');
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/months/close',
      headers: authHeaders(owner, other.tenantId),
      payload: { companyId: other.companyId, year: 2026, month: 9 },
    });
    expect(closed.statusCode).toBe(200);
    const status = await call('EIGENAAR', 'GET', statusUrl().replace('month=10', 'month=9'));
    expect(status.json()).toMatchObject({ closed: false, history: [] });
  });
});
