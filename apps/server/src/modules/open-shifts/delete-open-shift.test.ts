import { randomUUID } from 'node:crypto';
import { OPEN_SHIFT_MESSAGES } from '@klokwerk/contract/open-shifts';
import type { Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, openShiftClaims, openShifts } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCompany,
  createJobTitle,
  createSignedInEmployee,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { mailsTo } from '../../test/invitations';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Withdrawing an open shift (docs/open-shifts-and-swaps.md#withdrawing-an-open-shift) on a
 * fixed clock: Thursday 26 November 2026, 10:00 in Amsterdam; the shifts lie in December.
 */
const NOW = new Date('2026-11-26T09:00:00Z');
/** Written out by hand from docs/roles-and-policies.md: the roles that publish open shifts. */
const PLANNERS: Role[] = [
  'EINDBAAS',
  'EIGENAAR',
  'BAAS',
  'HUMANRESOURCE',
  'FLOORMANAGER',
  'ROOSTERMAKER',
];
const REFUSED: Role[] = ['ACCOUNTANT', 'KLOKSYSTEEM'];

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let waiter: { id: number };
const tokens: Partial<Record<Role, string>> = {};
let otherOwner: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const db = t.database.db;
  tenant = await createTestTenant(db, { roles: [...PLANNERS, ...REFUSED] });
  other = await createTestTenant(db);
  for (const role of [...PLANNERS, ...REFUSED]) tokens[role] = await loginAs(t.app, tenant, role);
  otherOwner = await loginAs(t.app, other, 'EIGENAAR');
  waiter = await createJobTitle(db, tenant, { name: 'Bediening' });
});
beforeEach(() => t.clock.set(NOW));
afterAll(() => t.close());

function send(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  tenantId: string = tenant.tenantId,
) {
  return t.app.inject({ method, url, headers: authHeaders(token, tenantId) });
}

const owner = () => tokens.EIGENAAR ?? '';
const remove = (token: string, openShiftId: number, tenantId?: string) =>
  send(token, 'DELETE', `/api/open-shifts/${openShiftId}`, tenantId);

let day = 0;
/** A new open shift on a day of its own in December, 10:00–18:00, published by the owner. */
async function openShift(
  of: { companyId: number; jobTitleId: number } = {
    companyId: tenant.companyId,
    jobTitleId: waiter.id,
  },
): Promise<number> {
  day += 1;
  const date = `2026-12-${String(1 + (day % 28)).padStart(2, '0')}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/open-shifts',
    headers: authHeaders(owner(), tenant.tenantId),
    payload: {
      ...of,
      startTime: `${date}T10:00:00`,
      endTime: `${date}T18:00:00`,
      places: 2,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ openShiftId: number }>().openShiftId;
}

async function staff(firstName: string) {
  const email = `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.test`;
  return createSignedInEmployee(t.app, t.database.db, tenant, {
    employee: { jobTitleId: waiter.id, firstName, lastName: 'Jansen', email },
  });
}

async function claim(token: string, openShiftId: number): Promise<number> {
  const response = await send(token, 'POST', `/api/open-shifts/${openShiftId}/claim`);
  expect(response.statusCode).toBe(201);
  return response.json<{ claimId: number }>().claimId;
}

async function storedOpenShift(openShiftId: number) {
  const [row] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select({ cancelledAt: openShifts.cancelledAt, filled: openShifts.filled })
      .from(openShifts)
      .where(and(eq(openShifts.tenantId, tenant.tenantId), eq(openShifts.id, openShiftId))),
  );
  return row;
}

async function listed(openShiftId: number): Promise<boolean> {
  const list = await send(owner(), 'GET', `/api/open-shifts/company/${tenant.companyId}`);
  return list.json<Array<{ openShiftId: number }>>().some((o) => o.openShiftId === openShiftId);
}

describe('DELETE /api/open-shifts/{openShiftId}', () => {
  it('withdraws it, declines its pending claims, tells the claimants and audits it', async () => {
    const openShiftId = await openShift();
    const emma = await staff('Emma');
    const lotte = await staff('Lotte');
    const pending = await claim(emma.token, openShiftId);
    const rejected = await claim(lotte.token, openShiftId);
    expect(
      (await send(owner(), 'PUT', `/api/open-shifts/claims/${rejected}/reject`)).statusCode,
    ).toBe(200);

    const response = await remove(tokens.ROOSTERMAKER ?? '', openShiftId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ openShiftId, declinedClaims: 1 });

    // Gone from every read: the planners' list, Mijn rooster, a claim, a second delete.
    expect(await listed(openShiftId)).toBe(false);
    const mine = await send(emma.token, 'GET', '/api/open-shifts/mine');
    expect(
      mine
        .json<{ openShifts: Array<{ openShiftId: number }> }>()
        .openShifts.map((o) => o.openShiftId),
    ).not.toContain(openShiftId);
    const newcomer = await staff('Sem');
    expect(
      (await send(newcomer.token, 'POST', `/api/open-shifts/${openShiftId}/claim`)).statusCode,
    ).toBe(404);
    expect((await remove(owner(), openShiftId)).statusCode).toBe(404);
    expect((await storedOpenShift(openShiftId))?.cancelledAt).toEqual(NOW);

    const claims = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select({
          claimId: openShiftClaims.id,
          status: openShiftClaims.status,
          decidedBy: openShiftClaims.decidedBy,
        })
        .from(openShiftClaims)
        .where(eq(openShiftClaims.openShiftId, openShiftId)),
    );
    expect(claims.find((c) => c.claimId === pending)).toMatchObject({
      status: 'REJECTED',
      decidedBy: tenant.users.ROOSTERMAKER?.id,
    });
    expect(claims.find((c) => c.claimId === rejected)?.status).toBe('REJECTED');

    const told = (await mailsTo(t.database.db, emma.employee.email)).filter((m) =>
      m.subject.includes('verwijderd'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('De planner heeft de open dienst op');
    // Lotte's claim was decided before: she hears nothing more.
    expect(
      (await mailsTo(t.database.db, lotte.employee.email)).filter((m) =>
        m.subject.includes('verwijderd'),
      ),
    ).toEqual([]);

    const audit = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select({ action: auditLog.action, actor: auditLog.actorUserId, details: auditLog.details })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'open_shift'),
            eq(auditLog.entityId, openShiftId),
            eq(auditLog.action, 'open-shift.delete'),
          ),
        ),
    );
    expect(audit).toEqual([
      {
        action: 'open-shift.delete',
        actor: tenant.users.ROOSTERMAKER?.id,
        details: {
          before: {
            jobTitleId: waiter.id,
            startTime: expect.any(String),
            endTime: expect.any(String),
            places: 2,
          },
          declinedClaims: [pending],
        },
      },
    ]);
  });

  it('refuses (409) an open shift of which a place is taken, and changes nothing', async () => {
    const openShiftId = await openShift();
    const daan = await staff('Daan');
    const claimId = await claim(daan.token, openShiftId);
    expect(
      (await send(owner(), 'PUT', `/api/open-shifts/claims/${claimId}/approve`)).statusCode,
    ).toBe(200);
    const response = await remove(owner(), openShiftId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(OPEN_SHIFT_MESSAGES.filled);
    expect(await storedOpenShift(openShiftId)).toEqual({ cancelledAt: null, filled: 1 });
    expect(await listed(openShiftId)).toBe(true);
  });

  it.each(PLANNERS)('lets %s delete an open shift of a company in reach', async (role) => {
    const openShiftId = await openShift();
    expect((await remove(tokens[role] ?? '', openShiftId)).statusCode).toBe(200);
  });

  it.each(REFUSED)('refuses %s (403) and keeps the open shift', async (role) => {
    const openShiftId = await openShift();
    expect((await remove(tokens[role] ?? '', openShiftId)).statusCode).toBe(403);
    expect(await listed(openShiftId)).toBe(true);
  });

  it('refuses staff (403), also those with a claim on it', async () => {
    const openShiftId = await openShift();
    const noor = await staff('Noor');
    await claim(noor.token, openShiftId);
    expect((await remove(noor.token, openShiftId)).statusCode).toBe(403);
    expect(await listed(openShiftId)).toBe(true);
  });

  it("answers 404 for another tenant's open shift and for a company out of reach", async () => {
    const openShiftId = await openShift();
    expect((await remove(otherOwner, openShiftId, other.tenantId)).statusCode).toBe(404);

    // A company-bound planner of the first company, and an open shift of a second one.
    const companyId = await createCompany(t.database.db, tenant);
    const title = await createJobTitle(t.database.db, tenant, { companyId, name: 'Bar' });
    const elsewhere = await openShift({ companyId, jobTitleId: title.id });
    expect((await remove(tokens.FLOORMANAGER ?? '', elsewhere)).statusCode).toBe(404);

    expect((await storedOpenShift(openShiftId))?.cancelledAt).toBeNull();
    expect((await storedOpenShift(elsewhere))?.cancelledAt).toBeNull();
  });
});
