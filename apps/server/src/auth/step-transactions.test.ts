import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { recordAudit } from '../audit/audit-log';
import { queryRows } from '../db/query-rows';
import { auditLog } from '../db/schema/index';
import { AppError } from '../http/errors';
import { withTenant } from '../tenancy/tenant-context';
import { authHeaders, createTestTenant, loginAs, type TestTenant } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { requireTenant } from './api-guard';
import { requireSteps } from './step-transactions';

let t: TestApp;
let tenant: TestTenant;
let token: string;
/** Opens the slow route's middle part, which waits until the test lets it go. */
let release: () => void = () => {};
let working: Promise<void> = Promise.resolve();
let started: () => void = () => {};
/** How often the failing route's release step ran. */
let released = 0;

const slowAnswer = z.object({ phaseOne: z.string(), phaseTwo: z.string(), tenant: z.string() });

async function setting(tx: Parameters<typeof queryRows>[0], name: string): Promise<string> {
  const [row] = await queryRows(
    tx,
    z.object({ value: z.string().nullable() }),
    sql`select current_setting(${name}, true) as "value"`,
  );
  return row?.value ?? '';
}

beforeAll(async () => {
  t = await createTestApp((app) => {
    app.post(
      '/api/test/slow',
      {
        config: { policy: 'settings.view', transactions: 'steps' },
        schema: { response: { 200: slowAnswer } },
      },
      async (request) => {
        const steps = requireSteps(request);
        const phaseOne = await steps.step(async (ctx) => {
          await ctx.tx.execute(sql`select set_config('app.phase', 'een', true)`);
          return setting(ctx.tx, 'app.phase');
        });
        started();
        await working;
        return steps.answer(async (second) => ({
          phaseOne,
          // A transaction-local setting of the first transaction is gone: a new one.
          phaseTwo: await setting(second.tx, 'app.phase'),
          tenant: await setting(second.tx, 'app.tenant_id'),
        }));
      },
    );
    app.post(
      '/api/test/taken',
      {
        config: { policy: 'settings.view', transactions: 'steps' },
        schema: { response: { 200: slowAnswer } },
      },
      async (request) => {
        const steps = requireSteps(request);
        // What a step takes in its own transaction stays, whatever follows.
        await steps.step((own) =>
          recordAudit(own, { action: 'test.taken', entity: 'test', entityId: 1 }),
        );
        steps.finally(async (step) => {
          await step(async () => {
            released += 1;
          });
        });
        return steps.answer(async (): Promise<z.infer<typeof slowAnswer>> => {
          throw new AppError('CONFLICT', 'Het schrijven lukte niet.');
        });
      },
    );
    app.get(
      '/api/test/quick',
      {
        config: { policy: 'settings.view' },
        schema: { response: { 200: z.object({ ok: z.literal(true) }) } },
      },
      async (request) => {
        await setting(requireTenant(request).tx, 'app.tenant_id');
        return { ok: true as const };
      },
    );
  });
  tenant = await createTestTenant(t.database.db);
  token = await loginAs(t.app, tenant, 'EIGENAAR');
});
afterAll(() => t.close());

describe('a route that runs its steps in transactions of their own', () => {
  it('holds no transaction while it works: another request is answered meanwhile', async () => {
    working = new Promise((resolve) => {
      release = resolve;
    });
    const inTheMiddle = new Promise<void>((resolve) => {
      started = resolve;
    });
    const headers = authHeaders(token, tenant.tenantId);
    const slow = t.app.inject({ method: 'POST', url: '/api/test/slow', headers, payload: {} });
    await inTheMiddle;
    // On the embedded database an open transaction would keep this one waiting for good.
    const quick = await t.app.inject({ method: 'GET', url: '/api/test/quick', headers });
    expect(quick.statusCode).toBe(200);
    release();
    const answer = await slow;
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ phaseOne: 'een', phaseTwo: '', tenant: tenant.tenantId });
  });

  it('commits what a step takes in its own transaction, and gives it back after a failed write', async () => {
    const headers = authHeaders(token, tenant.tenantId);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/test/taken',
      headers,
      payload: {},
    });
    expect(answer.statusCode).toBe(409);
    expect(released).toBe(1);
    const taken = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, tenant.tenantId), eq(auditLog.action, 'test.taken'))),
    );
    expect(taken).toEqual([{ action: 'test.taken' }]);
  });
});
