import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requireTenant } from '../auth/api-guard';
import { queryRows } from '../db/query-rows';
import { companies } from '../db/schema/index';
import { authHeaders, createTestTenant, loginAs, type TestTenant } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;

const probeResponse = z.object({
  currentUser: z.string(),
  isSuperuser: z.boolean(),
  visibleTenants: z.array(z.string()),
  companiesWithoutTenant: z.number(),
  insertForOtherTenant: z.string(),
});

beforeAll(async () => {
  t = await createTestApp((app) => {
    // Looks at the database from inside a real request, through the same transaction a route gets.
    app.get(
      '/api/test/rls',
      { config: { policy: 'companies.view' }, schema: { response: { 200: probeResponse } } },
      async (request) => {
        const { tx } = requireTenant(request);
        const [who] = await queryRows(
          tx,
          z.object({ current_user: z.string(), rolsuper: z.boolean() }),
          sql`select current_user, (select rolsuper from pg_roles where rolname = current_user) as rolsuper`,
        );
        const visible = await tx.selectDistinct({ tenantId: companies.tenantId }).from(companies);

        await tx.execute(sql`savepoint probe`);
        await tx.execute(sql`select set_config('app.tenant_id', '', true)`);
        const [none] = await tx.select({ n: sql<number>`count(*)::int` }).from(companies);
        await tx.execute(sql`rollback to savepoint probe`);

        let insertForOtherTenant = 'allowed';
        await tx.execute(sql`savepoint foreign_insert`);
        try {
          await tx.insert(companies).values({
            tenantId: other.tenantId,
            companyName: 'Inbraak',
            emailAddress: 'x@example.test',
          });
        } catch (error) {
          insertForOtherTenant = String(
            (error as { cause?: { message?: string } }).cause?.message ?? error,
          );
        }
        await tx.execute(sql`rollback to savepoint foreign_insert`);

        return {
          currentUser: who?.current_user ?? '',
          isSuperuser: who?.rolsuper ?? true,
          visibleTenants: visible.map((v) => v.tenantId),
          companiesWithoutTenant: none?.n ?? -1,
          insertForOtherTenant,
        };
      },
    );
  });
  tenant = await createTestTenant(t.database.db);
  other = await createTestTenant(t.database.db);
});
afterAll(() => t.close());

describe(`row-level security inside a request (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('runs as a non-superuser, sees only its tenant, nothing without a tenant, and cannot write for another', async () => {
    const token = await loginAs(t.app, tenant, 'EIGENAAR');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/rls',
      headers: authHeaders(token, tenant.tenantId),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.currentUser).toBe('klokwerk_app');
    expect(body.isSuperuser).toBe(false);
    expect(body.visibleTenants).toEqual([tenant.tenantId]);
    expect(body.companiesWithoutTenant).toBe(0);
    expect(body.insertForOtherTenant).toMatch(/row-level security/);
  });
});

describe('the catalog', () => {
  it('forces row-level security with the tenant policy on every table that has a tenant_id, except the global ones', async () => {
    const rows = await queryRows(
      t.database.db,
      z.object({
        table_name: z.string(),
        forced: z.boolean(),
        enabled: z.boolean(),
        policies: z.number(),
      }),
      sql`
      select c.relname as table_name, c.relforcerowsecurity as forced, c.relrowsecurity as enabled,
             (select count(*)::int from pg_policies p where p.tablename = c.relname and p.policyname = 'tenant_isolation') as policies
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind = 'r'
        and exists (select 1 from information_schema.columns col
                    where col.table_schema = 'public' and col.table_name = c.relname and col.column_name = 'tenant_id')
      order by 1`,
    );
    const global = ['login_attempts', 'outbox'];
    const unprotected = rows
      .filter((r) => !global.includes(r.table_name) && !(r.forced && r.enabled && r.policies === 1))
      .map((r) => r.table_name);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(unprotected).toEqual([]);
  });
});
