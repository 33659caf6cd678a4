import type { Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { NONEXISTENT_TIME_MESSAGE } from '../../http/instants';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCompany,
  createEmployee,
  createTestTenant,
  createTimeRecord,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { NOT_REVIEWERS as REFUSED, REVIEWERS } from '../../test/review-roles';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let secondCompany: number;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, { roles: [...REVIEWERS, ...REFUSED] });
  other = await createTestTenant(t.database.db);
  secondCompany = await createCompany(t.database.db, tenant, { companyName: 'Aan de Gracht' });
  t.clock.set(new Date('2026-11-23T08:00:00Z'));
  for (const role of [...REVIEWERS, ...REFUSED]) tokens[role] = await loginAs(t.app, tenant, role);
});
afterAll(() => t.close());

function edit(role: Role, recordId: number, payload: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/time/records/${recordId}`,
    headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
    payload,
  });
}

function enter(role: Role, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/time/records',
    headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
    payload: { companyId: tenant.companyId, ...payload },
  });
}

async function auditOf(recordId: number) {
  return withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'time_record'), eq(auditLog.entityId, recordId)))
      .orderBy(auditLog.id),
  );
}

describe('PUT /api/time/records/{recordId}', () => {
  it('gives a forgotten clock-out its time, back to Pending, audited with before and after', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    const open = await createTimeRecord(t.database.db, tenant, {
      employeeId: employee.id,
      clockInTime: new Date('2026-11-20T16:00:00Z'),
      clockOutTime: null,
      approvalStatus: 'Rejected',
      rejectionReason: 'Reason not provided',
    });
    const response = await edit('EIGENAAR', open.id, {
      clockInTime: '2026-11-20T17:00:00',
      clockOutTime: '2026-11-20T23:30:00',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      recordId: open.id,
      clockInTime: '2026-11-20T16:00:00.000Z',
      clockOutTime: '2026-11-20T22:30:00.000Z',
      approvalStatus: 'Pending',
      rejectionReason: null,
    });
    const [entry] = await auditOf(open.id);
    expect(entry).toMatchObject({
      action: 'time.record.update',
      details: {
        before: { clockOutTime: null, approvalStatus: 'Rejected' },
        after: { clockOutTime: '2026-11-20T22:30:00.000Z', approvalStatus: 'Pending' },
      },
    });
    // The same times again (a double click) change nothing and add no entry.
    const again = await edit('EIGENAAR', open.id, {
      clockInTime: '2026-11-20T17:00:00',
      clockOutTime: '2026-11-20T23:30:00',
    });
    expect(again.statusCode).toBe(200);
    expect(await auditOf(open.id)).toHaveLength(1);
  });

  it('takes a shift across midnight, and counts the real hours of the night the clocks go back', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    const night = await createTimeRecord(t.database.db, tenant, {
      employeeId: employee.id,
      clockInTime: new Date('2026-10-24T20:00:00Z'),
    });
    // 22:00 on Saturday to 06:00 on Sunday 25 October 2026: 9 hours, the clock went back.
    const response = await edit('EIGENAAR', night.id, {
      clockInTime: '2026-10-24T22:00:00',
      clockOutTime: '2026-10-25T06:00:00',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      clockInTime: '2026-10-24T20:00:00.000Z',
      clockOutTime: '2026-10-25T05:00:00.000Z',
    });
    // Across an ordinary midnight: 23:00–03:30.
    const late = await createTimeRecord(t.database.db, tenant, {
      employeeId: employee.id,
      clockInTime: new Date('2026-11-10T18:00:00Z'),
    });
    const crossing = await edit('EIGENAAR', late.id, {
      clockInTime: '2026-11-10T23:00:00',
      clockOutTime: '2026-11-11T03:30:00',
    });
    expect(crossing.json()).toMatchObject({
      clockInTime: '2026-11-10T22:00:00.000Z',
      clockOutTime: '2026-11-11T02:30:00.000Z',
    });
  });

  it('refuses a time that does not exist the night the clocks go forward (400)', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    const record = await createTimeRecord(t.database.db, tenant, {
      employeeId: employee.id,
      clockInTime: new Date('2026-03-28T21:00:00Z'),
    });
    const response = await edit('EIGENAAR', record.id, {
      clockInTime: '2026-03-28T22:00:00',
      clockOutTime: '2026-03-29T02:30:00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: NONEXISTENT_TIME_MESSAGE,
      field: 'clockOutTime',
    });
    // 22:00–04:00 that night is 5 hours.
    const fine = await edit('EIGENAAR', record.id, {
      clockInTime: '2026-03-28T22:00:00',
      clockOutTime: '2026-03-29T04:00:00',
    });
    expect(fine.json()).toMatchObject({
      clockInTime: '2026-03-28T21:00:00.000Z',
      clockOutTime: '2026-03-29T02:00:00.000Z',
    });
  });

  it('applies the rules of manual entry: in Dutch, naming the field, changing nothing', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    const record = await createTimeRecord(t.database.db, tenant, {
      employeeId: employee.id,
      clockInTime: new Date('2026-11-12T08:00:00Z'),
    });
    await createTimeRecord(t.database.db, tenant, {
      employeeId: employee.id,
      clockInTime: new Date('2026-11-13T08:00:00Z'),
    });
    const cases: [object, number, string, string][] = [
      [{ clockInTime: '2026-11-12T09:00:00' }, 400, 'clockOutTime', 'Vul de uitkloktijd in.'],
      [
        { clockInTime: '2026-11-12T09:00:00', clockOutTime: '2026-11-12T08:00:00' },
        400,
        'clockOutTime',
        'De uitkloktijd moet na de inkloktijd liggen.',
      ],
      [
        { clockInTime: '2026-11-12T09:00:00', clockOutTime: '2026-11-13T10:00:00' },
        400,
        'clockOutTime',
        'Een registratie duurt hoogstens 24 uur.',
      ],
      [
        { clockInTime: '2026-11-24T09:00:00', clockOutTime: '2026-11-24T10:00:00' },
        400,
        'clockInTime',
        'Dit tijdstip ligt in de toekomst.',
      ],
      [
        { clockInTime: '2026-11-13T08:00:00', clockOutTime: '2026-11-13T12:00:00' },
        409,
        'clockInTime',
        'Deze registratie overlapt met een andere registratie van deze medewerker (13-11-2026 09:00–17:00).',
      ],
    ];
    for (const [payload, status, field, message] of cases) {
      const response = await edit('EIGENAAR', record.id, payload);
      expect(response.statusCode, message).toBe(status);
      expect(response.json().error.field).toBe(field);
      expect(response.json().error.message).toContain(message);
    }
    expect(await auditOf(record.id)).toEqual([]);
  });

  it('refuses a registration of a closed month, and moving one into it (409)', async () => {
    const own = await createTestTenant(t.database.db);
    const owner = await loginAs(t.app, own, 'EIGENAAR');
    const employee = await createEmployee(t.database.db, own);
    const october = await createTimeRecord(t.database.db, own, {
      employeeId: employee.id,
      clockInTime: new Date('2026-10-14T08:00:00Z'),
      approvalStatus: 'Approved',
    });
    const november = await createTimeRecord(t.database.db, own, {
      employeeId: employee.id,
      clockInTime: new Date('2026-11-02T08:00:00Z'),
    });
    const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: authHeaders(owner, own.tenantId), payload });
    const close = await call('POST', '/api/months/close', {
      companyId: own.companyId,
      year: 2026,
      month: 10,
    });
    expect(close.statusCode).toBe(200);
    const times = { clockInTime: '2026-10-14T09:00:00', clockOutTime: '2026-10-14T15:00:00' };
    const frozen = await call('PUT', `/api/time/records/${october.id}`, times);
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().error.message).toContain('afgesloten');
    const into = await call('PUT', `/api/time/records/${november.id}`, times);
    expect(into.statusCode).toBe(409);
    const entered = await call('POST', '/api/time/records', {
      companyId: own.companyId,
      employeeId: employee.id,
      ...times,
    });
    expect(entered.statusCode).toBe(409);
  });

  it('admits the reviewers only; a floor manager only in their own company', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    const record = await createTimeRecord(t.database.db, tenant, {
      employeeId: employee.id,
      clockInTime: new Date('2026-11-16T08:00:00Z'),
    });
    for (const role of REFUSED) {
      const response = await edit(role, record.id, {
        clockInTime: '2026-11-16T09:00:00',
        clockOutTime: '2026-11-16T16:00:00',
      });
      expect(response.statusCode, role).toBe(403);
    }
    for (const [i, role] of REVIEWERS.entries()) {
      const response = await edit(role, record.id, {
        clockInTime: '2026-11-16T09:00:00',
        clockOutTime: `2026-11-16T16:0${i}:00`,
      });
      expect(response.statusCode, role).toBe(200);
    }
    const elsewhereEmployee = await createEmployee(t.database.db, tenant, {
      companyId: secondCompany,
    });
    const elsewhere = await createTimeRecord(t.database.db, tenant, {
      employeeId: elsewhereEmployee.id,
      companyId: secondCompany,
      clockInTime: new Date('2026-11-16T08:00:00Z'),
    });
    const floor = await edit('FLOORMANAGER', elsewhere.id, {
      clockInTime: '2026-11-16T09:00:00',
      clockOutTime: '2026-11-16T16:00:00',
    });
    expect(floor.statusCode).toBe(404);
  });

  it("answers another tenant's registration as unknown (404), changing nothing", async () => {
    const theirEmployee = await createEmployee(t.database.db, other);
    const theirs = await createTimeRecord(t.database.db, other, {
      employeeId: theirEmployee.id,
      clockInTime: new Date('2026-11-16T08:00:00Z'),
    });
    const response = await edit('EIGENAAR', theirs.id, {
      clockInTime: '2026-11-16T09:00:00',
      clockOutTime: '2026-11-16T16:00:00',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/time/records across midnight and the clocks', () => {
  it('enters a night shift and the night the clocks go back by the wall clock', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    const night = await enter('EIGENAAR', {
      employeeId: employee.id,
      clockInTime: '2026-10-24T22:00:00',
      clockOutTime: '2026-10-25T06:00:00',
    });
    expect(night.statusCode).toBe(201);
    expect(night.json()).toMatchObject({
      clockInTime: '2026-10-24T20:00:00.000Z',
      clockOutTime: '2026-10-25T05:00:00.000Z',
      source: 'manual',
      approvalStatus: 'Pending',
    });
    const refused = await enter('MEDEWERKER', {
      employeeId: employee.id,
      clockInTime: '2026-11-03T22:00:00',
      clockOutTime: '2026-11-04T02:00:00',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('enters the night the clocks go forward as 5 hours, and refuses a time that does not exist', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    const missing = await enter('EIGENAAR', {
      employeeId: employee.id,
      clockInTime: '2026-03-29T02:15:00',
      clockOutTime: '2026-03-29T06:00:00',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      message: NONEXISTENT_TIME_MESSAGE,
      field: 'clockInTime',
    });
    // 22:00 CET on Saturday 28 March to 04:00 CEST on Sunday: 5 real hours.
    const night = await enter('EIGENAAR', {
      employeeId: employee.id,
      clockInTime: '2026-03-28T22:00:00',
      clockOutTime: '2026-03-29T04:00:00',
    });
    expect(night.statusCode).toBe(201);
    expect(night.json()).toMatchObject({
      clockInTime: '2026-03-28T21:00:00.000Z',
      clockOutTime: '2026-03-29T02:00:00.000Z',
    });
    // Approved, the hours report, the wage cost and the payroll export count those 5 hours.
    const approved = await t.app.inject({
      method: 'PUT',
      url: '/api/time/approvals',
      headers: authHeaders(tokens.EIGENAAR ?? '', tenant.tenantId),
      payload: { recordIds: [night.json().recordId], approvalStatus: 'Approved' },
    });
    expect(approved.statusCode).toBe(200);
    const query = `companyId=${tenant.companyId}&year=2026&month=3`;
    const read = (url: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: authHeaders(tokens.EIGENAAR ?? '', tenant.tenantId),
      });
    const hours = (await read(`/api/reports/hours?${query}`)).json();
    expect(hours.employees).toEqual([
      expect.objectContaining({ employeeId: employee.id, workedHours: 5, actualHours: 5 }),
    ]);
    const wages = (await read(`/api/reports/wage-cost?${query}`)).json();
    expect(wages.rows).toEqual([
      expect.objectContaining({ employeeId: employee.id, hoursWorked: 5 }),
    ]);
    const payroll = (await read(`/api/reports/payroll-export?${query}`)).json();
    expect(payroll.days).toEqual([
      expect.objectContaining({
        employeeId: employee.id,
        date: '2026-03-28',
        paidSeconds: 5 * 3600,
      }),
    ]);
  });

  it('lets every reviewer enter a registration; a floor manager only in their own company', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    for (const [i, role] of REVIEWERS.entries()) {
      const response = await enter(role, {
        employeeId: employee.id,
        clockInTime: `2026-11-0${i + 2}T09:00:00`,
        clockOutTime: `2026-11-0${i + 2}T13:00:00`,
      });
      expect(response.statusCode, role).toBe(201);
      expect(response.json()).toMatchObject({ approvalStatus: 'Pending', source: 'manual' });
    }
    for (const role of REFUSED) {
      const response = await enter(role, {
        employeeId: employee.id,
        clockInTime: '2026-11-09T09:00:00',
        clockOutTime: '2026-11-09T13:00:00',
      });
      expect(response.statusCode, role).toBe(403);
    }
    const elsewhere = await createEmployee(t.database.db, tenant, { companyId: secondCompany });
    const floor = await enter('FLOORMANAGER', {
      companyId: secondCompany,
      employeeId: elsewhere.id,
      clockInTime: '2026-11-09T09:00:00',
      clockOutTime: '2026-11-09T13:00:00',
    });
    expect(floor.statusCode).toBe(404);
  });
});
