import type { Role } from '@klokwerk/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
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

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, { roles: ['ROOSTERMAKER', 'MEDEWERKER'] });
  other = await createTestTenant(t.database.db);
  for (const role of ['EIGENAAR', 'ROOSTERMAKER', 'MEDEWERKER'] as const) {
    tokens[role] = await loginAs(t.app, tenant, role);
  }
});
afterAll(() => t.close());

function copy(role: Role, body: Record<string, unknown>, tenantId: string = tenant.tenantId) {
  return t.app.inject({
    method: 'POST',
    url: '/api/schedules/copy',
    headers: authHeaders(tokens[role] ?? '', tenantId),
    payload: body,
  });
}

/**
 * Last week (16–22 November 2026, the company's clock, CET): Anna works Monday and Saturday,
 * Bram (archived since) Tuesday, Cees Wednesday (and is unavailable next Wednesday), Dirk
 * Thursday (his contract ends on 25 November).
 */
async function lastWeek() {
  const db = t.database.db;
  const companyId = await createCompany(db, tenant);
  const anna = await createEmployee(db, tenant, { companyId, firstName: 'Anna', lastName: 'Smit' });
  const bram = await createEmployee(db, tenant, {
    companyId,
    firstName: 'Bram',
    lastName: 'Bos',
    archivedAt: new Date('2026-11-20T12:00:00Z'),
  });
  const cees = await createEmployee(db, tenant, { companyId, firstName: 'Cees', lastName: 'Kok' });
  const dirk = await createEmployee(db, tenant, {
    companyId,
    firstName: 'Dirk',
    lastName: 'Mol',
    endDate: '2026-11-25',
  });
  const at = (iso: string) => new Date(iso);
  await createSchedule(db, tenant, {
    companyId,
    employeeId: anna.id,
    startTime: at('2026-11-16T08:00:00Z'),
  });
  await createSchedule(db, tenant, {
    companyId,
    employeeId: anna.id,
    startTime: at('2026-11-21T17:00:00Z'),
    endTime: at('2026-11-22T01:00:00Z'),
    status: 'CONCEPT',
  });
  await createSchedule(db, tenant, {
    companyId,
    employeeId: bram.id,
    startTime: at('2026-11-17T08:00:00Z'),
  });
  await createSchedule(db, tenant, {
    companyId,
    employeeId: cees.id,
    startTime: at('2026-11-18T08:00:00Z'),
  });
  await createSchedule(db, tenant, {
    companyId,
    employeeId: dirk.id,
    startTime: at('2026-11-19T08:00:00Z'),
  });
  await createAvailability(db, tenant, {
    employeeId: cees.id,
    companyId,
    startTime: at('2026-11-25T06:00:00Z'),
    endTime: at('2026-11-25T12:00:00Z'),
    available: false,
  });
  return { companyId, anna, cees };
}

function send(role: Role, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

describe('POST /api/schedules/copy', () => {
  it('copies last week as concepts, skipping who left or is unavailable, and says why', async () => {
    const { companyId } = await lastWeek();
    const response = await copy('EIGENAAR', {
      companyId,
      span: 'week',
      from: '2026-11-18',
      to: '2026-11-23',
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(
      answer.created.map(
        (s: { employee: { firstName: string }; startTime: string; status: string }) => [
          s.employee.firstName,
          s.startTime,
          s.status,
        ],
      ),
    ).toEqual([
      ['Anna', '2026-11-23T08:00:00.000Z', 'CONCEPT'],
      ['Anna', '2026-11-28T17:00:00.000Z', 'CONCEPT'],
    ]);
    expect(answer.skipped).toEqual([
      {
        employeeName: 'Bram Bos',
        startTime: '2026-11-24T08:00:00.000Z',
        endTime: '2026-11-24T16:00:00.000Z',
        reason: 'Niet meer in dienst.',
      },
      {
        employeeName: 'Dirk Mol',
        startTime: '2026-11-26T08:00:00.000Z',
        endTime: '2026-11-26T16:00:00.000Z',
        reason: 'Niet meer in dienst.',
      },
      {
        employeeName: 'Cees Kok',
        startTime: '2026-11-25T08:00:00.000Z',
        endTime: '2026-11-25T16:00:00.000Z',
        reason: 'Heeft zich voor deze tijd niet beschikbaar gemeld.',
      },
    ]);

    const again = await copy('EIGENAAR', {
      companyId,
      span: 'week',
      from: '2026-11-16',
      to: '2026-11-29',
    });
    expect(again.json().created).toEqual([]);
    expect(again.json().skipped.map((s: { reason: string }) => s.reason)).toContain(
      'Deze dienst staat al in het rooster.',
    );
  });

  it('copies one day to another day', async () => {
    const { companyId } = await lastWeek();
    const response = await copy('EIGENAAR', {
      companyId,
      span: 'day',
      from: '2026-11-16',
      to: '2026-12-01',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().created.map((s: { startTime: string }) => s.startTime)).toEqual([
      '2026-12-01T08:00:00.000Z',
    ]);
    expect(response.json().skipped).toEqual([]);
  });

  it('refuses copying a week onto itself (400 on "to") and staff (403)', async () => {
    const { companyId } = await lastWeek();
    const same = await copy('EIGENAAR', {
      companyId,
      span: 'week',
      from: '2026-11-16',
      to: '2026-11-20',
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.field).toBe('to');
    expect(same.json().error.message).toContain(
      'Kies een andere week of dag om naartoe te kopiëren.',
    );
    const staff = await copy('MEDEWERKER', {
      companyId,
      span: 'week',
      from: '2026-11-16',
      to: '2026-11-23',
    });
    expect(staff.statusCode).toBe(403);
  });

  it("keeps company-bound planners and other tenants out of a company's roster (404)", async () => {
    const { companyId } = await lastWeek();
    const body = { companyId, span: 'week', from: '2026-11-16', to: '2026-11-23' };
    expect((await copy('ROOSTERMAKER', body)).statusCode).toBe(404);
    const stranger = await loginAs(t.app, other, 'EIGENAAR');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/schedules/copy',
      headers: authHeaders(stranger, other.tenantId),
      payload: body,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('week templates', () => {
  it('saves last week under a name and applies it, skipping who left since and who is unavailable', async () => {
    const { companyId, anna } = await lastWeek();
    const saved = await send('EIGENAAR', 'POST', '/api/schedules/templates', {
      companyId,
      name: 'Standaardweek',
      week: '2026-11-16',
    });
    expect(saved.statusCode).toBe(201);
    // Bram had left before the template was made: his shift is not in it.
    expect(saved.json()).toEqual({
      templateId: expect.any(Number),
      name: 'Standaardweek',
      shiftCount: 4,
    });
    const list = await send('EIGENAAR', 'GET', `/api/schedules/templates/company/${companyId}`);
    expect(list.json()).toEqual([saved.json()]);

    // Anna leaves after the template was made.
    await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .update(employees)
        .set({ archivedAt: new Date('2026-11-21T09:00:00Z') })
        .where(eq(employees.id, anna.id)),
    );
    const applied = await send(
      'EIGENAAR',
      'POST',
      `/api/schedules/templates/${saved.json().templateId}/apply`,
      { week: '2026-11-25' },
    );
    expect(applied.statusCode).toBe(201);
    expect(applied.json().created).toEqual([]);
    expect(
      applied
        .json()
        .skipped.map((s: { employeeName: string; reason: string }) => [s.employeeName, s.reason]),
    ).toEqual([
      ['Anna Smit', 'Niet meer in dienst.'],
      ['Dirk Mol', 'Niet meer in dienst.'],
      ['Anna Smit', 'Niet meer in dienst.'],
      ['Cees Kok', 'Heeft zich voor deze tijd niet beschikbaar gemeld.'],
    ]);

    const later = await send(
      'EIGENAAR',
      'POST',
      `/api/schedules/templates/${saved.json().templateId}/apply`,
      { week: '2026-12-09' },
    );
    expect(
      later
        .json()
        .created.map(
          (s: { employee: { firstName: string }; startTime: string; status: string }) => [
            s.employee.firstName,
            s.startTime,
            s.status,
          ],
        ),
    ).toEqual([['Cees', '2026-12-09T08:00:00.000Z', 'CONCEPT']]);
  });

  it('refuses a name in use (409), an empty week (400), staff (403) and others (404)', async () => {
    const { companyId } = await lastWeek();
    const body = { companyId, name: 'Drukke week', week: '2026-11-16' };
    const first = await send('EIGENAAR', 'POST', '/api/schedules/templates', body);
    expect(first.statusCode).toBe(201);
    const again = await send('EIGENAAR', 'POST', '/api/schedules/templates', {
      ...body,
      name: 'drukke week',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.field).toBe('name');
    const empty = await send('EIGENAAR', 'POST', '/api/schedules/templates', {
      ...body,
      name: 'Leeg',
      week: '2027-01-04',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({
      field: 'week',
      message: 'Deze week heeft geen diensten om als sjabloon te bewaren.',
    });
    expect((await send('MEDEWERKER', 'POST', '/api/schedules/templates', body)).statusCode).toBe(
      403,
    );
    const apply = `/api/schedules/templates/${first.json().templateId}/apply`;
    expect((await send('MEDEWERKER', 'POST', apply, { week: '2026-12-01' })).statusCode).toBe(403);
    expect((await send('ROOSTERMAKER', 'POST', apply, { week: '2026-12-01' })).statusCode).toBe(
      404,
    );
    expect(
      (await send('ROOSTERMAKER', 'GET', `/api/schedules/templates/company/${companyId}`))
        .statusCode,
    ).toBe(404);
    const stranger = await loginAs(t.app, other, 'EIGENAAR');
    const foreign = await t.app.inject({
      method: 'POST',
      url: apply,
      headers: authHeaders(stranger, other.tenantId),
      payload: { week: '2026-12-01' },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
