import type { Role } from '@klokwerk/domain/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passwordResets, users } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  authHeaders,
  clientAddress,
  createCompany,
  createEmployee,
  createTestTenant,
  createUser,
  loginAs,
  signIn,
  TEST_PASSWORD,
  type TestTenant,
} from '../../test/factories';
import { linksIn, mailsTo } from '../../test/invitations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashLinkToken } from '../registration/link-token';

/** Written out by hand from docs/roles-and-policies.md ("Settings cards"). */
const MANAGERS: Role[] = ['EINDBAAS', 'EIGENAAR', 'BAAS', 'HUMANRESOURCE'];
const REFUSED: Role[] = ['ACCOUNTANT', 'ROOSTERMAKER', 'FLOORMANAGER', 'MEDEWERKER', 'KLOKSYSTEEM'];
const NEW_PASSWORD = 'Nieuw-Wachtwoord7';
const INVALID = 'Deze resetlink is ongeldig of verlopen.';
const HOUR = 60 * 60_000;

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
// Tests that move the clock to expire a link put it back even when they fail.
afterEach(() => t.clock.set(new Date('2026-11-21T10:00:00Z')));

function requestReset(userName: string, role: Role = 'EIGENAAR') {
  return t.app.inject({
    method: 'POST',
    url: `/api/users/${encodeURIComponent(userName)}/password-reset`,
    headers: authHeaders(tokens[role] ?? '', tenant.tenantId),
  });
}

function reset(token: string, payload: object, tenantName: string | null = tenant.tenantId) {
  return t.app.inject({
    method: 'POST',
    url: `/api/users/reset-password/${token}${tenantName === null ? '' : `?tenant=${tenantName}`}`,
    remoteAddress: clientAddress(),
    headers: tenantName ? { 'x-tenant-id': tenantName } : {},
    payload,
  });
}

/** Asks a reset for a fresh account and answers the token from its mail. */
async function resetLinkFor(user: { userName: string; email: string | null }) {
  const response = await requestReset(user.userName);
  expect(response.statusCode).toBe(200);
  const [mail] = await mailsTo(t.database.db, user.email ?? '');
  return linksIn(mail?.text ?? '')['/reset-password']?.token ?? '';
}

function resetsOf(userId: number) {
  return withTenant(t.database.db, tenant.tenantId, (tx) =>
    tx.select().from(passwordResets).where(eq(passwordResets.userId, userId)),
  );
}

describe('POST /api/users/{userName}/password-reset', () => {
  it('mails a 1-hour link to the user and stores only its hash', async () => {
    const employee = await createEmployee(t.database.db, tenant, { firstName: 'Fleur' });
    const user = await createUser(t.database.db, tenant, { employeeId: employee.id });
    const response = await requestReset(user.userName.toUpperCase());
    expect(response.statusCode).toBe(200);
    const expiresAt = new Date(t.clock().getTime() + HOUR);
    expect(response.json()).toEqual({ email: user.email, expiresAt: expiresAt.toISOString() });

    const [mail] = await mailsTo(t.database.db, user.email ?? '');
    expect(mail?.subject).toBe('Nieuw wachtwoord instellen voor Klokwerk');
    expect(mail?.text).toContain('Hallo Fleur,');
    expect(mail?.text).toContain(`"${user.userName}"`);
    expect(mail?.text).toContain('1 uur, tot 21-11-2026 om 12:00');
    const link = linksIn(mail?.text ?? '')['/reset-password'];
    expect(link?.tenant).toBe(tenant.tenantId);
    const [row] = await resetsOf(user.id);
    expect(row?.tokenHash).toBe(hashLinkToken(link?.token ?? ''));
    expect(row?.expiresAt.toISOString()).toBe(expiresAt.toISOString());

    const [entry] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, 'user.password_reset_link'), eq(auditLog.entityId, user.id)),
        ),
    );
    expect(entry?.actorUserId).toBe(tenant.users.EIGENAAR?.id);
  });

  it('makes an earlier link stop working when a new one is sent', async () => {
    const user = await createUser(t.database.db, tenant);
    const first = await resetLinkFor(user);
    await requestReset(user.userName);
    expect(await resetsOf(user.id)).toHaveLength(1);
    expect((await reset(first, { newPassword: NEW_PASSWORD })).statusCode).toBe(404);
  });

  it.each(MANAGERS)('lets %s send one', async (role) => {
    const user = await createUser(t.database.db, tenant);
    expect((await requestReset(user.userName, role)).statusCode).toBe(200);
  });

  it.each(REFUSED)('refuses %s with 403 and sends nothing', async (role) => {
    const user = await createUser(t.database.db, tenant);
    const response = await requestReset(user.userName, role);
    expect(response.statusCode).toBe(403);
    expect(await resetsOf(user.id)).toEqual([]);
    expect(await mailsTo(t.database.db, user.email ?? '')).toEqual([]);
  });

  it('answers 404 "Gebruiker niet gevonden." for an unknown user and another tenant\'s', async () => {
    const foreign = await createUser(t.database.db, other, { userName: `vreemd${Date.now()}` });
    for (const userName of ['bestaat-niet', foreign.userName]) {
      const response = await requestReset(userName, 'EINDBAAS');
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({
        code: 'NOT_FOUND',
        message: 'Gebruiker niet gevonden.',
      });
    }
    expect(await mailsTo(t.database.db, foreign.email ?? '')).toEqual([]);
  });

  it('reaches the users of every company of the tenant', async () => {
    const second = await createCompany(t.database.db, tenant);
    const user = await createUser(t.database.db, tenant, { companyId: second });
    expect((await requestReset(user.userName, 'HUMANRESOURCE')).statusCode).toBe(200);
  });

  it('answers 400 for an account without an e-mail address', async () => {
    const user = await createUser(t.database.db, tenant, { email: null, roles: ['KLOKSYSTEEM'] });
    const response = await requestReset(user.userName);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION',
      message: 'Geen e-mailadres beschikbaar voor deze gebruiker',
    });
  });
});

describe('POST /api/users/reset-password/{token}', () => {
  it('sets the password, ends older sessions, lifts a lock-out and uses the link up', async () => {
    const user = await createUser(t.database.db, tenant, { roles: ['HUMANRESOURCE'] });
    const oldSession = await signIn(t.app, tenant.tenantId, user.userName);
    await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx
        .update(users)
        .set({ lockedUntil: new Date(t.clock().getTime() + HOUR) })
        .where(eq(users.id, user.id)),
    );
    const token = await resetLinkFor(user);

    const response = await reset(token, { newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userName: user.userName });

    const [row] = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.select().from(users).where(eq(users.id, user.id)),
    );
    expect(row).toMatchObject({ tokenVersion: 1, lockedUntil: null, passwordChangedAt: t.clock() });
    const session = await t.app.inject({
      method: 'GET',
      url: `/api/users/company/${tenant.companyId}`,
      headers: authHeaders(oldSession, tenant.tenantId),
    });
    expect(session.statusCode).toBe(401);
    await expect(signIn(t.app, tenant.tenantId, user.userName, TEST_PASSWORD)).rejects.toThrow();
    await expect(signIn(t.app, tenant.tenantId, user.userName, NEW_PASSWORD)).resolves.toBeTruthy();

    const again = await reset(token, { newPassword: 'Nog-een-keer8' });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toEqual({ code: 'NOT_FOUND', message: INVALID });
  });

  it('holds the password policy and needs the tenant', async () => {
    const user = await createUser(t.database.db, tenant);
    const token = await resetLinkFor(user);
    for (const newPassword of ['', 'kort1!', 'geenhoofdletter1!', 'Geencijfer!']) {
      const response = await reset(token, { newPassword });
      expect(response.statusCode, newPassword).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field: 'newPassword' });
      expect(response.json().error.message).toContain('Wachtwoord moet minimaal 8 tekens bevatten');
    }
    const missing = await reset(token, { newPassword: NEW_PASSWORD }, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('Geen tenant opgegeven in de resetlink.');
    // Still open.
    expect((await reset(token, { newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("refuses an unknown token, another tenant's name, and a link older than an hour", async () => {
    const user = await createUser(t.database.db, tenant);
    const token = await resetLinkFor(user);
    expect((await reset('onbekend', { newPassword: NEW_PASSWORD })).statusCode).toBe(404);
    expect((await reset(token, { newPassword: NEW_PASSWORD }, other.tenantId)).statusCode).toBe(
      404,
    );
    t.clock.advance(HOUR);
    const expired = await reset(token, { newPassword: NEW_PASSWORD });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toBe(INVALID);
    await expect(signIn(t.app, tenant.tenantId, user.userName)).resolves.toBeTruthy();
  });
});
