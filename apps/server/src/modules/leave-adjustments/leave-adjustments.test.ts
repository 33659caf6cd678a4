import { LEAVE_ADJUSTMENT_MESSAGES } from '@klokwerk/contract/leave-adjustments';
import { monthClosedMessage } from '@klokwerk/contract/month-closing';
import type { Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leaveCorrections, leaveOpenings } from '../../db/schema/index';
import { type TenantId, withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCompany,
  createEmployee,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { leaveCorrectionsOf, leaveOpeningsOf } from './read';

/**
 * Written out by hand (docs/roles-and-policies.md#actions): the money roles read an employee's
 * opening leave balance and corrections; the settings roles enter them.
 */
const MANAGERS: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE'];
const READERS: Role[] = [...MANAGERS, 'ACCOUNTANT'];
const MAY_NOT_READ: Role[] = ['FLOORMANAGER', 'ROOSTERMAKER', 'MEDEWERKER', 'KLOKSYSTEEM'];
const MAY_NOT_CHANGE: Role[] = ['ACCOUNTANT', ...MAY_NOT_READ];
const ALL: Role[] = [...READERS, ...MAY_NOT_READ];

const DB = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const OPENING = {
  year: 2026,
  pots: [
    { kind: 'statutory', accrualYear: 2025, minutes: 960 },
    { kind: 'extra', accrualYear: 2025, minutes: 1440 },
    { kind: 'extra', accrualYear: 2023, minutes: -120 },
  ],
};
const CORRECTION = {
  date: '2026-03-02',
  kind: 'statutory',
  minutes: -240,
  reason: 'Halve dag verlof op papier aangevraagd in februari.',
};

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const tokens: Partial<Record<Role, string>> = {};
let otherOwner: string;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, { roles: ALL });
  other = await createTestTenant(t.database.db);
  for (const role of ALL) tokens[role] = await loginAs(t.app, tenant, role);
  otherOwner = await loginAs(t.app, other, 'EIGENAAR');
});
afterAll(() => t.close());

const base = (employeeId: number) => `/api/employees/${employeeId}/leave-adjustments`;

function call(
  role: Role | 'other tenant',
  method: 'GET' | 'PUT' | 'POST',
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

async function stored(tenantId: TenantId, employeeId: number) {
  return withTenant(t.database.db, tenantId, async (tx) => ({
    openings: (
      await tx
        .select({ year: leaveOpenings.year })
        .from(leaveOpenings)
        .where(eq(leaveOpenings.employeeId, employeeId))
    ).length,
    corrections: (
      await tx
        .select({ id: leaveCorrections.id })
        .from(leaveCorrections)
        .where(eq(leaveCorrections.employeeId, employeeId))
    ).length,
  }));
}

async function leaveAudit(employeeId: number) {
  const rows = await withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'employee'), eq(auditLog.entityId, employeeId)))
      .orderBy(auditLog.id),
  );
  return rows.filter((row) => row.action.startsWith('leave.'));
}

const EMPTY = { openings: 0, corrections: 0 };

describe(`GET /api/employees/{id}/leave-adjustments (${DB})`, () => {
  it.each(READERS)('answers %s: no opening balance and no corrections yet', async (role) => {
    const employee = await createEmployee(t.database.db, tenant);
    const response = await call(role, 'GET', base(employee.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ employeeId: employee.id, opening: null, corrections: [] });
  });

  it.each(MAY_NOT_READ)('refuses %s with 403', async (role) => {
    const employee = await createEmployee(t.database.db, tenant);
    expect((await call(role, 'GET', base(employee.id))).statusCode).toBe(403);
  });

  it("answers 404 for another tenant's, an unknown and an archived employee", async () => {
    const theirs = await createEmployee(t.database.db, other);
    const archived = await createEmployee(t.database.db, tenant, { archivedAt: new Date() });
    for (const id of [theirs.id, 987_654_321, archived.id]) {
      expect((await call('EINDBAAS', 'GET', base(id))).statusCode, String(id)).toBe(404);
    }
    const mine = await createEmployee(t.database.db, tenant);
    expect((await call('other tenant', 'GET', base(mine.id))).statusCode).toBe(404);
  });
});

describe(`PUT /api/employees/{id}/leave-adjustments/opening (${DB})`, () => {
  it.each(MANAGERS)('lets %s enter and replace the opening balance, audited', async (role) => {
    const employee = await createEmployee(t.database.db, tenant);
    const first = await call(role, 'PUT', `${base(employee.id)}/opening`, OPENING);
    expect(first.statusCode).toBe(200);
    expect(first.json().opening).toEqual({
      year: 2026,
      pots: [
        { kind: 'extra', accrualYear: 2023, minutes: -120 },
        { kind: 'extra', accrualYear: 2025, minutes: 1440 },
        { kind: 'statutory', accrualYear: 2025, minutes: 960 },
      ],
      updatedAt: '2026-11-21T10:00:00.000Z',
      updatedBy: role.toLowerCase(),
    });
    const replaced = await call(role, 'PUT', `${base(employee.id)}/opening`, {
      year: 2025,
      pots: [],
    });
    expect(replaced.json().opening).toMatchObject({ year: 2025, pots: [] });
    expect(await leaveAudit(employee.id)).toEqual([
      {
        action: 'leave.opening.change',
        details: { before: null, after: OPENING },
      },
      {
        action: 'leave.opening.change',
        details: {
          before: { year: 2026, pots: first.json().opening.pots },
          after: { year: 2025, pots: [] },
        },
      },
    ]);
  });

  it.each(MAY_NOT_CHANGE)('refuses %s with 403 and stores nothing', async (role) => {
    const employee = await createEmployee(t.database.db, tenant);
    const response = await call(role, 'PUT', `${base(employee.id)}/opening`, OPENING);
    expect(response.statusCode).toBe(403);
    expect(await stored(tenant.tenantId, employee.id)).toEqual(EMPTY);
  });

  it.each([
    [{ year: 2013 }, 'year', LEAVE_ADJUSTMENT_MESSAGES.year],
    [{ year: '2026' }, 'year', LEAVE_ADJUSTMENT_MESSAGES.year],
    [
      { pots: [{ kind: 'statutory', accrualYear: 2026, minutes: 60 }] },
      'pots.0.accrualYear',
      LEAVE_ADJUSTMENT_MESSAGES.accrualYear,
    ],
    [
      { pots: [{ kind: 'extra', accrualYear: 2019, minutes: 60 }] },
      'pots.0.accrualYear',
      LEAVE_ADJUSTMENT_MESSAGES.accrualYear,
    ],
    [
      {
        pots: [
          { kind: 'extra', accrualYear: 2024, minutes: 60 },
          { kind: 'extra', accrualYear: 2024, minutes: 30 },
        ],
      },
      'pots.1.accrualYear',
      LEAVE_ADJUSTMENT_MESSAGES.potTwice,
    ],
    [
      { pots: [{ kind: 'wettelijk', accrualYear: 2025, minutes: 60 }] },
      'pots.0.kind',
      LEAVE_ADJUSTMENT_MESSAGES.kind,
    ],
    [
      { pots: [{ kind: 'extra', accrualYear: 2025, minutes: 1.5 }] },
      'pots.0.minutes',
      LEAVE_ADJUSTMENT_MESSAGES.minutes,
    ],
    [
      { pots: [{ kind: 'extra', accrualYear: 2025, minutes: 180_001 }] },
      'pots.0.minutes',
      LEAVE_ADJUSTMENT_MESSAGES.minutes,
    ],
  ])('refuses %j with 400 naming %s, storing nothing', async (change, field, message) => {
    const employee = await createEmployee(t.database.db, tenant);
    const response = await call('EIGENAAR', 'PUT', `${base(employee.id)}/opening`, {
      ...OPENING,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
    expect(response.json().error.message).toContain(message);
    expect(await stored(tenant.tenantId, employee.id)).toEqual(EMPTY);
  });

  it('refuses a year after the first correction (400 naming year)', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    await call('EIGENAAR', 'POST', `${base(employee.id)}/corrections`, CORRECTION);
    const response = await call('EIGENAAR', 'PUT', `${base(employee.id)}/opening`, {
      year: 2027,
      pots: [],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      field: 'year',
      message: LEAVE_ADJUSTMENT_MESSAGES.correctionsBeforeOpening,
    });
    expect(await stored(tenant.tenantId, employee.id)).toEqual({ openings: 0, corrections: 1 });
  });

  it("cannot reach another tenant's employee", async () => {
    const mine = await createEmployee(t.database.db, tenant);
    const response = await call('other tenant', 'PUT', `${base(mine.id)}/opening`, OPENING);
    expect(response.statusCode).toBe(404);
    expect(await stored(tenant.tenantId, mine.id)).toEqual(EMPTY);
  });
});

describe(`POST /api/employees/{id}/leave-adjustments/corrections (${DB})`, () => {
  it.each(MANAGERS)('lets %s add a correction with its reason, audited', async (role) => {
    const employee = await createEmployee(t.database.db, tenant);
    const response = await call(role, 'POST', `${base(employee.id)}/corrections`, CORRECTION);
    expect(response.statusCode).toBe(201);
    const [correction] = response.json().corrections;
    expect(correction).toEqual({
      correctionId: expect.any(Number),
      ...CORRECTION,
      createdAt: '2026-11-21T10:00:00.000Z',
      createdBy: role.toLowerCase(),
    });
    expect(await leaveAudit(employee.id)).toEqual([
      {
        action: 'leave.correction.create',
        details: { correctionId: correction.correctionId, ...CORRECTION },
      },
    ]);
  });

  it.each(MAY_NOT_CHANGE)('refuses %s with 403 and stores nothing', async (role) => {
    const employee = await createEmployee(t.database.db, tenant);
    const response = await call(role, 'POST', `${base(employee.id)}/corrections`, CORRECTION);
    expect(response.statusCode).toBe(403);
    expect(await stored(tenant.tenantId, employee.id)).toEqual(EMPTY);
  });

  it.each([
    [{ date: '' }, 'date', LEAVE_ADJUSTMENT_MESSAGES.date],
    [{ date: '2026-13-01' }, 'date', 'Ongeldige datum'],
    [{ kind: 'bonus' }, 'kind', LEAVE_ADJUSTMENT_MESSAGES.kind],
    [{ minutes: 0 }, 'minutes', LEAVE_ADJUSTMENT_MESSAGES.correctionMinutes],
    [{ minutes: 12.5 }, 'minutes', LEAVE_ADJUSTMENT_MESSAGES.correctionMinutes],
    [{ minutes: -180_001 }, 'minutes', LEAVE_ADJUSTMENT_MESSAGES.correctionMinutes],
    [{ reason: '   ' }, 'reason', LEAVE_ADJUSTMENT_MESSAGES.reason],
    [{ reason: undefined }, 'reason', LEAVE_ADJUSTMENT_MESSAGES.reason],
    [{ reason: 'x'.repeat(501) }, 'reason', 'hoogstens 500'],
    [{ reason: 'Nul\u0000teken' }, 'reason', 'stuurtekens'],
  ])('refuses %j with 400 naming %s, storing nothing', async (change, field, message) => {
    const employee = await createEmployee(t.database.db, tenant);
    const response = await call('EIGENAAR', 'POST', `${base(employee.id)}/corrections`, {
      ...CORRECTION,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
    expect(response.json().error.message).toContain(message);
    expect(await stored(tenant.tenantId, employee.id)).toEqual(EMPTY);
  });

  it('refuses a correction before the opening balance’s year (400 naming date)', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    await call('EIGENAAR', 'PUT', `${base(employee.id)}/opening`, OPENING);
    const response = await call('EIGENAAR', 'POST', `${base(employee.id)}/corrections`, {
      ...CORRECTION,
      date: '2025-12-31',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      field: 'date',
      message: LEAVE_ADJUSTMENT_MESSAGES.beforeOpening,
    });
    expect(await stored(tenant.tenantId, employee.id)).toEqual({ openings: 1, corrections: 0 });
  });

  it('adds one correction for one Idempotency-Key and replays the first answer', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    const key = { 'idempotency-key': `leave-${employee.id}-abcdefghijklmnop` };
    const url = `${base(employee.id)}/corrections`;
    const first = await call('HUMANRESOURCE', 'POST', url, CORRECTION, key);
    const again = await call('HUMANRESOURCE', 'POST', url, CORRECTION, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await stored(tenant.tenantId, employee.id)).toEqual({ openings: 0, corrections: 1 });
  });

  it("cannot reach another tenant's or an out-of-reach employee", async () => {
    const mine = await createEmployee(t.database.db, tenant);
    const theirs = await createEmployee(t.database.db, other);
    const url = (id: number) => `${base(id)}/corrections`;
    expect((await call('other tenant', 'POST', url(mine.id), CORRECTION)).statusCode).toBe(404);
    expect((await call('EIGENAAR', 'POST', url(theirs.id), CORRECTION)).statusCode).toBe(404);
    expect(await stored(tenant.tenantId, mine.id)).toEqual(EMPTY);
    expect(await stored(other.tenantId, theirs.id)).toEqual(EMPTY);
  });
});

describe(`a closed month (${DB})`, () => {
  const OCTOBER_CLOSED = { code: 'CONFLICT', message: monthClosedMessage(2026, 10) };

  /** An employee of a company of its own whose October 2026 is closed (on 21 November). */
  async function inClosedOctober() {
    t.clock.set(new Date('2026-11-21T10:00:00Z'));
    const companyId = await createCompany(t.database.db, tenant);
    const employee = await createEmployee(t.database.db, tenant, { companyId });
    const close = () =>
      call('EIGENAAR', 'POST', '/api/months/close', { companyId, year: 2026, month: 10 });
    return { employee, close };
  }

  it('refuses a correction dated in it (409 naming date), takes one dated after it', async () => {
    const { employee, close } = await inClosedOctober();
    expect((await close()).statusCode).toBe(200);
    const url = `${base(employee.id)}/corrections`;
    const inOctober = await call('HUMANRESOURCE', 'POST', url, {
      ...CORRECTION,
      date: '2026-10-15',
    });
    expect(inOctober.statusCode).toBe(409);
    expect(inOctober.json().error).toEqual({ ...OCTOBER_CLOSED, field: 'date' });
    expect(await stored(tenant.tenantId, employee.id)).toEqual(EMPTY);
    expect(await leaveAudit(employee.id)).toEqual([]);

    const inNovember = await call('HUMANRESOURCE', 'POST', url, {
      ...CORRECTION,
      date: '2026-11-02',
    });
    expect(inNovember.statusCode).toBe(201);
  });

  it('keeps the opening balance of a year with a closed month (409 naming year)', async () => {
    const { employee, close } = await inClosedOctober();
    const url = `${base(employee.id)}/opening`;
    expect((await call('HUMANRESOURCE', 'PUT', url, OPENING)).statusCode).toBe(200);
    expect((await close()).statusCode).toBe(200);

    const changed = await call('HUMANRESOURCE', 'PUT', url, { ...OPENING, pots: [] });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toEqual({ ...OCTOBER_CLOSED, field: 'year' });
    // Moving the start to a later year would drop the closed year's balance too.
    const moved = await call('HUMANRESOURCE', 'PUT', url, { year: 2027, pots: [] });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error).toEqual({ ...OCTOBER_CLOSED, field: 'year' });
    const answer = await call('HUMANRESOURCE', 'GET', base(employee.id));
    expect(answer.json().opening).toMatchObject({ year: 2026, pots: expect.any(Array) });
    expect(answer.json().opening.pots).toHaveLength(3);
    expect((await leaveAudit(employee.id)).map((row) => row.action)).toEqual([
      'leave.opening.change',
    ]);
  });

  it('takes an opening balance for a year none of whose months is closed', async () => {
    const { employee, close } = await inClosedOctober();
    expect((await close()).statusCode).toBe(200);
    const response = await call('HUMANRESOURCE', 'PUT', `${base(employee.id)}/opening`, {
      year: 2027,
      pots: [{ kind: 'statutory', accrualYear: 2026, minutes: 480 }],
    });
    expect(response.statusCode).toBe(200);
  });
});

describe(`the balance's reads of HR's entries (${DB})`, () => {
  it('give leaveBalance its firstYear, opening pots and corrections by date', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    const without = await createEmployee(t.database.db, tenant, {
      companyId: await createCompany(t.database.db, tenant),
    });
    await call('EIGENAAR', 'PUT', `${base(employee.id)}/opening`, OPENING);
    await call('EIGENAAR', 'POST', `${base(employee.id)}/corrections`, {
      ...CORRECTION,
      date: '2026-09-01',
      minutes: 480,
      kind: 'extra',
    });
    await call('EIGENAAR', 'POST', `${base(employee.id)}/corrections`, CORRECTION);
    const [openings, corrections] = await withTenant(t.database.db, tenant.tenantId, (tx) => {
      const scope = { tenantId: tenant.tenantId, tx };
      return Promise.all([
        leaveOpeningsOf(scope, [employee.id, without.id]),
        leaveCorrectionsOf(scope, [employee.id, without.id]),
      ]);
    });
    expect(openings.get(employee.id)).toEqual({
      firstYear: 2026,
      opening: [
        { kind: 'extra', accrualYear: 2023, minutes: -120 },
        { kind: 'extra', accrualYear: 2025, minutes: 1440 },
        { kind: 'statutory', accrualYear: 2025, minutes: 960 },
      ],
    });
    expect(openings.has(without.id)).toBe(false);
    expect(corrections.get(employee.id)).toEqual([
      { date: '2026-03-02', kind: 'statutory', minutes: -240 },
      { date: '2026-09-01', kind: 'extra', minutes: 480 },
    ]);
    expect(corrections.get(without.id)).toEqual([]);
  });
});
