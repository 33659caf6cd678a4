import { errorBody } from '@klokwerk/contract/errors';
import { CUSTOMER_ROLES, type Role } from '@klokwerk/domain/roles';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractPeriods } from '../db/schema/index';
import { withTenant } from '../tenancy/tenant-context';
import {
  authHeaders,
  createAvailability,
  createCorrection,
  createEmployee,
  createJobTitle,
  createLeave,
  createSchedule,
  createSickReport,
  createTestTenant,
  createTimeRecord,
  loginAs,
  type TestTenant,
} from '../test/factories';
import { tenantDigest } from '../test/fuzz/database-digest';
import { hostileText, hostileValue, jsonText } from '../test/fuzz/hostile-values';
import { type KnownValues, type SchemaNode, valuesOf } from '../test/fuzz/schema-values';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The fuzz suite: every operation of /api/openapi.json, called with values generated from its
 * schemas and with hostile ones (control characters, lone surrogates, 1 MB strings, wrong
 * types, huge and negative numbers, impossible dates, deep JSON, extra fields, __proto__), with
 * every role's token, none, a forged one and another tenant's, naming this tenant's objects
 * and another tenant's. It holds that
 * - no call is answered with a 500,
 * - every 4xx is the error shape `{ error: { code, message, field? } }` with a message,
 * - a refused call changes no row of either tenant.
 * Reproducible: the seed is fixed (FUZZ_SEED overrides it) and fast-check prints seed and path
 * of a failure. `npm test` makes 5 calls per operation; FUZZ_RUNS=50 (docs/testing.md) makes
 * more, for a change to the routes or the input rules.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);

interface Operation {
  method: string;
  /** '/api/employees/{employeeId}/bsn' */
  path: string;
  params: { name: string; in: string; schema: SchemaNode; required?: boolean }[];
  body: SchemaNode | undefined;
}

interface FuzzRequest {
  auth: string;
  params: Record<string, string>;
  query: Partial<Record<string, string>>;
  body: unknown;
  idempotencyKey: string | null;
}

let t: TestApp;
let mine: TestTenant;
let theirs: TestTenant;
const headersFor = new Map<string, Record<string, string>>();
let known: KnownValues;
let operations: Operation[] = [];

async function seedTenant(tenant: TestTenant): Promise<{ ids: number[]; emails: string[] }> {
  const db = t.database.db;
  const employee = await createEmployee(db, tenant, { phoneNumber: null });
  const job = await createJobTitle(db, tenant);
  const record = await createTimeRecord(db, tenant, { employeeId: employee.id });
  const correction = await createCorrection(db, tenant, {
    employeeId: employee.id,
    requestedTime: new Date('2026-11-02T17:00:00Z'),
  });
  const shift = await createSchedule(db, tenant, { employeeId: employee.id });
  const available = await createAvailability(db, tenant, {
    employeeId: employee.id,
    startTime: new Date('2026-12-01T08:00:00Z'),
    endTime: new Date('2026-12-01T16:00:00Z'),
  });
  const leave = await createLeave(db, tenant, { employeeId: employee.id, startDate: '2026-12-07' });
  const sick = await createSickReport(db, tenant, {
    employeeId: employee.id,
    sickFrom: new Date('2026-11-02T08:00:00Z'),
  });
  // The employee's contract period (every employee gets one), so its calls reach a real row.
  const periods = await withTenant(db, tenant.tenantId, (tx) =>
    tx
      .select({ id: contractPeriods.id })
      .from(contractPeriods)
      .where(eq(contractPeriods.employeeId, employee.id)),
  );
  return {
    ids: [
      tenant.companyId,
      employee.id,
      ...periods.map((period) => period.id),
      job.id,
      job.categoryId,
      record.id,
      correction.id,
      shift.id,
      available.id,
      leave.id,
      sick.id,
      ...Object.values(tenant.users).map((user) => user.id),
    ],
    emails: [employee.email],
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const roles = CUSTOMER_ROLES.filter((role) => role !== 'EIGENAAR') as Role[];
  mine = await createTestTenant(t.database.db, { roles });
  theirs = await createTestTenant(t.database.db);
  const ours = await seedTenant(mine);
  const other = await seedTenant(theirs);
  known = {
    ids: [...ours.ids, ...other.ids],
    emails: [...ours.emails, ...other.emails, 'eigenaar@example.test'],
    roles: [...CUSTOMER_ROLES, 'HORECAMASTERS', 'GEEN_ROL'],
  };
  headersFor.set('none', {});
  headersFor.set('forged', authHeaders('eyJhbGciOiJub25lIn0.e30.', mine.tenantId));
  for (const role of Object.keys(mine.users)) {
    headersFor.set(role, authHeaders(await loginAs(t.app, mine, role), mine.tenantId));
  }
  const otherOwner = await loginAs(t.app, theirs, 'EIGENAAR');
  headersFor.set('other tenant', authHeaders(otherOwner, theirs.tenantId));
  headersFor.set('tenant header mismatch', authHeaders(otherOwner, mine.tenantId));

  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
    paths: Record<
      string,
      Record<
        string,
        Omit<Operation, 'method' | 'path' | 'body'> & {
          parameters?: Operation['params'];
          requestBody?: { content?: Record<string, { schema?: SchemaNode }> };
        }
      >
    >;
  }>();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      params: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
});

afterAll(async () => {
  await t?.close();
});

/** A path segment as a client would escape it; a lone surrogate travels as its raw bytes. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[\ud800-\udfff]/g, '%ED%A0%80');
  }
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

function requestsOf(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.params.filter((p) => p.in === 'path');
  const queryParams = operation.params.filter((p) => p.in === 'query');
  const text = (p: Operation['params'][number]) =>
    fc.oneof(
      { weight: 3, arbitrary: valuesOf(p.schema, known, p.name).map(asText) },
      { weight: 1, arbitrary: hostileText },
    );
  return fc.record({
    auth: fc.constantFrom(...headersFor.keys()),
    params: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, text(p)]))),
    query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, text(p)])), {
      requiredKeys: [],
    }),
    body: operation.body
      ? fc.oneof(
          { weight: 4, arbitrary: valuesOf(operation.body, known) },
          { weight: 1, arbitrary: hostileValue },
        )
      : fc.constant(undefined),
    idempotencyKey: fc.option(
      fc.oneof(fc.constantFrom('fuzz-key-0000000001', 'fuzz-key-0000000002'), hostileText),
      { nil: null },
    ),
  });
}

function send(operation: Operation, request: FuzzRequest): Promise<LightMyRequestResponse> {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    segment(request.params[name] ?? ''),
  );
  const query = new URLSearchParams(
    Object.entries(request.query).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  ).toString();
  const headers: Record<string, string> = { ...headersFor.get(request.auth) };
  if (request.idempotencyKey !== null) headers['idempotency-key'] = request.idempotencyKey;
  const withBody = request.body !== undefined && operation.method !== 'GET';
  if (withBody) headers['content-type'] = 'application/json';
  return t.app.inject({
    method: operation.method as 'GET',
    url: query ? `${path}?${query}` : path,
    headers,
    ...(withBody ? { payload: jsonText(request.body) } : {}),
  });
}

const digest = () => tenantDigest(t.database.db, [mine.tenantId, theirs.tenantId]);

describe('the fuzz suite', () => {
  it('reads every operation of the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(70);
  });

  // One test per operation, made once the document is read: vitest collects tests before
  // beforeAll runs, so the operations are walked inside one test, each with its own seed.
  it('answers every operation without a 500, refusals in the error shape, changing nothing', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    // Only the calls make the fuzz tenants' rows change: the digest taken after one call is the
    // one before the next, read again only after a call that was not refused.
    let lastDigest: string | undefined;
    for (const [index, operation] of operations.entries()) {
      const name = `${operation.method} ${operation.path}`;
      try {
        await fc.assert(
          fc.asyncProperty(requestsOf(operation), async (request) => {
            lastDigest ??= await digest();
            const before = lastDigest;
            lastDigest = undefined;
            const response = await send(operation, request);
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            const where = `${name} → ${response.statusCode} ${response.body.slice(0, 300)}`;
            expect(response.statusCode, where).toBeLessThan(500);
            if (response.statusCode >= 400) {
              expect(response.headers['content-type'], where).toMatch(/^application\/json/);
              const parsed = errorBody.safeParse(response.json());
              expect(parsed.success, where).toBe(true);
              expect(parsed.data?.error.message.length, where).toBeGreaterThan(0);
              const after = await digest();
              expect(after, `${where}: a refused call changed rows`).toBe(before);
              lastDigest = after;
            }
          }),
          { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
        );
      } catch (error) {
        failures.push(`${name} (seed ${SEED + index}): ${String(error).slice(0, 1500)}`);
      }
    }
    // What the calls were answered with, so a run that only ever got 401 would show.
    console.info(
      `fuzz (seed ${SEED}, ${RUNS} per operation): ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  }, 600_000);
});
