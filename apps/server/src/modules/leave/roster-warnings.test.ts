import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createEmployee,
  createLeave,
  createSickReport,
  createSignedInEmployee,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A shift planned in approved leave or in a sick period is answered with a warning, as one in
 * a time marked unavailable is: planned all the same (docs/decisions/025). The clock stands at
 * Thursday 26 November 2026.
 */
let t: TestApp;
let tenant: TestTenant;
let planner: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-26T09:00:00Z'));
  tenant = await createTestTenant(t.database.db, { roles: ['ROOSTERMAKER'] });
  planner = await loginAs(t.app, tenant, 'ROOSTERMAKER');
});
afterAll(() => t.close());

function person(firstName: string) {
  return createEmployee(t.database.db, tenant, {
    firstName,
    lastName: 'Jansen',
    email: `rooster.${randomUUID().slice(0, 8)}@example.test`,
  });
}

function plan(email: string, day: string, from = '09:00', to = '17:00') {
  return t.app.inject({
    method: 'POST',
    url: '/api/schedules/create',
    headers: authHeaders(planner, tenant.tenantId),
    payload: {
      employeeEmail: email,
      companyId: tenant.companyId,
      startTime: `${day}T${from}:00`,
      endTime: `${day}T${to}:00`,
    },
  });
}

describe('planning a shift in leave or sickness', () => {
  it('warns about approved leave, naming the day, and plans the shift', async () => {
    const emma = await person('Emma');
    await createLeave(t.database.db, tenant, {
      employeeId: emma.id,
      startDate: '2026-12-07',
      endDate: '2026-12-13',
      status: 'APPROVED',
    });
    const response = await plan(emma.email, '2026-12-09');
    expect(response.statusCode).toBe(201);
    expect(response.json().warnings).toEqual(['Emma Jansen heeft verlof op 09-12-2026.']);
  });

  it('says nothing of leave that is pending, rejected or withdrawn', async () => {
    const bram = await person('Bram');
    for (const [startDate, status] of [
      ['2026-12-09', 'PENDING'],
      ['2026-12-10', 'REJECTED'],
      ['2026-12-11', 'CANCELLED'],
    ] as const) {
      await createLeave(t.database.db, tenant, { employeeId: bram.id, startDate, status });
    }
    for (const day of ['2026-12-09', '2026-12-10', '2026-12-11']) {
      expect((await plan(bram.email, day)).json().warnings).toEqual([]);
    }
  });

  it('names the times of leave for part of a day, and only when the shift meets them', async () => {
    const noor = await createSignedInEmployee(t.app, t.database.db, tenant, {
      employee: {
        firstName: 'Noor',
        lastName: 'Jansen',
        email: `rooster.${randomUUID().slice(0, 8)}@example.test`,
      },
    });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/leave/requests',
      headers: authHeaders(noor.token, tenant.tenantId),
      payload: { type: 'BIJZONDER', startDate: '2026-12-16', startTime: '09:00', endTime: '13:00' },
    });
    expect(asked.statusCode).toBe(201);
    const approved = await t.app.inject({
      method: 'PUT',
      url: `/api/leave/requests/${asked.json().leaveId}/approve`,
      headers: authHeaders(planner, tenant.tenantId),
    });
    expect(approved.statusCode).toBe(200);
    expect(
      (await plan(noor.employee.email, '2026-12-16', '12:00', '18:00')).json().warnings,
    ).toEqual(['Noor Jansen heeft verlof op 16-12-2026 van 09:00 tot 13:00.']);
    // From 13:00 the leave is over: only the other shift of that afternoon is named.
    const afternoon = await plan(noor.employee.email, '2026-12-16', '13:00', '18:00');
    expect(afternoon.json().warnings).toEqual([
      'Noor Jansen heeft al een dienst op 16-12-2026 van 12:00 tot 18:00.',
    ]);
  });

  it('warns about an open sick period, and not after the recovery', async () => {
    const sanne = await person('Sanne');
    await createSickReport(t.database.db, tenant, {
      employeeId: sanne.id,
      sickFrom: new Date('2026-11-25T07:00:00Z'),
    });
    expect((await plan(sanne.email, '2026-11-30')).json().warnings).toEqual([
      'Sanne Jansen is ziekgemeld op 30-11-2026.',
    ]);
    const daan = await person('Daan');
    await createSickReport(t.database.db, tenant, {
      employeeId: daan.id,
      sickFrom: new Date('2026-11-23T07:00:00Z'),
      recoveredAt: new Date('2026-11-26T07:00:00Z'),
    });
    expect((await plan(daan.email, '2026-11-27')).json().warnings).toEqual([]);
  });
});
