import { CUSTOMER_ROLES, type Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index';
import { AppError } from '../../http/errors';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  contextAs,
  createCompany,
  createTestTenant,
  createUser,
  loginAs,
  signIn,
  type TestTenant,
} from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { assignRole } from './service';

/** Written out by hand from docs/roles-and-policies.md#role-assignment ("Role assignment"). */
const MAY_ASSIGN: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE'];
const REFUSED: Role[] = ['ACCOUNTANT', 'ROOSTERMAKER', 'FLOORMANAGER', 'MEDEWERKER', 'KLOKSYSTEEM'];
const ASSIGNABLE: Record<string, Role[]> = {
  EINDBAAS: [
    'EIGENAAR',
    'ACCOUNTANT',
    'HUMANRESOURCE',
    'MEDEWERKER',
    'KLOKSYSTEEM',
    'ROOSTERMAKER',
  ],
  EIGENAAR: [
    'EIGENAAR',
    'ACCOUNTANT',
    'HUMANRESOURCE',
    'MEDEWERKER',
    'KLOKSYSTEEM',
    'ROOSTERMAKER',
  ],
  BAAS: ['EIGENAAR', 'ACCOUNTANT', 'HUMANRESOURCE', 'MEDEWERKER', 'KLOKSYSTEEM', 'ROOSTERMAKER'],
  HUMANRESOURCE: ['ACCOUNTANT', 'HUMANRESOURCE', 'MEDEWERKER', 'KLOKSYSTEEM', 'ROOSTERMAKER'],
};
const LAST_OWNER =
  'Dit is het laatste account met de rol Eigenaar of Eindbaas; het bedrijf moet er een houden.';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const tokens: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  tenant = await createTestTenant(t.database.db, { roles: [...MAY_ASSIGN, ...REFUSED] });
  other = await createTestTenant(t.database.db, { roles: ['MEDEWERKER'] });
  for (const role of [...MAY_ASSIGN, ...REFUSED]) tokens[role] = await loginAs(t.app, tenant, role);
});
afterAll(() => t.close());

function assign(
  userName: string,
  body: unknown,
  token: string,
  tenantId: string = tenant.tenantId,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/users/${encodeURIComponent(userName)}/roles`,
    headers: authHeaders(token, tenantId),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function rolesOf(forTenant: TestTenant, userId: number) {
  const [row] = await withTenant(t.database.db, forTenant.tenantId, (tx) =>
    tx
      .select({ roles: users.roles, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, userId)),
  );
  return row;
}

describe('POST /api/users/{userName}/roles', () => {
  it('gives the user the one role, ends their older tokens and writes the audit log', async () => {
    const target = await createUser(t.database.db, tenant, { roles: ['HUMANRESOURCE'] });
    const oldToken = await signIn(t.app, tenant.tenantId, target.userName);
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/users/company/${tenant.companyId}`,
      headers: authHeaders(oldToken, tenant.tenantId),
    });
    expect(before.statusCode).toBe(200);

    const response = await assign(target.userName, ['MEDEWERKER'], tokens.EIGENAAR ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userName: target.userName, roles: ['MEDEWERKER'] });
    expect(await rolesOf(tenant, target.id)).toEqual({ roles: ['MEDEWERKER'], tokenVersion: 1 });

    // At once, although the old version was cached by the request above.
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/users/company/${tenant.companyId}`,
      headers: authHeaders(oldToken, tenant.tenantId),
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('TOKEN_INVALID');
    const fresh = await signIn(t.app, tenant.tenantId, target.userName);
    expect(decodeJwt(fresh).roles).toEqual(['MEDEWERKER']);

    const [entry] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'role.change'), eq(auditLog.entityId, target.id))),
    );
    expect(entry).toMatchObject({
      actorUserId: tenant.users.EIGENAAR?.id,
      entity: 'user',
      details: { userName: target.userName, before: ['HUMANRESOURCE'], after: ['MEDEWERKER'] },
    });
  });

  it('finds the user whatever the case of the name, and replaces every role the user held', async () => {
    const target = await createUser(t.database.db, tenant, {
      userName: `Sanne${Date.now()}`,
      roles: ['MEDEWERKER', 'ACCOUNTANT'],
    });
    const response = await assign(
      target.userName.toUpperCase(),
      ['ROOSTERMAKER'],
      tokens.BAAS ?? '',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userName: target.userName, roles: ['ROOSTERMAKER'] });
  });

  it('changes nothing, not even the token version, when the user already has the role', async () => {
    const target = await createUser(t.database.db, tenant, { roles: ['MEDEWERKER'] });
    const response = await assign(target.userName, ['MEDEWERKER'], tokens.EIGENAAR ?? '');
    expect(response.statusCode).toBe(200);
    expect(await rolesOf(tenant, target.id)).toEqual({ roles: ['MEDEWERKER'], tokenVersion: 0 });
  });

  it.each(MAY_ASSIGN)(
    'lets %s assign exactly its list of roles (403 for the others)',
    async (actor) => {
      const target = await createUser(t.database.db, tenant, { roles: ['MEDEWERKER'] });
      const allowed = ASSIGNABLE[actor] ?? [];
      for (const role of CUSTOMER_ROLES) {
        const response = await assign(target.userName, [role], tokens[actor] ?? '');
        if (allowed.includes(role)) {
          expect(response.statusCode, `${actor} → ${role}`).toBe(200);
        } else {
          expect(response.statusCode, `${actor} → ${role}`).toBe(403);
          expect(response.json().error.code).toBe('FORBIDDEN');
        }
      }
    },
  );

  it('says why a role may not be given', async () => {
    const target = await createUser(t.database.db, tenant, { roles: ['MEDEWERKER'] });
    const eigenaar = await assign(target.userName, ['EIGENAAR'], tokens.HUMANRESOURCE ?? '');
    expect(eigenaar.json().error.message).toBe('Je mag de rol Eigenaar niet toekennen.');
    const eindbaas = await assign(target.userName, ['EINDBAAS'], tokens.EINDBAAS ?? '');
    expect(eindbaas.statusCode).toBe(403);
    expect(eindbaas.json().error.message).toBe(
      'De rol Eindbaas wordt alleen door de beheerder van Klokwerk gegeven of gewijzigd.',
    );
    expect((await rolesOf(tenant, target.id))?.roles).toEqual(['MEDEWERKER']);
  });

  it.each(REFUSED)('refuses %s with 403, whatever the body', async (role) => {
    const target = await createUser(t.database.db, tenant, { roles: ['MEDEWERKER'] });
    for (const body of [['ROOSTERMAKER'], []]) {
      const response = await assign(target.userName, body, tokens[role] ?? '');
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    expect((await rolesOf(tenant, target.id))?.roles).toEqual(['MEDEWERKER']);
  });

  it('says "Kies een rol" without a role, and refuses two roles or an unknown one', async () => {
    const target = await createUser(t.database.db, tenant, { roles: ['MEDEWERKER'] });
    const cases: Array<[unknown, string]> = [
      [undefined, 'Kies een rol'],
      [[], 'Kies een rol'],
      [[''], 'Kies een rol'],
      [['  '], 'Kies een rol'],
      [['MEDEWERKER', 'ACCOUNTANT'], 'Kies precies één rol.'],
      [['KONING'], 'Onbekende rol "KONING".'],
    ];
    for (const [body, message] of cases) {
      const response = await assign(target.userName, body, tokens.EIGENAAR ?? '');
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
      expect(response.json().error.message).toContain(message);
    }
  });

  it('refuses to change the role of someone ranked above the caller', async () => {
    const response = await assign('eigenaar', ['MEDEWERKER'], tokens.HUMANRESOURCE ?? '');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      'Je mag de rol van iemand met een hogere rol niet wijzigen.',
    );
    expect((await rolesOf(tenant, tenant.users.EIGENAAR?.id ?? 0))?.roles).toEqual(['EIGENAAR']);
  });

  it("never changes an EINDBAAS's role through the API, not even by another EINDBAAS", async () => {
    const eindbaas = await createUser(t.database.db, tenant, { roles: ['EINDBAAS'] });
    for (const actor of ['EINDBAAS', 'EIGENAAR'] as const) {
      const response = await assign(eindbaas.userName, ['EIGENAAR'], tokens[actor] ?? '');
      expect(response.statusCode).toBe(403);
    }
    expect((await rolesOf(tenant, eindbaas.id))?.roles).toEqual(['EINDBAAS']);
  });

  it('keeps an EIGENAAR or EINDBAAS in the tenant', async () => {
    const small = await createTestTenant(t.database.db, { roles: ['BAAS'] });
    const owner = small.users.EIGENAAR?.id ?? 0;
    const ownerToken = await loginAs(t.app, small, 'EIGENAAR');
    const baasToken = await loginAs(t.app, small, 'BAAS');

    for (const token of [ownerToken, baasToken]) {
      const response = await assign('eigenaar', ['MEDEWERKER'], token, small.tenantId);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({ code: 'FORBIDDEN', message: LAST_OWNER });
    }
    expect((await rolesOf(small, owner))?.roles).toEqual(['EIGENAAR']);

    // With a second owner the first may step down.
    const second = await createUser(t.database.db, small, { roles: ['MEDEWERKER'] });
    expect(
      (await assign(second.userName, ['EIGENAAR'], baasToken, small.tenantId)).statusCode,
    ).toBe(200);
    expect((await assign('eigenaar', ['MEDEWERKER'], baasToken, small.tenantId)).statusCode).toBe(
      200,
    );
    const last = await assign(second.userName, ['ACCOUNTANT'], baasToken, small.tenantId);
    expect(last.json().error.message).toBe(LAST_OWNER);
  });

  it('lets an EIGENAAR step down when an EINDBAAS remains', async () => {
    const small = await createTestTenant(t.database.db);
    await createUser(t.database.db, small, { roles: ['EINDBAAS'] });
    const ownerToken = await loginAs(t.app, small, 'EIGENAAR');
    const response = await assign('eigenaar', ['HUMANRESOURCE'], ownerToken, small.tenantId);
    expect(response.statusCode).toBe(200);
  });

  it("answers 404 for another tenant's user and an unknown one, and changes nothing", async () => {
    const foreign = await createUser(t.database.db, other, { userName: `vreemd${Date.now()}` });
    for (const userName of [foreign.userName, 'bestaat-niet']) {
      const response = await assign(userName, ['ROOSTERMAKER'], tokens.EINDBAAS ?? '');
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({
        code: 'NOT_FOUND',
        message: 'Gebruiker niet gevonden.',
      });
    }
    expect((await rolesOf(other, foreign.id))?.roles).toEqual(['MEDEWERKER']);
    // 'medewerker' exists in both tenants: only this tenant's account changes.
    const response = await assign('medewerker', ['ROOSTERMAKER'], tokens.EINDBAAS ?? '');
    expect(response.statusCode).toBe(200);
    const otherMedewerker = other.users.MEDEWERKER?.id ?? 0;
    expect((await rolesOf(other, otherMedewerker))?.roles).toEqual(['MEDEWERKER']);
  });

  it("keeps a company-bound actor to its own company's users (404 otherwise)", async () => {
    const second = await createCompany(t.database.db, tenant);
    const elsewhere = await createUser(t.database.db, tenant, { companyId: second });
    await withTenant(t.database.db, tenant.tenantId, async (tx) => {
      // The policy table lets no company-bound customer role assign roles today.
      const ctx = contextAs(tenant, tx, 'ROOSTERMAKER');
      const refused = assignRole(ctx, elsewhere.userName, 'MEDEWERKER');
      await expect(refused).rejects.toBeInstanceOf(AppError);
      await expect(refused).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });
});

describe('role assignment by the platform operator (HORECAMASTERS)', () => {
  it('gives only HORECAMASTERS.DESIGN and HORECAMASTERS.MEDEWERKER', async () => {
    const platform = await createTestTenant(t.database.db);
    const operator = await createUser(t.database.db, platform, {
      roles: ['HORECAMASTERS'],
      companyId: null,
    });
    const colleague = await createUser(t.database.db, platform, {
      roles: ['HORECAMASTERS.MEDEWERKER'],
      companyId: null,
    });
    const token = await signIn(t.app, platform.tenantId, operator.userName);
    const design = await assign(
      colleague.userName,
      ['HORECAMASTERS.DESIGN'],
      token,
      platform.tenantId,
    );
    expect(design.statusCode).toBe(200);
    for (const role of ['MEDEWERKER', 'EIGENAAR', 'HORECAMASTERS']) {
      const response = await assign(colleague.userName, [role], token, platform.tenantId);
      expect(response.statusCode, role).toBe(403);
    }
  });
});
