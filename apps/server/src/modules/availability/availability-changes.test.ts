import type { Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, availability } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createAvailability,
  createCompany,
  createEmployee,
  createSignedInEmployee,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Correcting availability: the owner of an entry changes or removes it, the planners do so for
 * anyone of a company in reach (audited), and one person never has two entries for one moment.
 */
let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let second: number;
let waiter: { id: number; token: string };
let colleague: { id: number; token: string };
let stranger: { id: number; token: string };

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: ['EIGENAAR', 'ACCOUNTANT', 'KLOKSYSTEEM'] });
  other = await createTestTenant(db);
  second = await createCompany(db, tenant);
  const signedIn = async (of: TestTenant, firstName: string) => {
    const me = await createSignedInEmployee(t.app, db, of, { employee: { firstName } });
    return { id: me.employee.id, token: me.token };
  };
  waiter = await signedIn(tenant, 'Wim');
  colleague = await signedIn(tenant, 'Kim');
  stranger = await signedIn(other, 'Sam');
});
beforeEach(() => t.clock.set(new Date('2026-11-21T10:00:00Z')));
afterAll(() => t.close());

function call(
  token: string,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  tenantId: string = tenant.tenantId,
) {
  return t.app.inject({
    method,
    url,
    headers: authHeaders(token, tenantId),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** An entry of 1 December 2026 (CET), 10:00–16:00 unless told otherwise. */
async function entryOf(
  of: TestTenant,
  employeeId: number,
  values: { start?: string; end?: string; available?: boolean; companyId?: number } = {},
) {
  const { id } = await createAvailability(t.database.db, of, {
    employeeId,
    ...(values.companyId === undefined ? {} : { companyId: values.companyId }),
    startTime: at(values.start ?? '2026-12-01T09:00:00Z'),
    endTime: at(values.end ?? '2026-12-01T15:00:00Z'),
    available: values.available ?? true,
  });
  return id;
}

async function rowsOf(of: TestTenant, employeeId: number) {
  return withTenant(t.database.db, of.tenantId, (tx) =>
    tx
      .select({
        id: availability.id,
        startTime: availability.startTime,
        endTime: availability.endTime,
        available: availability.available,
      })
      .from(availability)
      .where(eq(availability.employeeId, employeeId))
      .orderBy(availability.startTime),
  );
}

async function auditOf(id: number) {
  return withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'availability'), eq(auditLog.entityId, id))),
  );
}

async function clearAvailability(...employees: Array<{ id: number }>) {
  for (const of of [tenant, other]) {
    await withTenant(t.database.db, of.tenantId, async (tx) => {
      for (const employee of employees) {
        await tx.delete(availability).where(eq(availability.employeeId, employee.id));
      }
    });
  }
}

beforeEach(() => clearAvailability(waiter, colleague, stranger));

const change = {
  startTime: '2026-12-01T12:00:00',
  endTime: '2026-12-01T18:00:00',
  available: false,
};

describe('PUT /api/availability/{id}', () => {
  it('lets the owner correct times and choice, answering the entry in the company clock', async () => {
    const id = await entryOf(tenant, waiter.id);
    const response = await call(waiter.token, 'PUT', `/api/availability/${id}`, change);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      employeeId: waiter.id,
      startTime: '2026-12-01T11:00:00.000Z',
      endTime: '2026-12-01T17:00:00.000Z',
      available: false,
    });
    expect(await rowsOf(tenant, waiter.id)).toEqual([
      {
        id,
        startTime: at('2026-12-01T11:00:00Z'),
        endTime: at('2026-12-01T17:00:00Z'),
        available: false,
      },
    ]);
    // One's own correction is not a manager's act: nothing for the audit trail.
    expect(await auditOf(id)).toEqual([]);
  });

  it("answers a colleague 404 for someone else's entry and changes nothing", async () => {
    const id = await entryOf(tenant, waiter.id);
    const response = await call(colleague.token, 'PUT', `/api/availability/${id}`, change);
    expect(response.statusCode).toBe(404);
    expect((await rowsOf(tenant, waiter.id))[0]?.available).toBe(true);
  });

  it('lets a planner correct an employee’s entry, and records before and after', async () => {
    const id = await entryOf(tenant, waiter.id);
    const planner = await createSignedInEmployee(t.app, t.database.db, tenant, {
      role: 'ROOSTERMAKER',
    });
    const response = await call(planner.token, 'PUT', `/api/availability/${id}`, change);
    expect(response.statusCode).toBe(200);
    expect(await auditOf(id)).toEqual([
      {
        action: 'availability.update',
        details: {
          employeeId: waiter.id,
          before: {
            startTime: '2026-12-01T09:00:00.000Z',
            endTime: '2026-12-01T15:00:00.000Z',
            available: true,
          },
          after: {
            startTime: '2026-12-01T11:00:00.000Z',
            endTime: '2026-12-01T17:00:00.000Z',
            available: false,
          },
        },
      },
    ]);
  });

  it("answers a planner of another company 404 for that company's entries", async () => {
    const elsewhere = await createEmployee(t.database.db, tenant, { companyId: second });
    const id = await entryOf(tenant, elsewhere.id, { companyId: second });
    const planner = await createSignedInEmployee(t.app, t.database.db, tenant, {
      role: 'ROOSTERMAKER',
    });
    const response = await call(planner.token, 'PUT', `/api/availability/${id}`, change);
    expect(response.statusCode).toBe(404);
    // The owner reaches every company of the tenant.
    const owner = await loginAs(t.app, tenant, 'EIGENAAR');
    expect((await call(owner, 'PUT', `/api/availability/${id}`, change)).statusCode).toBe(200);
  });

  it.each(['ACCOUNTANT', 'KLOKSYSTEEM'] as Role[])('refuses %s with 403', async (role) => {
    const id = await entryOf(tenant, waiter.id);
    const token = await loginAs(t.app, tenant, role);
    expect((await call(token, 'PUT', `/api/availability/${id}`, change)).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's entry, to its owner's colleagues and owners alike", async () => {
    const id = await entryOf(other, stranger.id);
    const owner = await loginAs(t.app, tenant, 'EIGENAAR');
    for (const token of [waiter.token, owner]) {
      expect((await call(token, 'PUT', `/api/availability/${id}`, change)).statusCode).toBe(404);
      expect((await call(token, 'DELETE', `/api/availability/${id}`)).statusCode).toBe(404);
    }
    expect(await rowsOf(other, stranger.id)).toHaveLength(1);
  });

  it('refuses a past date, an end before the start and a missing choice with 400', async () => {
    const id = await entryOf(tenant, waiter.id);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...change, startTime: '2026-11-20T12:00:00' }, 'startTime'],
      [{ ...change, endTime: '2026-12-01T11:00:00' }, 'endTime'],
      [{ startTime: change.startTime, endTime: change.endTime }, 'available'],
    ];
    for (const [payload, field] of cases) {
      const response = await call(waiter.token, 'PUT', `/api/availability/${id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
    expect((await rowsOf(tenant, waiter.id))[0]?.startTime).toEqual(at('2026-12-01T09:00:00Z'));
  });

  it('refuses a change onto another entry with 409 unless asked to replace it', async () => {
    const id = await entryOf(tenant, waiter.id);
    const evening = await entryOf(tenant, waiter.id, {
      start: '2026-12-01T16:00:00Z',
      end: '2026-12-01T21:00:00Z',
      available: false,
    });
    const refused = await call(waiter.token, 'PUT', `/api/availability/${id}`, change);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'AVAILABILITY_OVERLAP',
      message: 'Op 01-12-2026 staat al beschikbaarheid van 17:00 tot 22:00. Wil je die vervangen?',
      field: 'startTime',
    });
    const replaced = await call(waiter.token, 'PUT', `/api/availability/${id}`, {
      ...change,
      replace: true,
    });
    expect(replaced.statusCode).toBe(200);
    const rows = await rowsOf(tenant, waiter.id);
    expect(rows.map((row) => row.id)).toEqual([id]);
    expect(rows.map((row) => row.id)).not.toContain(evening);
  });
});

describe('DELETE /api/availability/{id}', () => {
  it('lets the owner remove an entry; a second time is 404', async () => {
    const id = await entryOf(tenant, waiter.id);
    const response = await call(waiter.token, 'DELETE', `/api/availability/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id });
    expect(await rowsOf(tenant, waiter.id)).toEqual([]);
    expect((await call(waiter.token, 'DELETE', `/api/availability/${id}`)).statusCode).toBe(404);
    expect(await auditOf(id)).toEqual([]);
  });

  it('answers a colleague 404 and lets the owner of the company remove it, audited', async () => {
    const id = await entryOf(tenant, waiter.id, { available: false });
    expect((await call(colleague.token, 'DELETE', `/api/availability/${id}`)).statusCode).toBe(404);
    const owner = await loginAs(t.app, tenant, 'EIGENAAR');
    expect((await call(owner, 'DELETE', `/api/availability/${id}`)).statusCode).toBe(200);
    expect(await rowsOf(tenant, waiter.id)).toEqual([]);
    expect(await auditOf(id)).toEqual([
      {
        action: 'availability.delete',
        details: {
          employeeId: waiter.id,
          before: {
            startTime: '2026-12-01T09:00:00.000Z',
            endTime: '2026-12-01T15:00:00.000Z',
            available: false,
          },
        },
      },
    ]);
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await call(waiter.token, 'DELETE', '/api/availability/abc');
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/availability over an existing entry', () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    employeeId: waiter.id,
    companyId: tenant.companyId,
    startTime: '2026-12-01T10:00:00',
    endTime: '2026-12-01T16:00:00',
    available: false,
    ...extra,
  });

  it('refuses the same day entered again with 409 and a question, and stores nothing', async () => {
    const id = await entryOf(tenant, waiter.id);
    const response = await call(waiter.token, 'POST', '/api/availability', body());
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'AVAILABILITY_OVERLAP',
      message: 'Op 01-12-2026 staat al beschikbaarheid van 10:00 tot 16:00. Wil je die vervangen?',
      field: 'startTime',
    });
    expect((await rowsOf(tenant, waiter.id)).map((row) => row.id)).toEqual([id]);
  });

  it('replaces every overlapped entry when asked, never leaving both', async () => {
    await entryOf(tenant, waiter.id, {
      start: '2026-12-01T07:00:00Z',
      end: '2026-12-01T10:00:00Z',
    });
    await entryOf(tenant, waiter.id, {
      start: '2026-12-01T13:00:00Z',
      end: '2026-12-01T20:00:00Z',
    });
    const response = await call(waiter.token, 'POST', '/api/availability', body({ replace: true }));
    expect(response.statusCode).toBe(201);
    expect(await rowsOf(tenant, waiter.id)).toEqual([
      {
        id: response.json().id,
        startTime: at('2026-12-01T09:00:00Z'),
        endTime: at('2026-12-01T15:00:00Z'),
        available: false,
      },
    ]);
  });

  it("leaves touching entries, a colleague's and another tenant's alone", async () => {
    await entryOf(tenant, waiter.id, {
      start: '2026-12-01T06:00:00Z',
      end: '2026-12-01T09:00:00Z',
    });
    await entryOf(tenant, colleague.id);
    await entryOf(other, stranger.id);
    const response = await call(waiter.token, 'POST', '/api/availability', body());
    expect(response.statusCode).toBe(201);
    expect(await rowsOf(tenant, waiter.id)).toHaveLength(2);
    expect(await rowsOf(tenant, colleague.id)).toHaveLength(1);
    expect(await rowsOf(other, stranger.id)).toHaveLength(1);
  });

  it('refuses a replace that is not true or false with 400 naming it', async () => {
    const response = await call(waiter.token, 'POST', '/api/availability', body({ replace: 'ja' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.field).toBe('replace');
  });
});
