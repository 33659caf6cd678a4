import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../tenancy/tenant-context';
import { createTestTenant, createUser, type TestTenant } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { users } from './schema/index';
import { uniqueViolation } from './unique-violation';

let t: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db);
});
afterAll(() => t.close());

/** The error the database raises for `values`, or null when the insert succeeds. */
async function insertError(values: { userName: string; email: string; roles: string[] }) {
  try {
    await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.insert(users).values({ ...values, tenantId: tenant.tenantId, passwordHash: 'x' }),
    );
    return null;
  } catch (error) {
    return error;
  }
}

describe(`uniqueViolation (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("names the unique index a driver's error ran into, through Drizzle's wrapper", async () => {
    const taken = await createUser(t.database.db, tenant);
    const sameName = await insertError({
      userName: taken.userName.toUpperCase(),
      email: 'vrij@example.test',
      roles: ['MEDEWERKER'],
    });
    expect(uniqueViolation(sameName)).toBe('users_user_name_key');
    const sameEmail = await insertError({
      userName: `vrij${taken.id}`,
      email: taken.email ?? '',
      roles: ['MEDEWERKER'],
    });
    expect(uniqueViolation(sameEmail)).toBe('users_email_key');
  });

  it('answers null for any other error', async () => {
    const noRole = await insertError({ userName: 'zonderrol', email: 'z@example.test', roles: [] });
    expect(noRole).not.toBeNull();
    expect(uniqueViolation(noRole)).toBeNull();
    expect(uniqueViolation(new Error('iets anders'))).toBeNull();
  });
});
