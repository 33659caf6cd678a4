import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * A correction at a month's edge goes to the registration it belongs to, on every report: the
 * night of 31 January 2026 (22:00–03:00 CET) gets its clock-out corrected to 04:00 on 1
 * February, and the day shift of 1 February (10:00–18:00) keeps its own.
 */
let t: TestApp;
let tenant: TestTenant;
let token: string;
let employeeId: number;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db);
  t.clock.set(new Date('2026-03-02T08:00:00Z'));
  token = await loginAs(t.app, tenant, 'EIGENAAR');
  employeeId = (await createEmployee(t.database.db, tenant, { salary: 20 })).id;
  for (const [clockIn, clockOut] of [
    ['2026-01-31T21:00:00Z', '2026-02-01T02:00:00Z'],
    ['2026-02-01T09:00:00Z', '2026-02-01T17:00:00Z'],
  ] as const) {
    await createTimeRecord(t.database.db, tenant, {
      employeeId,
      clockInTime: new Date(clockIn),
      clockOutTime: new Date(clockOut),
      approvalStatus: 'Approved',
    });
  }
  await createCorrection(t.database.db, tenant, {
    employeeId,
    requestedTime: new Date('2026-02-01T03:00:00Z'),
    status: 'APPROVED',
  });
});
afterAll(() => t.close());

async function get<T>(url: string): Promise<T> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: authHeaders(token, tenant.tenantId),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function figures(month: number) {
  const query = `companyId=${tenant.companyId}&year=2026&month=${month}`;
  const hours = await get<{ employees: { employeeId: number; actualHours: number }[] }>(
    `/reports/hours?${query}`,
  );
  const wages = await get<{ rows: { employeeId: number; hoursWorked: number }[] }>(
    `/reports/wage-cost?${query}`,
  );
  const payroll = await get<{ employees: { employeeId: number; paidSeconds: number }[] }>(
    `/reports/payroll-export?${query}&format=json`,
  );
  return {
    worked: hours.employees.find((r) => r.employeeId === employeeId)?.actualHours,
    paid: wages.rows.find((r) => r.employeeId === employeeId)?.hoursWorked,
    exported: (payroll.employees.find((r) => r.employeeId === employeeId)?.paidSeconds ?? 0) / 3600,
  };
}

describe('a correction at the edge of the month', () => {
  it('corrects the night of the 31st in January and leaves the 1st alone in February', async () => {
    const february = await figures(2);
    // 10:00–18:00: 8 hours worked, 7.5 paid after the break; before, the correction made it
    // a shift to 04:00 the next day.
    expect(february.worked).toBe(8);
    expect(february.paid).toBe(7.5);
    expect(february.exported).toBe(7.5);
    const january = await figures(1);
    // 22:00 to the corrected 04:00: 6 hours.
    expect(january.worked).toBe(6);
    expect(january.exported).toBe(january.paid);
  });
});
