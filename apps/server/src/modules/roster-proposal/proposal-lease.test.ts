import { PROPOSAL_MESSAGES } from '@klokwerk/contract/staffing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalLeases } from '../../db/schema/index';
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

/** The test clock stands at Saturday 21 November 2026; the proposals plan 30 Nov – 6 Dec. */
const WEEK = '2026-11-30';

let t: TestApp;
/** A second server on the same database: the lease must hold across servers. */
let second: TestApp;
let tenant: TestTenant;
let owner: string;
let ownerOnSecond: string;

beforeAll(async () => {
  t = await createTestApp();
  second = await createTestApp();
  tenant = await createTestTenant(t.database.db);
  owner = await loginAs(t.app, tenant, 'EIGENAAR');
  ownerOnSecond = await loginAs(second.app, tenant, 'EIGENAAR');
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** A company of its own with a cook and a Bezetting of one Monday lunch. */
async function companyToPlan(): Promise<number> {
  const db = t.database.db;
  const companyId = await createCompany(db, tenant);
  const kok = (await createJobTitle(db, tenant, { companyId, name: 'Kok' })).id;
  await createEmployee(db, tenant, { companyId, jobTitleId: kok });
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/staffing/company/${companyId}`,
    headers: authHeaders(owner, tenant.tenantId),
    payload: {
      needs: [{ weekday: 1, start: '10:00', end: '14:00', jobTitleId: kok, headcount: 1 }],
      weeklyBudgetCents: null,
    },
  });
  expect(saved.statusCode).toBe(200);
  return companyId;
}

function propose(
  companyId: number,
  on: { app: TestApp; token: string } = { app: t, token: owner },
) {
  return on.app.app.inject({
    method: 'POST',
    url: '/api/schedules/proposal',
    headers: authHeaders(on.token, tenant.tenantId),
    payload: { companyId, week: WEEK, timeLimitSeconds: 1 },
  });
}

function leasesOf(companyId: number) {
  return withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select()
      .from(proposalLeases)
      .where(
        and(eq(proposalLeases.tenantId, tenant.tenantId), eq(proposalLeases.companyId, companyId)),
      ),
  );
}

/** Answers' statuses, sorted: the order in which presses at the same moment win is not fixed. */
async function statuses(answers: ReturnType<typeof propose>[]) {
  const done = await Promise.all(answers);
  for (const refused of done.filter((a) => a.statusCode === 409)) {
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      message: PROPOSAL_MESSAGES.running,
    });
  }
  return done.map((a) => a.statusCode).sort();
}

// Presses sent at the same moment: each takes the lease within a few statements, while the one
// that has it needs its worker thread's start-up alone (a third of a second) before it can end.
describe('one roster proposal per company at a time', () => {
  it('runs one of three presses at the same moment and refuses the others (409), on another server too', async () => {
    const companyId = await companyToPlan();
    const onSecond = { app: second, token: ownerOnSecond };
    expect(
      await statuses([propose(companyId), propose(companyId, onSecond), propose(companyId)]),
    ).toEqual([201, 409, 409]);
    expect(await leasesOf(companyId)).toEqual([]);
    // Once it has ended, the next one runs.
    expect((await propose(companyId, onSecond)).statusCode).toBe(201);
  });

  it('does not hold up a proposal of another company', async () => {
    const busy = await companyToPlan();
    const free = await companyToPlan();
    const [first, again, other] = await Promise.all([
      propose(busy),
      propose(busy),
      propose(free, { app: second, token: ownerOnSecond }),
    ]);
    expect([first.statusCode, again.statusCode].sort()).toEqual([201, 409]);
    expect(other.statusCode).toBe(201);
    expect(other.json()).toMatchObject({ shiftCount: 1, uncovered: [] });
  });

  it('refuses while another server holds the lease, and takes it over once it has expired', async () => {
    const companyId = await companyToPlan();
    // What a server that stopped mid-solve leaves behind: its lease, which nobody gives back.
    await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.insert(proposalLeases).values({
        tenantId: tenant.tenantId,
        companyId,
        holder: 'een-gestopte-server',
        expiresAt: new Date(t.clock().getTime() + 60_000),
      }),
    );
    expect(await statuses([propose(companyId)])).toEqual([409]);
    // The refused one gave back nothing that was not its own.
    expect((await leasesOf(companyId)).map((lease) => lease.holder)).toEqual([
      'een-gestopte-server',
    ]);

    t.clock.advance(60_000);
    expect((await propose(companyId)).statusCode).toBe(201);
    expect(await leasesOf(companyId)).toEqual([]);
  });
});
