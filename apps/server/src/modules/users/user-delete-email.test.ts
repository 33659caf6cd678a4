import type { Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, users } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  createCompany,
  createEmployee,
  createTestTenant,
  createUser,
  loginAs,
  signIn,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Written out by hand from docs/roles-and-policies.md ("Settings cards"). */
const MANAGERS: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE'];
const REFUSED: Role[] = ['ACCOUNTANT', 'ROOSTERMAKER', 'FLOORMANAGER', 'MEDEWERKER', 'KLOKSYSTEEM'];
const LAST_OWNER =
  'Dit is het laatste account met de rol Eigenaar of Eindbaas; het bedrijf moet er een houden.';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, { roles: [...MANAGERS, ...REFUSED] });
  other = await createTestTenant(t.database.db);
  for (const role of [...MANAGERS, ...REFUSED]) tokens[role] = await loginAs(t.app, tenant, role);
});
afterAll(() => t.close());

function remove(email: string, token: string = tokens.EIGENAAR ?? '', tenantId = tenant.tenantId) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/users/delete/${encodeURIComponent(email)}`,
    headers: authHeaders(token, tenantId),
  });
}

function changeEmail(userName: string, body: unknown, role: Role = 'EIGENAAR') {
  return t.app.inject({
    method: 'PUT',
    url: `/api/users/${encodeURIComponent(userName)}/email`,
    headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
    payload: body as object,
  });
}

async function account(forTenant: TestTenant, id: number) {
  const [row] = await withTenant(t.database.db, forTenant.tenantId, (tx) =>
    tx.select().from(users).where(eq(users.id, id)),
  );
  return row ?? null;
}

async function auditOf(action: string, userId: number) {
  return withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, userId))),
  );
}

describe('DELETE /api/users/delete/{email}', () => {
  it('deletes the account (not the employee), writes the audit log and ends its sessions', async () => {
    const employee = await createEmployee(t.database.db, tenant);
    const user = await createUser(t.database.db, tenant, {
      roles: ['HUMANRESOURCE'],
      employeeId: employee.id,
    });
    const session = await signIn(t.app, tenant.tenantId, user.userName);
    const response = await remove((user.email ?? '').toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userName: user.userName, email: user.email });
    expect(await account(tenant, user.id)).toBeNull();
    const [kept] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.select().from(employees).where(eq(employees.id, employee.id)),
    );
    expect(kept?.archivedAt).toBeNull();
    expect(await auditOf('user.delete', user.id)).toEqual([
      expect.objectContaining({
        actorUserId: tenant.users.EIGENAAR?.id,
        details: { userName: user.userName, email: user.email, roles: ['HUMANRESOURCE'] },
      }),
    ]);
    const later = await t.app.inject({
      method: 'GET',
      url: `/api/users/company/${tenant.companyId}`,
      headers: authHeaders(session, tenant.tenantId),
    });
    expect(later.statusCode).toBe(401);
  });

  it("answers 404 when there is no such account, and for another tenant's (nothing deleted)", async () => {
    const foreign = await createUser(t.database.db, other);
    for (const email of ['niemand@example.test', foreign.email ?? '']) {
      const response = await remove(email, tokens.EINDBAAS);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({
        code: 'NOT_FOUND',
        message: 'Gebruiker niet gevonden.',
      });
    }
    expect(await account(other, foreign.id)).not.toBeNull();
  });

  it('deletes accounts of every company of the tenant', async () => {
    const second = await createCompany(t.database.db, tenant);
    const user = await createUser(t.database.db, tenant, { companyId: second });
    expect((await remove(user.email ?? '', tokens.HUMANRESOURCE)).statusCode).toBe(200);
  });

  it.each(MANAGERS)('lets %s delete an account', async (role) => {
    const user = await createUser(t.database.db, tenant);
    expect((await remove(user.email ?? '', tokens[role])).statusCode).toBe(200);
  });

  it.each(REFUSED)('refuses %s with 403 and deletes nothing', async (role) => {
    const user = await createUser(t.database.db, tenant);
    expect((await remove(user.email ?? '', tokens[role])).statusCode).toBe(403);
    expect(await account(tenant, user.id)).not.toBeNull();
  });

  it("refuses one's own account and one ranked above the caller", async () => {
    const own = await remove('humanresource@example.test', tokens.HUMANRESOURCE);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('Je kunt je eigen account niet verwijderen.');
    const above = await remove('eigenaar@example.test', tokens.HUMANRESOURCE);
    expect(above.statusCode).toBe(403);
    expect(above.json().error.message).toBe(
      'Je mag het account van iemand met een hogere rol niet verwijderen.',
    );
    expect(await account(tenant, tenant.users.EIGENAAR?.id ?? 0)).not.toBeNull();
  });

  it('never deletes the last EIGENAAR or EINDBAAS', async () => {
    const small = await createTestTenant(t.database.db, { roles: ['BAAS'] });
    const baas = await loginAs(t.app, small, 'BAAS');
    const response = await remove('eigenaar@example.test', baas, small.tenantId);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'FORBIDDEN', message: LAST_OWNER });
    expect(await account(small, small.users.EIGENAAR?.id ?? 0)).not.toBeNull();

    await createUser(t.database.db, small, { roles: ['EINDBAAS'] });
    expect((await remove('eigenaar@example.test', baas, small.tenantId)).statusCode).toBe(200);
  });
});

describe('PUT /api/users/{userName}/email', () => {
  it('changes the address and writes the audit log', async () => {
    const user = await createUser(t.database.db, tenant);
    const newEmail = `nieuw.${user.id}@example.test`;
    const response = await changeEmail(user.userName, { newEmail: ` ${newEmail} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userName: user.userName, email: newEmail });
    expect((await account(tenant, user.id))?.email).toBe(newEmail);
    expect(await auditOf('user.email_change', user.id)).toEqual([
      expect.objectContaining({
        details: { userName: user.userName, before: user.email, after: newEmail },
      }),
    ]);
  });

  it('says "Ongeldig e-mailadres" for an empty or malformed address', async () => {
    const user = await createUser(t.database.db, tenant);
    for (const newEmail of ['', 'geen-adres', 'a@', null]) {
      const response = await changeEmail(user.userName, { newEmail });
      expect(response.statusCode, String(newEmail)).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'newEmail' });
      expect(response.json().error.message).toContain('Ongeldig e-mailadres');
    }
    expect((await account(tenant, user.id))?.email).toBe(user.email);
  });

  it('answers EMAIL_IN_USE when another account has the address, in any case', async () => {
    const user = await createUser(t.database.db, tenant);
    const taken = await createUser(t.database.db, tenant);
    const response = await changeEmail(user.userName, {
      newEmail: (taken.email ?? '').toUpperCase(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'EMAIL_IN_USE',
      message: 'Het e-mailadres is al in gebruik.',
      field: 'newEmail',
    });
    // Its own address again is no conflict; another tenant's account may have it too.
    expect((await changeEmail(user.userName, { newEmail: user.email })).statusCode).toBe(200);
    const foreign = await createUser(t.database.db, other);
    expect((await changeEmail(user.userName, { newEmail: foreign.email })).statusCode).toBe(200);
  });

  it.each(MANAGERS)('lets %s change an address', async (role) => {
    const user = await createUser(t.database.db, tenant);
    const response = await changeEmail(
      user.userName,
      { newEmail: `${role}.${user.id}@example.test` },
      role,
    );
    expect(response.statusCode).toBe(200);
  });

  it.each(REFUSED)('refuses %s with 403', async (role) => {
    const user = await createUser(t.database.db, tenant);
    const response = await changeEmail(user.userName, { newEmail: 'x@example.test' }, role);
    expect(response.statusCode).toBe(403);
    expect((await account(tenant, user.id))?.email).toBe(user.email);
  });

  it('refuses the address of someone ranked above the caller (it is where their reset links go)', async () => {
    const response = await changeEmail(
      'eigenaar',
      { newEmail: 'kaper@example.test' },
      'HUMANRESOURCE',
    );
    expect(response.statusCode).toBe(403);
    expect((await account(tenant, tenant.users.EIGENAAR?.id ?? 0))?.email).toBe(
      'eigenaar@example.test',
    );
  });

  it("answers 404 for another tenant's user and an unknown one", async () => {
    const foreign = await createUser(t.database.db, other, { userName: `vreemd${Date.now()}` });
    for (const userName of [foreign.userName, 'bestaat-niet']) {
      const response = await changeEmail(userName, { newEmail: 'x@example.test' }, 'EINDBAAS');
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Gebruiker niet gevonden.');
    }
    expect((await account(other, foreign.id))?.email).toBe(foreign.email);
  });
});
