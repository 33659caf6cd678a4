import { and, eq } from 'drizzle-orm';
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest';
import { decoyHash, passwordChecks } from '../../auth/passwords';
import { loginAttempts } from '../../db/schema/index';
import { withoutTenant } from '../../tenancy/tenant-context';
import { clientAddress, createTestTenant, type TestTenant } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let tenant: TestTenant;
// The real check, watched: the test counts hash checks instead of timing them.
let verify: MockInstance<typeof passwordChecks.verify>;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db);
  verify = vi.spyOn(passwordChecks, 'verify');
});
afterAll(async () => {
  verify.mockRestore();
  await t.close();
});
beforeEach(() => verify.mockClear());

function login(tenantId: string, userName: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: clientAddress(),
    payload: { tenantId, userName, password: 'Fout12345!' },
  });
}

async function outcomesOf(tenantId: string, userName: string) {
  const rows = await withoutTenant(t.database.db, (tx) =>
    tx
      .select({ outcome: loginAttempts.outcome })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.tenantId, tenantId), eq(loginAttempts.userName, userName))),
  );
  return rows.map((row) => row.outcome);
}

describe('sign-in does the same work whether or not the account exists', () => {
  it('checks one hash, the decoy, for an unknown user, and writes one failed attempt', async () => {
    const response = await login(tenant.tenantId, 'bestaatniet');
    expect(response.statusCode).toBe(401);
    expect(verify.mock.calls).toEqual([[await decoyHash(), 'Fout12345!']]);
    expect(await outcomesOf(tenant.tenantId, 'bestaatniet')).toEqual(['failed']);
  });

  it('checks one hash, the decoy, for an unknown tenant', async () => {
    const response = await login('Bestaat Echt Niet BV', 'eigenaar');
    expect(response.statusCode).toBe(401);
    expect(verify.mock.calls).toEqual([[await decoyHash(), 'Fout12345!']]);
    expect(await outcomesOf('bestaatechtnietbv', 'eigenaar')).toEqual(['failed']);
  });

  it("checks one hash, the user's own, for a wrong password, and writes one failed attempt", async () => {
    const response = await login(tenant.tenantId, 'eigenaar');
    expect(response.statusCode).toBe(401);
    const calls = verify.mock.calls;
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[0]).not.toBe(await decoyHash());
    expect(calls[0]?.[0]).toMatch(/^\$argon2id\$/);
    expect(await outcomesOf(tenant.tenantId, 'eigenaar')).toEqual(['failed']);
  });
});
