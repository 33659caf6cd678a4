import { employeesOfCompanyCall } from '@klokwerk/contract/employees';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requireTenant } from '../auth/api-guard';
import { employees } from '../db/schema/index';
import { authHeaders, createEmployee, createTestTenant, loginAs } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { compileSerializer, serializerSchema } from './serializer';

describe('the compiled serializer', () => {
  const schema = z.object({
    id: z.int(),
    name: z.string(),
    born: z.iso.date().nullable(),
    team: z.object({ id: z.int(), name: z.string() }).nullable(),
    wage: z.number().optional(),
  });

  it('writes only the fields the schema names, also in nested objects', () => {
    const json = compileSerializer(schema)({
      id: 1,
      name: 'Jan "de kok"',
      born: null,
      team: { id: 2, name: 'Keuken', tenantId: 'x' },
      passwordHash: '$argon2id$…',
      bsnEncrypted: 'geheim',
    });
    expect(JSON.parse(json)).toEqual({
      id: 1,
      name: 'Jan "de kok"',
      born: null,
      team: { id: 2, name: 'Keuken' },
    });
  });

  it('leaves out an optional field that is absent and writes it when present', () => {
    const serialize = compileSerializer(schema);
    const base = { id: 1, name: 'A', born: '2000-02-29', team: null };
    expect(JSON.parse(serialize(base))).not.toHaveProperty('wage');
    expect(JSON.parse(serialize({ ...base, wage: 12.5 })).wage).toBe(12.5);
  });

  it('turns nullable unions into plain nullable types (no per-value branch validation)', () => {
    expect(JSON.stringify(serializerSchema(schema))).not.toContain('anyOf');
  });
});

describe('a route answering whole database rows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp((app) => {
      // A careless query: every column of the table, tenant_id and the BSN included.
      app.get(
        '/api/test/careless',
        {
          config: { policy: 'employees.view' },
          schema: { response: { 200: employeesOfCompanyCall.response } },
        },
        async (request) => {
          const rows = await requireTenant(request).tx.select().from(employees);
          return rows.map((row) => ({ ...row, employeeId: row.id, jobTitle: null }));
        },
      );
    });
  });
  afterAll(() => t.close());

  it('never lets a column the answer does not name leave the server', async () => {
    const tenant = await createTestTenant(t.database.db);
    await createEmployee(t.database.db, tenant, { bsnEncrypted: 'bsn-ciphertext' });
    const token = await loginAs(t.app, tenant, 'EIGENAAR');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/careless',
      headers: authHeaders(token, tenant.tenantId),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('bsn-ciphertext');
    expect(response.body).not.toContain(tenant.tenantId);
    const [row] = response.json<Array<Record<string, unknown>>>();
    expect(row).not.toHaveProperty('bsnEncrypted');
    expect(row).not.toHaveProperty('tenantId');
    expect(row).not.toHaveProperty('createdAt');
    expect(row).toHaveProperty('firstName');
  });
});
