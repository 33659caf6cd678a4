import { EMPLOYEE_MESSAGES } from '@klokwerk/contract/employees';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCompany,
  createEmployee,
  createJobTitle,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The personeelsnummer: stored, unique per company among active staff, audited. */
let t: TestApp;
let tenant: TestTenant;
let hr: string;
let kok: number;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, { roles: ['HUMANRESOURCE'] });
  hr = await loginAs(t.app, tenant, 'HUMANRESOURCE');
  kok = (await createJobTitle(t.database.db, tenant, { name: 'Kok' })).id;
});
afterAll(() => t.close());

let sequence = 0;
function body(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  sequence += 1;
  return {
    companyId: tenant.companyId,
    firstName: 'Noor',
    lastName: 'Visser',
    email: `noor${sequence}.${Date.now()}@example.test`,
    phoneNumber: `06 ${String(30_000_000 + sequence * 11).slice(-8)}`,
    startDate: '2025-01-01',
    endDate: null,
    contractType: 'Vast',
    salary: 15,
    hoursPerWeek: 24,
    ...overrides,
  };
}

/**
 * A complete PUT body (docs/screens.md#employees), without the hours per week: they follow the
 * employee's contract periods.
 */
function fullBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const {
    companyId: _,
    hoursPerWeek: __,
    ...rest
  } = body({
    dateOfBirth: '1999-02-03',
    address: 'Kade 1, Leiden',
    jobTitleId: kok,
  });
  return { ...rest, ...overrides };
}

function send(method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method, url, headers: authHeaders(hr, tenant.tenantId), payload });
}

async function storedNumber(employeeId: number) {
  const [row] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({ payrollNumber: employees.payrollNumber })
      .from(employees)
      .where(eq(employees.id, employeeId)),
  );
  return row?.payrollNumber;
}

async function auditOf(employeeId: number) {
  return withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'employee'), eq(auditLog.entityId, employeeId)))
      .orderBy(auditLog.id),
  );
}

const TAKEN = {
  code: 'CONFLICT',
  message: EMPLOYEE_MESSAGES.payrollNumberTaken,
  field: 'payrollNumber',
};

describe('the personeelsnummer of an employee', () => {
  it('is stored on create, trimmed, answered, and in the audit entry of the creation', async () => {
    const response = await send('POST', '/api/employees', body({ payrollNumber: ' P-1001 ' }));
    expect(response.statusCode).toBe(201);
    const { employeeId, payrollNumber } = response.json();
    expect(payrollNumber).toBe('P-1001');
    expect(await storedNumber(employeeId)).toBe('P-1001');
    expect(await auditOf(employeeId)).toEqual([
      {
        action: 'employee.create',
        details: { salary: 15, hoursRating: 1, payrollNumber: 'P-1001' },
      },
      // The contract period its start date and hours stand for (docs/decisions/028).
      { action: 'employee.contract.create', details: expect.objectContaining({}) },
    ]);
  });

  it('is unique among the active employees of one company (409, nothing stored)', async () => {
    await createEmployee(t.database.db, tenant, { payrollNumber: '2002' });
    const email = `dubbel.${Date.now()}@example.test`;
    const response = await send('POST', '/api/employees', body({ payrollNumber: '2002', email }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual(TAKEN);
    const rows = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.select({ id: employees.id }).from(employees).where(eq(employees.email, email)),
    );
    expect(rows).toEqual([]);
  });

  it('may be the same in another company, and again once its holder is archived', async () => {
    const second = await createCompany(t.database.db, tenant);
    await createEmployee(t.database.db, tenant, { payrollNumber: '3003' });
    const elsewhere = await send(
      'POST',
      '/api/employees',
      body({ companyId: second, payrollNumber: '3003' }),
    );
    expect(elsewhere.statusCode).toBe(201);
    await createEmployee(t.database.db, tenant, { payrollNumber: '4004', archivedAt: new Date() });
    const reused = await send('POST', '/api/employees', body({ payrollNumber: '4004' }));
    expect(reused.statusCode).toBe(201);
  });

  it('is changed by a PUT with before and after in the audit log, kept without it, removed by ""', async () => {
    const employee = await createEmployee(t.database.db, tenant, { payrollNumber: '5005' });
    const url = `/api/employees/${employee.id}`;
    const changed = await send('PUT', url, fullBody({ payrollNumber: '5006' }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().payrollNumber).toBe('5006');
    expect(await auditOf(employee.id)).toContainEqual({
      action: 'employee.payroll-number.change',
      details: { before: { payrollNumber: '5005' }, after: { payrollNumber: '5006' } },
    });

    // A form written before the field existed leaves it as it is, and writes no entry about it.
    expect((await send('PUT', url, fullBody())).statusCode).toBe(200);
    expect(await storedNumber(employee.id)).toBe('5006');
    const changes = (await auditOf(employee.id)).filter(
      (entry) => entry.action === 'employee.payroll-number.change',
    );
    expect(changes).toHaveLength(1);

    expect((await send('PUT', url, fullBody({ payrollNumber: '' }))).statusCode).toBe(200);
    expect(await storedNumber(employee.id)).toBeNull();
  });

  it("refuses another active employee's number on a PUT, changing nothing", async () => {
    await createEmployee(t.database.db, tenant, { payrollNumber: '6006' });
    const employee = await createEmployee(t.database.db, tenant, { payrollNumber: '6007' });
    const response = await send(
      'PUT',
      `/api/employees/${employee.id}`,
      fullBody({ payrollNumber: '6006' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual(TAKEN);
    expect(await storedNumber(employee.id)).toBe('6007');
    expect((await auditOf(employee.id)).map((entry) => entry.action)).toEqual([]);
  });

  it.each(['12 34', '-12', 'x'.repeat(21), 'nr/7'])(
    'refuses %j with 400 naming payrollNumber',
    async (bad) => {
      const response = await send('POST', '/api/employees', body({ payrollNumber: bad }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'payrollNumber' });
      expect(response.json().error.message).toContain(EMPLOYEE_MESSAGES.payrollNumber);
    },
  );
});
