import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, tenants } from '../../db/schema/index';
import { withTenant } from '../../tenancy/tenant-context';
import {
  clientAddress,
  createTestTenant,
  createUser,
  TEST_PASSWORD,
  type TestTenant,
} from '../../test/factories';
import { linksIn, mailsTo } from '../../test/invitations';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';

const NEUTRAL = {
  message:
    'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen. De link werkt 1 uur.',
};
const NEW_PASSWORD = 'Nieuw-Wachtwoord7';
const HOUR = 60 * 60_000;
const START = new Date('2026-11-21T10:00:00Z');

let inbox: SmtpInbox;
let t: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp(undefined, { config: { smtpUrl: inbox.url } });
  tenant = await createTestTenant(t.database.db);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});
afterEach(() => t.clock.set(START));

/** An account of the tenant with an address of its own (test files share the database). */
function newUser(target: TestTenant = tenant) {
  return createUser(t.database.db, target, {
    email: `vergeten.${randomUUID().slice(0, 8)}@example.test`,
  });
}

function forgot(
  payload: object,
  options: { header?: string; remoteAddress?: string; app?: TestApp } = {},
) {
  return (options.app ?? t).app.inject({
    method: 'POST',
    url: '/api/users/forgot-password',
    remoteAddress: options.remoteAddress ?? clientAddress(),
    headers: options.header === undefined ? {} : { 'x-tenant-id': options.header },
    payload,
  });
}

function signIn(userName: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: clientAddress(),
    payload: { tenantId: tenant.tenantId, userName, password },
  });
}

/** Follows the mail's link as the reset page does: its token, `?tenant=` and X-Tenant-ID. */
function reset(link: { token: string; tenant: string }, newPassword: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/users/reset-password/${link.token}?tenant=${encodeURIComponent(link.tenant)}`,
    remoteAddress: clientAddress(),
    headers: { 'x-tenant-id': link.tenant },
    payload: { newPassword },
  });
}

/** The reset link of the newest mail to `email`, received over SMTP. */
async function receivedLink(email: string) {
  const mail = await inbox.waitFor(email);
  const link = linksIn(mail.text)['/reset-password'];
  if (!link) throw new Error(`geen resetlink in: ${mail.text}`);
  return { mail, link };
}

describe('POST /api/users/forgot-password', () => {
  it('mails a link to PUBLIC_URL/reset-password/{token}?tenant=… for {email, tenantId}', async () => {
    const user = await newUser();
    // As typed on the page: the company name in any case, with spaces.
    const response = await forgot({
      email: user.email?.toUpperCase(),
      tenantId: ` ${tenant.tenantId.toUpperCase()} `,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(NEUTRAL);

    const { mail, link } = await receivedLink(user.email ?? '');
    expect(mail.subject).toBe('Nieuw wachtwoord instellen voor Klokwerk');
    expect(mail.text).toContain(
      `Je hebt gevraagd om een nieuw wachtwoord voor je account "${user.userName}"`,
    );
    expect(mail.text).toContain('1 uur, tot 21-11-2026 om 12:00');
    expect(`${link.url.origin}${link.url.pathname}`).toBe(
      `http://localhost:3000/reset-password/${link.token}`,
    );
    expect(link.tenant).toBe(tenant.tenantId);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits

    const entries = await withTenant(t.database.db, tenant.tenantId, (tx) =>
      tx.select().from(auditLog).where(eq(auditLog.entityId, user.id)),
    );
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'user.password_reset_link',
        actorUserId: user.id,
        details: { userName: user.userName, via: 'forgot-password' },
      }),
    ]);
  });

  it('takes the tenant from X-Tenant-ID when the body has only the address', async () => {
    const user = await newUser();
    const response = await forgot({ email: user.email }, { header: tenant.tenantId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(NEUTRAL);
    const { link } = await receivedLink(user.email ?? '');
    expect(link.tenant).toBe(tenant.tenantId);
  });

  it('answers the same for a known address, an unknown one and an unknown company; only the known gets mail', async () => {
    // An app of its own: closing it waits for the look-ups that run after the answers.
    const own = await createTestApp(undefined, { config: { smtpUrl: inbox.url } });
    const user = await newUser();
    const unknown = `onbekend.${randomUUID().slice(0, 8)}@example.test`;
    const answers = [
      await forgot({ email: user.email, tenantId: tenant.tenantId }, { app: own }),
      await forgot({ email: unknown, tenantId: tenant.tenantId }, { app: own }),
      await forgot({ email: user.email, tenantId: `bestaatniet${Date.now()}` }, { app: own }),
    ];
    await own.close();
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(JSON.stringify(NEUTRAL));
    }
    expect(await mailsTo(t.database.db, user.email ?? '')).toHaveLength(1);
    expect(await mailsTo(t.database.db, unknown)).toEqual([]);
    await inbox.waitFor(user.email ?? '');
    expect(inbox.received.filter((m) => m.to.includes(user.email ?? ''))).toHaveLength(1);
  });

  it('sends nothing to an account of a suspended tenant, nor to one without an address', async () => {
    const own = await createTestApp();
    const suspended = await createTestTenant(t.database.db);
    const user = await newUser(suspended);
    await withTenant(t.database.db, suspended.tenantId, (tx) =>
      tx
        .update(tenants)
        .set({ status: 'suspended' })
        .where(eq(tenants.tenantId, suspended.tenantId)),
    );
    const answer = await forgot({ email: user.email, tenantId: suspended.tenantId }, { app: own });
    await own.close();
    expect(answer.json()).toEqual(NEUTRAL);
    expect(await mailsTo(t.database.db, user.email ?? '')).toEqual([]);
  });

  it.each([
    ['neither a body tenantId nor X-Tenant-ID', {}, undefined],
    ['an empty tenantId and no header', { tenantId: '' }, undefined],
    ['a tenantId of only symbols, even with a header', { tenantId: "'& !" }, 'demohoreca'],
    ['only a header of symbols', {}, '&&'],
  ])('answers 400 "Geen bedrijfsnaam opgegeven." for %s', async (_, body, header) => {
    const response = await forgot({ email: 'iemand@example.test', ...body }, { header });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION',
      message: expect.stringContaining('Geen bedrijfsnaam opgegeven.'),
      field: 'tenantId',
    });
  });

  it.each([
    [{}, 'Vul je e-mailadres in.'],
    [{ email: 'geen-adres' }, 'Ongeldig e-mailadres'],
  ])('refuses a missing or malformed address with 400 for email (%j)', async (body, text) => {
    const response = await forgot({ tenantId: tenant.tenantId, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION',
      message: `Ongeldige invoer voor email: ${text}`,
      field: 'email',
    });
  });

  it('takes ten requests per client address in a quarter of an hour, then answers 429', async () => {
    const address = clientAddress();
    for (let i = 0; i < 10; i++) {
      const email = `poging.${i}.${randomUUID().slice(0, 8)}@example.test`;
      const response = await forgot(
        { email, tenantId: tenant.tenantId },
        { remoteAddress: address },
      );
      expect(response.statusCode).toBe(200);
    }
    const response = await forgot(
      { email: 'nog.een@example.test', tenantId: tenant.tenantId },
      { remoteAddress: address },
    );
    expect(response.statusCode).toBe(429);
    expect(response.json().error.code).toBe('RATE_LIMITED');
  });

  it('takes three requests per e-mail address, from any client and for any company, then 429', async () => {
    const own = await createTestApp();
    const user = await newUser();
    const email = user.email ?? '';
    for (const tenantId of [tenant.tenantId, 'eenanderbedrijf', tenant.tenantId]) {
      expect((await forgot({ email, tenantId }, { app: own })).statusCode).toBe(200);
    }
    const fourth = await forgot(
      { email: email.toUpperCase(), tenantId: tenant.tenantId },
      { app: own },
    );
    await own.close();
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('RATE_LIMITED');
    // Two reached the account; the fourth did not.
    expect(await mailsTo(t.database.db, email)).toHaveLength(2);
  });
});

describe('vergeten wachtwoord: aanvragen → mail → nieuw wachtwoord → inloggen (over echte SMTP)', () => {
  it('sets the new password through the mailed link; the old password and the used link stop working', async () => {
    const user = await newUser();
    expect((await forgot({ email: user.email, tenantId: tenant.tenantId })).statusCode).toBe(200);
    const { link } = await receivedLink(user.email ?? '');

    const done = await reset(link, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ userName: user.userName });

    expect((await signIn(user.userName, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(user.userName, TEST_PASSWORD)).statusCode).toBe(401);
    const reused = await reset(link, 'Nog-een-keer8');
    expect(reused.statusCode).toBe(404);
    expect(reused.json().error.message).toBe('Deze resetlink is ongeldig of verlopen.');
  });

  it('refuses a link after an hour, and the password stays as it was', async () => {
    const user = await newUser();
    await forgot({ email: user.email, tenantId: tenant.tenantId });
    const { link } = await receivedLink(user.email ?? '');
    t.clock.advance(HOUR);
    const expired = await reset(link, NEW_PASSWORD);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toBe('Deze resetlink is ongeldig of verlopen.');
    expect((await signIn(user.userName, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('holds the password policy on the reset', async () => {
    const user = await newUser();
    await forgot({ email: user.email, tenantId: tenant.tenantId });
    const { link } = await receivedLink(user.email ?? '');
    const weak = await reset(link, 'welkom12');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatchObject({ code: 'VALIDATION', field: 'newPassword' });
    expect(weak.json().error.message).toContain(
      'Wachtwoord moet minimaal 8 tekens bevatten, waaronder een hoofdletter, een cijfer en een speciaal teken.',
    );
  });

  it('does not count sign-in failures from before the reset: one typo afterwards does not lock', async () => {
    const user = await newUser();
    // Four failures: one more within 15 minutes would lock the account (docs/security.md#sign-in-limits).
    for (let i = 0; i < 4; i++) {
      expect((await signIn(user.userName, 'Verkeerd-1')).statusCode).toBe(401);
    }
    t.clock.advance(60_000);
    await forgot({ email: user.email, tenantId: tenant.tenantId });
    const { link } = await receivedLink(user.email ?? '');
    t.clock.advance(60_000);
    expect((await reset(link, NEW_PASSWORD)).statusCode).toBe(200);

    t.clock.advance(60_000);
    expect((await signIn(user.userName, 'Nieuw-Wachtwoord8')).statusCode).toBe(401);
    expect((await signIn(user.userName, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
