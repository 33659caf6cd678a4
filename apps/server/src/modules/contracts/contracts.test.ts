import { CONTRACT_MESSAGES } from '@klokwerk/contract/employee-contracts';
import { EMPLOYEE_MESSAGES } from '@klokwerk/contract/employees';
import { monthClosedMessage } from '@klokwerk/contract/month-closing';
import type { Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contractPeriods, employees } from '../../db/schema/index';
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
import { contractPeriodsOf } from '../contract-periods/read';

/**
 * Written out by hand (docs/roles-and-policies.md#actions): who reads an employee's contract
 * periods (contracts.view, as the employee list) and who changes them (contracts.manage).
 */
const MANAGERS: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE'];
const COMPANY_BOUND_READERS: Role[] = ['FLOORMANAGER', 'ROOSTERMAKER'];
const READERS: Role[] = [...MANAGERS, 'ACCOUNTANT', ...COMPANY_BOUND_READERS];
const MAY_NOT_READ: Role[] = ['MEDEWERKER', 'KLOKSYSTEEM'];
const MAY_NOT_CHANGE: Role[] = ['ACCOUNTANT', ...COMPANY_BOUND_READERS, ...MAY_NOT_READ];
const ALL: Role[] = [...READERS, ...MAY_NOT_READ];

const DB = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const WEEKDAYS = [1, 2, 3, 4, 5];
const FACTORY_PERIOD = {
  from: '2024-01-01',
  to: null,
  kind: 'fixed',
  minutesPerWeek: 32 * 60,
  minMinutesPerWeek: null,
  maxMinutesPerWeek: null,
  workingWeekdays: WEEKDAYS,
};

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let second: number;
const tokens: Partial<Record<Role, string>> = {};
let otherOwner: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, { roles: ALL });
  other = await createTestTenant(t.database.db);
  second = await createCompany(t.database.db, tenant, { companyName: 'Aan Zee' });
  for (const role of ALL) tokens[role] = await loginAs(t.app, tenant, role);
  otherOwner = await loginAs(t.app, other, 'EIGENAAR');
});
afterAll(() => t.close());

function call(
  role: Role | 'other tenant',
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const auth =
    role === 'other tenant'
      ? authHeaders(otherOwner, other.tenantId)
      : authHeaders(tokens[role] ?? '', tenant.tenantId);
  return t.app.inject({ method, url, headers: { ...auth, ...headers }, payload });
}

const contracts = (employeeId: number) => `/api/employees/${employeeId}/contracts`;

async function storedPeriods(employeeId: number) {
  return withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({ from: contractPeriods.startsOn, to: contractPeriods.endsOn })
      .from(contractPeriods)
      .where(eq(contractPeriods.employeeId, employeeId))
      .orderBy(contractPeriods.startsOn),
  );
}

async function contractAudit(employeeId: number) {
  const rows = await withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'employee'), eq(auditLog.entityId, employeeId)))
      .orderBy(auditLog.id),
  );
  return rows.filter((row) => row.action.startsWith('employee.contract.'));
}

async function hoursPerWeekOfRow(employeeId: number) {
  const [row] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({ hours: employees.hoursPerWeek })
      .from(employees)
      .where(eq(employees.id, employeeId)),
  );
  return row?.hours;
}

describe(`GET /api/employees/{id}/contracts (${DB})`, () => {
  it.each(READERS)('answers %s the periods the employee row stood for', async (role) => {
    const employee = await createEmployee(t.database.db, tenant);
    const response = await call(role, 'GET', contracts(employee.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      employeeId: employee.id,
      hoursPerWeek: 32,
      periods: [{ contractId: expect.any(Number), ...FACTORY_PERIOD }],
    });
  });

  it.each(MAY_NOT_READ)('refuses %s with 403', async (role) => {
    const employee = await createEmployee(t.database.db, tenant);
    expect((await call(role, 'GET', contracts(employee.id))).statusCode).toBe(403);
  });

  it.each(COMPANY_BOUND_READERS)(
    "keeps %s to its own company: another company's employee is 404",
    async (role) => {
      const elsewhere = await createEmployee(t.database.db, tenant, { companyId: second });
      const response = await call(role, 'GET', contracts(elsewhere.id));
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    },
  );

  it("answers 404 for another tenant's, an unknown and an archived employee", async () => {
    const theirs = await createEmployee(t.database.db, other);
    const archived = await createEmployee(t.database.db, tenant, { archivedAt: new Date() });
    for (const id of [theirs.id, 987_654_321, archived.id]) {
      expect((await call('EINDBAAS', 'GET', contracts(id))).statusCode, String(id)).toBe(404);
    }
    const mine = await createEmployee(t.database.db, tenant);
    expect((await call('other tenant', 'GET', contracts(mine.id))).statusCode).toBe(404);
  });
});

describe(`POST /api/employees/{id}/contracts (${DB})`, () => {
  it.each(MANAGERS)(
    'lets %s change the hours from a date: the running period ends the day before, both audited',
    async (role) => {
      const employee = await createEmployee(t.database.db, tenant);
      const response = await call(role, 'POST', contracts(employee.id), {
        from: '2026-07-01',
        kind: 'fixed',
        minutesPerWeek: 24 * 60,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        employeeId: employee.id,
        hoursPerWeek: 24,
        periods: [
          { contractId: expect.any(Number), ...FACTORY_PERIOD, to: '2026-06-30' },
          {
            ...FACTORY_PERIOD,
            contractId: expect.any(Number),
            from: '2026-07-01',
            minutesPerWeek: 1440,
          },
        ],
      });
      // The employee list shows the hours of the period in force (21 November 2026).
      expect(await hoursPerWeekOfRow(employee.id)).toBe(24);
      const [first, added] = response.json().periods;
      expect(await contractAudit(employee.id)).toEqual([
        {
          action: 'employee.contract.change',
          details: {
            contractId: first.contractId,
            before: { ...FACTORY_PERIOD },
            after: { ...FACTORY_PERIOD, to: '2026-06-30' },
          },
        },
        {
          action: 'employee.contract.create',
          details: {
            contractId: added.contractId,
            after: { ...FACTORY_PERIOD, from: '2026-07-01', minutesPerWeek: 1440 },
          },
        },
      ]);
    },
  );

  it.each(MAY_NOT_CHANGE)('refuses %s with 403 and changes nothing', async (role) => {
    const employee = await createEmployee(t.database.db, tenant);
    const response = await call(role, 'POST', contracts(employee.id), {
      from: '2026-07-01',
      kind: 'zeroHours',
    });
    expect(response.statusCode).toBe(403);
    expect(await storedPeriods(employee.id)).toEqual([{ from: '2024-01-01', to: null }]);
  });

  it('stores a min-max contract on Wednesday to Sunday, and a zero-hours one', async () => {
    const employee = await createEmployee(t.database.db, tenant, {
      startDate: '2026-01-01',
      hoursPerWeek: null,
    });
    expect(await storedPeriods(employee.id)).toEqual([]);
    const minMax = await call('HUMANRESOURCE', 'POST', contracts(employee.id), {
      from: '2026-01-01',
      to: '2026-05-31',
      kind: 'minMax',
      minMinutesPerWeek: 16 * 60,
      maxMinutesPerWeek: 32 * 60,
      workingWeekdays: [7, 3, 4, 5, 6],
    });
    expect(minMax.statusCode).toBe(201);
    const zero = await call('HUMANRESOURCE', 'POST', contracts(employee.id), {
      from: '2026-06-01',
      kind: 'zeroHours',
      minutesPerWeek: null,
    });
    expect(zero.statusCode).toBe(201);
    expect(zero.json().periods).toEqual([
      {
        contractId: expect.any(Number),
        from: '2026-01-01',
        to: '2026-05-31',
        kind: 'minMax',
        minutesPerWeek: null,
        minMinutesPerWeek: 960,
        maxMinutesPerWeek: 1920,
        workingWeekdays: [3, 4, 5, 6, 7],
      },
      {
        contractId: expect.any(Number),
        from: '2026-06-01',
        to: null,
        kind: 'zeroHours',
        minutesPerWeek: null,
        minMinutesPerWeek: null,
        maxMinutesPerWeek: null,
        workingWeekdays: WEEKDAYS,
      },
    ]);
    expect(zero.json().hoursPerWeek).toBe(0);
  });

  it.each([
    [{ from: '' }, 'from', CONTRACT_MESSAGES.from],
    [{ from: '2026-02-30' }, 'from', 'Ongeldige datum (jjjj-mm-dd).'],
    [{ to: '2026-06-30' }, 'to', CONTRACT_MESSAGES.toBeforeFrom],
    [{ kind: 'flex' }, 'kind', CONTRACT_MESSAGES.kind],
    [{ minutesPerWeek: null }, 'minutesPerWeek', CONTRACT_MESSAGES.minutesPerWeek],
    [{ minutesPerWeek: 10_081 }, 'minutesPerWeek', CONTRACT_MESSAGES.minutesPerWeek],
    [{ minutesPerWeek: 90.5 }, 'minutesPerWeek', CONTRACT_MESSAGES.minutesPerWeek],
    [{ minutesPerWeek: '1440' }, 'minutesPerWeek', CONTRACT_MESSAGES.minutesPerWeek],
    [{ minMinutesPerWeek: 600 }, 'minMinutesPerWeek', CONTRACT_MESSAGES.notForKind],
    [{ kind: 'zeroHours' }, 'minutesPerWeek', CONTRACT_MESSAGES.notForKind],
    [
      { kind: 'minMax', minutesPerWeek: null, minMinutesPerWeek: 600 },
      'maxMinutesPerWeek',
      CONTRACT_MESSAGES.maxMinutesPerWeek,
    ],
    [
      { kind: 'minMax', minutesPerWeek: null, minMinutesPerWeek: 600, maxMinutesPerWeek: 599 },
      'maxMinutesPerWeek',
      CONTRACT_MESSAGES.maxBelowMin,
    ],
    [{ workingWeekdays: [] }, 'workingWeekdays', CONTRACT_MESSAGES.workingWeekdays],
    [{ workingWeekdays: [1, 8] }, 'workingWeekdays', CONTRACT_MESSAGES.workingWeekdays],
    [{ workingWeekdays: [2, 2] }, 'workingWeekdays', CONTRACT_MESSAGES.workingWeekdays],
    [{ from: '2023-12-31' }, 'from', CONTRACT_MESSAGES.beforeEmployment],
  ])('refuses %j with 400 naming %s, changing nothing', async (change, field, message) => {
    const employee = await createEmployee(t.database.db, tenant);
    const response = await call('EIGENAAR', 'POST', contracts(employee.id), {
      from: '2026-07-01',
      kind: 'fixed',
      minutesPerWeek: 1440,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
    expect(response.json().error.message).toContain(message);
    expect(await storedPeriods(employee.id)).toEqual([{ from: '2024-01-01', to: null }]);
  });

  it('refuses a period inside another that it does not replace (409 naming from)', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    for (const body of [
      { from: '2025-01-01', to: '2025-06-30', kind: 'zeroHours' },
      { from: '2024-01-01', kind: 'zeroHours' },
    ]) {
      const response = await call('EIGENAAR', 'POST', contracts(employee.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(409);
      expect(response.json().error).toEqual({
        code: 'CONFLICT',
        message: CONTRACT_MESSAGES.overlap,
        field: 'from',
      });
    }
    expect(await storedPeriods(employee.id)).toEqual([{ from: '2024-01-01', to: null }]);
  });

  it('creates one period for one Idempotency-Key, and answers the resend with the first answer', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    const body = { from: '2026-09-01', kind: 'fixed', minutesPerWeek: 2280 };
    const key = { 'idempotency-key': `contract-${employee.id}-abcdefghijklmnop` };
    const first = await call('EIGENAAR', 'POST', contracts(employee.id), body, key);
    const again = await call('EIGENAAR', 'POST', contracts(employee.id), body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await storedPeriods(employee.id)).toEqual([
      { from: '2024-01-01', to: '2026-08-31' },
      { from: '2026-09-01', to: null },
    ]);
    const reused = await call(
      'EIGENAAR',
      'POST',
      contracts(employee.id),
      { ...body, minutesPerWeek: 2400 },
      key,
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it("cannot reach another tenant's or company's employee, changing nothing", async () => {
    const theirs = await createEmployee(t.database.db, other);
    const body = { from: '2026-07-01', kind: 'zeroHours' };
    const response = await call('EINDBAAS', 'POST', contracts(theirs.id), body);
    expect(response.statusCode).toBe(404);
    const mine = await createEmployee(t.database.db, tenant);
    expect((await call('other tenant', 'POST', contracts(mine.id), body)).statusCode).toBe(404);
    expect(await storedPeriods(mine.id)).toEqual([{ from: '2024-01-01', to: null }]);
    const theirPeriods = await withTenant(t.database.db, other.tenantId, (tx) =>
      tx
        .select({ to: contractPeriods.endsOn })
        .from(contractPeriods)
        .where(eq(contractPeriods.employeeId, theirs.id)),
    );
    expect(theirPeriods).toEqual([{ to: null }]);
  });
});

describe(`PUT and DELETE /api/employees/{id}/contracts/{contractId} (${DB})`, () => {
  it('changes a period, audited with before and after; another employee’s period is 404', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    const [period] = (await call('EIGENAAR', 'GET', contracts(employee.id))).json().periods;
    const url = `${contracts(employee.id)}/${period.contractId}`;
    const response = await call('HUMANRESOURCE', 'PUT', url, {
      from: '2024-01-01',
      kind: 'fixed',
      minutesPerWeek: 1200,
      workingWeekdays: [1, 2, 3, 4],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().hoursPerWeek).toBe(20);
    expect(response.json().periods).toEqual([
      { ...period, minutesPerWeek: 1200, workingWeekdays: [1, 2, 3, 4] },
    ]);
    expect(await contractAudit(employee.id)).toEqual([
      {
        action: 'employee.contract.change',
        details: {
          contractId: period.contractId,
          before: FACTORY_PERIOD,
          after: { ...FACTORY_PERIOD, minutesPerWeek: 1200, workingWeekdays: [1, 2, 3, 4] },
        },
      },
    ]);
    const someoneElse = await createEmployee(t.database.db, tenant);
    const wrong = await call(
      'EIGENAAR',
      'PUT',
      `${contracts(someoneElse.id)}/${period.contractId}`,
      {
        from: '2024-01-01',
        kind: 'zeroHours',
      },
    );
    expect(wrong.statusCode).toBe(404);
    const refused = await call('ACCOUNTANT', 'PUT', url, { from: '2024-01-01', kind: 'zeroHours' });
    expect(refused.statusCode).toBe(403);
  });

  it('removes a period; the hours per week follow what is left', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    const added = await call('EIGENAAR', 'POST', contracts(employee.id), {
      from: '2026-10-01',
      kind: 'fixed',
      minutesPerWeek: 900,
    });
    expect(await hoursPerWeekOfRow(employee.id)).toBe(15);
    const [, later] = added.json().periods;
    const response = await call('BAAS', 'DELETE', `${contracts(employee.id)}/${later.contractId}`);
    expect(response.statusCode).toBe(200);
    // The earlier period keeps its end: removing one period never stretches another.
    expect(await storedPeriods(employee.id)).toEqual([{ from: '2024-01-01', to: '2026-09-30' }]);
    expect(response.json().hoursPerWeek).toBe(32);
    expect((await contractAudit(employee.id)).at(-1)).toEqual({
      action: 'employee.contract.delete',
      details: {
        contractId: later.contractId,
        before: { ...FACTORY_PERIOD, from: '2026-10-01', minutesPerWeek: 900 },
      },
    });
    const theirs = await call(
      'other tenant',
      'DELETE',
      `${contracts(employee.id)}/${later.contractId}`,
    );
    expect(theirs.statusCode).toBe(404);
  });
});

describe(`a closed month (${DB})`, () => {
  it('refuses a change of its contract hours (409 naming from), allows one after it', async () => {
    const company = await createCompany(t.database.db, tenant, { companyName: 'Gesloten' });
    const employee = await createEmployee(t.database.db, tenant, { companyId: company });
    const close = await call('EIGENAAR', 'POST', '/api/months/close', {
      companyId: company,
      year: 2026,
      month: 10,
    });
    expect(close.statusCode).toBe(200);
    const inOctober = await call('EIGENAAR', 'POST', contracts(employee.id), {
      from: '2026-10-15',
      kind: 'fixed',
      minutesPerWeek: 600,
    });
    expect(inOctober.statusCode).toBe(409);
    expect(inOctober.json().error).toEqual({
      code: 'CONFLICT',
      message: monthClosedMessage(2026, 10),
      field: 'from',
    });
    expect(await storedPeriods(employee.id)).toEqual([{ from: '2024-01-01', to: null }]);

    const [period] = (await call('EIGENAAR', 'GET', contracts(employee.id))).json().periods;
    const removal = await call(
      'EIGENAAR',
      'DELETE',
      `${contracts(employee.id)}/${period.contractId}`,
    );
    expect(removal.statusCode).toBe(409);

    const november = await call('EIGENAAR', 'POST', contracts(employee.id), {
      from: '2026-11-01',
      kind: 'fixed',
      minutesPerWeek: 600,
    });
    expect(november.statusCode).toBe(201);
    expect(await storedPeriods(employee.id)).toEqual([
      { from: '2024-01-01', to: '2026-10-31' },
      { from: '2026-11-01', to: null },
    ]);
  });
});

describe(`the employee's own calls and the hours per week (${DB})`, () => {
  it('gives a new employee the period its start date, contract type and hours stand for', async () => {
    const response = await call('EIGENAAR', 'POST', '/api/employees', {
      companyId: tenant.companyId,
      firstName: 'Oproep',
      lastName: 'Kracht',
      email: `oproep.${Date.now()}@example.test`,
      startDate: '2026-03-01',
      contractType: 'Oproepcontract',
      hoursPerWeek: 12,
    });
    expect(response.statusCode).toBe(201);
    const { employeeId } = response.json();
    const read = await call('EIGENAAR', 'GET', contracts(employeeId));
    expect(read.json().periods).toEqual([
      {
        contractId: expect.any(Number),
        from: '2026-03-01',
        to: null,
        kind: 'zeroHours',
        minutesPerWeek: null,
        minMinutesPerWeek: null,
        maxMinutesPerWeek: null,
        workingWeekdays: WEEKDAYS,
      },
    ]);
  });

  it('refuses other hours per week in an employee PUT once the contract has periods', async () => {
    const job = await createJobTitle(t.database.db, tenant);
    const employee = await createEmployee(t.database.db, tenant, { jobTitleId: job.id });
    const response = await call('EIGENAAR', 'PUT', `/api/employees/${employee.id}`, {
      firstName: 'Sanne',
      lastName: 'de Vries',
      email: employee.email,
      phoneNumber: employee.phoneNumber,
      dateOfBirth: '1998-04-12',
      address: 'Havenstraat 4',
      jobTitleId: job.id,
      startDate: '2024-01-01',
      contractType: 'Vast',
      salary: 14.25,
      hoursPerWeek: 38,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      field: 'hoursPerWeek',
      message: EMPLOYEE_MESSAGES.hoursPerWeekFromContract,
    });
  });

  it('lists the hours of the period in force on the company’s day, not of one still to come', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    await call('EIGENAAR', 'POST', contracts(employee.id), {
      from: '2026-12-01',
      kind: 'fixed',
      minutesPerWeek: 2280,
    });
    const listed = async (token = tokens.EIGENAAR ?? '') => {
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/employees/company/${tenant.companyId}`,
        headers: authHeaders(token, tenant.tenantId),
      });
      expect(list.statusCode, list.body).toBe(200);
      return list.json().find((e: { employeeId: number }) => e.employeeId === employee.id)
        ?.hoursPerWeek;
    };
    expect(await listed()).toBe(32);
    const before = t.clock();
    t.clock.set(new Date('2026-11-30T23:30:00Z')); // 1 December 00:30 in Amsterdam
    try {
      // A token of nine days ago has expired: sign in on the new day.
      expect(await listed(await loginAs(t.app, tenant, 'EIGENAAR'))).toBe(38);
    } finally {
      t.clock.set(before);
    }
  });
});

describe(`contractPeriodsOf, the rules' read (${DB})`, () => {
  it('cuts the periods to the employment and answers every employee asked for', async () => {
    const leaving = await createEmployee(t.database.db, tenant);
    // The end date entered on the employee later: the stored period still runs on.
    await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.update(employees).set({ endDate: '2026-08-31' }).where(eq(employees.id, leaving.id)),
    );
    expect(await storedPeriods(leaving.id)).toEqual([{ from: '2024-01-01', to: null }]);
    const without = await createEmployee(t.database.db, tenant, { startDate: null });
    const read = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      contractPeriodsOf({ tenantId: tenant.tenantId, tx }, [leaving.id, without.id]),
    );
    expect(read.get(leaving.id)).toEqual([
      {
        from: '2024-01-01',
        to: '2026-08-31',
        hours: { kind: 'fixed', minutesPerWeek: 1920 },
        workingWeekdays: WEEKDAYS,
      },
    ]);
    expect(read.get(without.id)).toEqual([]);
  });
});
