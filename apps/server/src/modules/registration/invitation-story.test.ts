import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  clientAddress,
  createTestTenant,
  loginAs,
  type TestTenant,
} from '../../test/factories';
import { invitationBody, invite, inviteeEmail, linksIn } from '../../test/invitations';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';

let inbox: SmtpInbox;
let t: TestApp;
let tenant: TestTenant;
let owner: string;
const tenantName = `Café 't Hoekje ${Date.now()}`;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp(undefined, { config: { smtpUrl: inbox.url } });
  tenant = await createTestTenant(t.database.db, { name: tenantName });
  owner = await loginAs(t.app, tenant, 'EIGENAAR');
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

/** Follows a link of a mail as its page does: the path's token, `?tenant=` and X-Tenant-ID. */
function follow(link: URL, method: 'GET' | 'POST', path: string, payload?: object) {
  const tenantName = link.searchParams.get('tenant') ?? '';
  const token = link.pathname.split('/').pop() ?? '';
  return t.app.inject({
    method,
    url: `/api${path.replace(':token', token)}?tenant=${encodeURIComponent(tenantName)}`,
    remoteAddress: clientAddress(),
    headers: { 'x-tenant-id': tenantName.toLowerCase() },
    ...(payload ? { payload } : {}),
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

describe('de eigenaar nodigt een bediende uit, die zich registreert en inlogt (over echte SMTP)', () => {
  it('invitation → mail → profile → account → sign-in with the invited role', async () => {
    const email = inviteeEmail();
    const sent = await invite(
      t.app,
      owner,
      tenant.tenantId,
      invitationBody({ companyId: tenant.companyId, email, firstName: 'Noor', lastName: 'Bakker' }),
    );
    expect(sent.statusCode).toBe(201);

    const mail = await inbox.waitFor(email);
    expect(mail.from).toContain('no-reply@klokwerk.test');
    expect(mail.subject).toContain('Uitnodiging voor Klokwerk');
    expect(mail.text).toContain('Hallo Noor,');
    expect(mail.text).toContain(`log je in met de bedrijfsnaam "${tenantName}"`);
    expect(mail.html).toContain('Stap 1: gegevens aanvullen');
    expect(mail.html).toContain('&#39;t Hoekje');
    const links = linksIn(mail.text);
    const profile = links['/register']?.url;
    const account = links['/users/register']?.url;
    if (!profile || !account) throw new Error(`links missing in: ${mail.text}`);

    // Step 1: the employee page.
    expect((await follow(profile, 'GET', '/employees/register/:token')).json()).toEqual({
      email,
      firstName: 'Noor',
      lastName: 'Bakker',
    });
    expect((await follow(profile, 'GET', '/users/get-employee-email/:token')).json()).toEqual({
      email,
    });
    const completed = await follow(profile, 'POST', '/employees/register/:token', {
      firstName: 'Noor',
      lastName: 'Bakker',
      phoneNumber: '06 98 76 54 32',
      dateOfBirth: '2001-09-30',
      address: 'Kade 7, Zwolle',
      email,
      socialSecurityNumber: '',
    });
    expect(completed.statusCode).toBe(200);

    // Step 2: the account page.
    expect((await follow(account, 'GET', '/users/validate-link/:token')).statusCode).toBe(200);
    expect((await follow(account, 'GET', '/users/get-email/:token')).json()).toEqual({ email });
    const userName = `noor${Date.now()}`;
    const registered = await follow(account, 'POST', '/users/register/:token', {
      userName,
      password: 'Bediening1!',
      email,
    });
    expect(registered.statusCode).toBe(201);

    const login = await signIn(userName, 'Bediening1!');
    expect(login.statusCode).toBe(200);
    expect(decodeJwt(login.json().token)).toMatchObject({
      sub: userName,
      name: 'Noor Bakker',
      roles: ['MEDEWERKER'],
      companyId: tenant.companyId,
      employeeId: sent.json().employeeId,
    });
    // The employee list now shows the completed profile.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/employees/company/${tenant.companyId}`,
      headers: authHeaders(owner, tenant.tenantId),
    });
    expect(list.json()).toContainEqual(
      expect.objectContaining({ email, phoneNumber: '0698765432', dateOfBirth: '2001-09-30' }),
    );
  });

  it('the manager sends a reset link; the user sets a new password with it', async () => {
    const email = inviteeEmail();
    await invite(
      t.app,
      owner,
      tenant.tenantId,
      invitationBody({ companyId: tenant.companyId, email, roles: ['ACCOUNTANT'] }),
    );
    const invitation = linksIn((await inbox.waitFor(email)).text)['/users/register']?.url;
    if (!invitation) throw new Error('no invitation link');
    const userName = `boekhouder${Date.now()}`;
    await follow(invitation, 'POST', '/users/register/:token', {
      userName,
      password: 'Oud-wachtwoord1',
      email,
    });
    const session = (await signIn(userName, 'Oud-wachtwoord1')).json().token;

    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/users/${userName}/password-reset`,
      headers: authHeaders(owner, tenant.tenantId),
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().email).toBe(email);
    const mail = await waitForSubject(email, 'Nieuw wachtwoord instellen voor Klokwerk');
    const link = linksIn(mail.text)['/reset-password']?.url;
    if (!link) throw new Error(`no reset link in: ${mail.text}`);

    const done = await follow(link, 'POST', '/users/reset-password/:token', {
      newPassword: 'Nieuw-wachtwoord2',
    });
    expect(done.statusCode).toBe(200);
    expect((await signIn(userName, 'Oud-wachtwoord1')).statusCode).toBe(401);
    expect((await signIn(userName, 'Nieuw-wachtwoord2')).statusCode).toBe(200);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/companies',
      headers: authHeaders(session, tenant.tenantId),
    });
    expect(old.statusCode).toBe(401);
    const reused = await follow(link, 'POST', '/users/reset-password/:token', {
      newPassword: 'Derde-wachtwoord3',
    });
    expect(reused.statusCode).toBe(404);
  });
});

/** The mail to `to` with this subject (the inbox's waitFor answers the first mail to anyone). */
async function waitForSubject(to: string, subject: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = inbox.received.find((m) => m.to.includes(to) && m.subject === subject);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`geen mail "${subject}" aan ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
