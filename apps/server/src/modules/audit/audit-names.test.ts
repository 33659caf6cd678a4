import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditEntry, recordAudit } from '../../audit/audit-log';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  contextAs,
  createCompany,
  createEmployee,
  createJobTitle,
  createLeave,
  createSchedule,
  createSickReport,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The log names what its entries are about and what their details name by id — employees,
 * companies, shifts, job titles — so the screen never shows "Medewerker-ID: 4"; and only the
 * caller's tenant's objects: an id of another tenant's object gets no name.
 */
let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let owner: string;
let ids: {
  emma: number;
  bram: number;
  second: number;
  shift: number;
  kok: number;
  sick: number;
  leave: number;
  theirEmployee: number;
  theirShift: number;
  theirCompany: number;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db);
  other = await createTestTenant(db);
  owner = await loginAs(t.app, tenant, 'EIGENAAR');
  const emma = (await createEmployee(db, tenant, { firstName: 'Emma', lastName: 'Jansen' })).id;
  const bram = (await createEmployee(db, tenant, { firstName: 'Bram', lastName: 'de Vries' })).id;
  const second = await createCompany(db, tenant, { companyName: 'Café Tweede' });
  const theirEmployee = (
    await createEmployee(db, other, { firstName: 'Geheime', lastName: 'Naam' })
  ).id;
  ids = {
    emma,
    bram,
    second,
    // 23-11-2026 17:00 in Amsterdam.
    shift: (
      await createSchedule(db, tenant, {
        employeeId: emma,
        startTime: new Date('2026-11-23T16:00:00Z'),
      })
    ).id,
    kok: (await createJobTitle(db, tenant, { name: 'Kok' })).id,
    sick: (
      await createSickReport(db, tenant, {
        employeeId: bram,
        sickFrom: new Date('2026-11-24T07:30:00Z'),
      })
    ).id,
    leave: (await createLeave(db, tenant, { employeeId: emma, startDate: '2026-12-07' })).id,
    theirEmployee,
    theirShift: (await createSchedule(db, other, { employeeId: theirEmployee })).id,
    theirCompany: other.companyId,
  };
  const entries: AuditEntry[] = [
    {
      action: 'schedule.create',
      entity: 'schedule',
      entityId: ids.shift,
      details: {
        employeeId: emma,
        startTime: '2026-11-23T16:00:00.000Z',
        endTime: '2026-11-24T00:00:00.000Z',
      },
    },
    {
      action: 'shift-offer.create',
      entity: 'shift_offer',
      entityId: 1,
      details: {
        employeeId: emma,
        after: { scheduleId: ids.shift, toEmployeeId: bram, status: 'OFFERED' },
      },
    },
    {
      action: 'open-shift.create',
      entity: 'open_shift',
      entityId: 1,
      details: { after: { jobTitleId: ids.kok, places: 2 } },
    },
    {
      action: 'expense.save',
      entity: 'expense',
      entityId: 1,
      details: { companyId: second, year: 2026, month: 11, totalExpenseCents: 100 },
    },
    { action: 'employee.pay.change', entity: 'employee', entityId: bram },
    { action: 'pay-settings.change', entity: 'pay_settings', entityId: second },
    { action: 'sickness.report', entity: 'sick_report', entityId: ids.sick },
    { action: 'leave.request', entity: 'leave', entityId: ids.leave },
    { action: 'user.password_reset', entity: 'user', entityId: tenant.users.EIGENAAR?.id ?? 0 },
    // Ids of the other tenant's objects, as no code of ours writes them: never their names.
    {
      action: 'shift-offer.approve',
      entity: 'schedule',
      entityId: ids.theirShift,
      details: {
        before: { employeeId: theirEmployee },
        after: { employeeId: emma, scheduleId: ids.theirShift },
      },
    },
    { action: 'employee.pay.change', entity: 'employee', entityId: theirEmployee },
    { action: 'payroll.settings.change', entity: 'payroll_settings', entityId: ids.theirCompany },
    { action: 'user.password_reset', entity: 'user', entityId: other.users.EIGENAAR?.id ?? 0 },
  ];
  await withTenant(db, tenant.tenantId, async (tx) => {
    const ctx = contextAs(tenant, tx, 'EIGENAAR');
    for (const entry of entries) await recordAudit(ctx, entry);
  });
});
afterAll(() => t.close());

interface Answered {
  action: string;
  entity: string;
  subject: string | null;
  names: Record<string, string>;
}

async function log(token: string, tenantId: string): Promise<Answered[]> {
  const answer = await t.app.inject({
    method: 'GET',
    url: '/api/audit?limit=200',
    headers: authHeaders(token, tenantId),
  });
  expect(answer.statusCode).toBe(200);
  // Oldest first, as written.
  return (answer.json().entries as Answered[]).reverse();
}

describe('GET /api/audit names the ids of its entries', () => {
  it('names employees, companies, shifts and job titles, on the company clock', async () => {
    const entries = await log(owner, tenant.tenantId);
    const seen = entries.map(({ action, subject, names }) => ({ action, subject, names }));
    expect(seen).toEqual([
      {
        action: 'schedule.create',
        subject: 'Emma Jansen, 23-11-2026 17:00',
        names: { [`employee:${ids.emma}`]: 'Emma Jansen' },
      },
      {
        action: 'shift-offer.create',
        subject: null,
        names: {
          [`employee:${ids.emma}`]: 'Emma Jansen',
          [`schedule:${ids.shift}`]: 'Emma Jansen, 23-11-2026 17:00',
          [`employee:${ids.bram}`]: 'Bram de Vries',
        },
      },
      { action: 'open-shift.create', subject: null, names: { [`job_title:${ids.kok}`]: 'Kok' } },
      {
        action: 'expense.save',
        subject: null,
        names: { [`company:${ids.second}`]: 'Café Tweede' },
      },
      { action: 'employee.pay.change', subject: 'Bram de Vries', names: {} },
      { action: 'pay-settings.change', subject: 'Café Tweede', names: {} },
      { action: 'sickness.report', subject: 'Bram de Vries, 24-11-2026 08:30', names: {} },
      // Leave by its first day.
      { action: 'leave.request', subject: 'Emma Jansen, 07-12-2026', names: {} },
      // An account by its user name.
      { action: 'user.password_reset', subject: 'eigenaar', names: {} },
      // The other tenant's shift and employee are unknown here: no name, not theirs.
      {
        action: 'shift-offer.approve',
        subject: null,
        names: { [`employee:${ids.emma}`]: 'Emma Jansen' },
      },
      { action: 'employee.pay.change', subject: null, names: {} },
      { action: 'payroll.settings.change', subject: null, names: {} },
      { action: 'user.password_reset', subject: null, names: {} },
    ]);
    expect(JSON.stringify(entries)).not.toContain('Geheime');
  });

  it('names the history of one object too', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/audit/schedule/${ids.shift}`,
      headers: authHeaders(owner, tenant.tenantId),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().entries).toEqual([
      expect.objectContaining({
        subject: 'Emma Jansen, 23-11-2026 17:00',
        names: { [`employee:${ids.emma}`]: 'Emma Jansen' },
      }),
    ]);
  });
});
