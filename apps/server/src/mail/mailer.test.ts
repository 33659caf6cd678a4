import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/index';
import { withoutTenant } from '../tenancy/tenant-context';
import { type SmtpInbox, startSmtpInbox } from '../test/smtp-inbox';
import { testClock, testDatabase } from '../test/test-app';
import { appLink, composeMail } from './compose';
import type { MailMessage } from './mail-message';
import { createMailer } from './mailer';
import { enqueueMail } from './outbox';

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());

let sequence = 0;
function message(overrides: Partial<MailMessage> = {}): MailMessage {
  sequence += 1;
  return composeMail({
    to: `ontvanger${sequence}.${Date.now()}@example.test`,
    subject: 'Je uitnodiging voor Klokwerk',
    greeting: 'Hallo Sanne,',
    paragraphs: ['Café <De Haven> & Zn. nodigt je uit.'],
    action: { label: 'Account aanmaken', url: 'http://localhost:3000/users/register/abc?tenant=x' },
    ...overrides,
  });
}

async function queue(mail: MailMessage, tenantId: string | null = null): Promise<number> {
  const { db } = await testDatabase();
  return withoutTenant(db, (tx) => enqueueMail(tx, tenantId, 'test', mail));
}

async function row(id: number) {
  const { db } = await testDatabase();
  const [found] = await withoutTenant(db, (tx) =>
    tx.select().from(outbox).where(eq(outbox.id, id)),
  );
  return found;
}

describe('the mailer', () => {
  it('sends a queued mail over SMTP, as plain text and escaped HTML, and marks it sent', async () => {
    const { db } = await testDatabase();
    const mailer = createMailer({
      db,
      smtpUrl: inbox.url,
      from: 'Klokwerk <no-reply@klokwerk.test>',
      clock: () => new Date(),
      log: () => {},
      warn: () => {},
    });
    const mail = message();
    const id = await queue(mail);
    expect(await mailer.flush([id])).toBe(1);

    const received = await inbox.waitFor(mail.to);
    expect(received.from).toContain('no-reply@klokwerk.test');
    expect(received.subject).toBe('Je uitnodiging voor Klokwerk');
    expect(received.text).toContain('Café <De Haven> & Zn. nodigt je uit.');
    expect(received.text).toContain(
      'Account aanmaken: http://localhost:3000/users/register/abc?tenant=x',
    );
    expect(received.html).toContain('Café &lt;De Haven&gt; &amp; Zn. nodigt je uit.');
    expect(received.html).not.toContain('<De Haven>');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('without SMTP_URL writes the mail to its log and keeps it in the outbox', async () => {
    const { db } = await testDatabase();
    const logged: string[] = [];
    const mailer = createMailer({
      db,
      smtpUrl: undefined,
      from: 'Klokwerk <no-reply@klokwerk.test>',
      clock: () => new Date(),
      log: (text) => logged.push(text),
      warn: () => {},
    });
    const mail = message();
    const id = await queue(mail);
    await mailer.flush([id]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(`Aan: ${mail.to}`);
    expect(logged[0]).toContain('http://localhost:3000/users/register/abc?tenant=x');
    // A mail of no company (a contact message) names none.
    expect(logged[0]).not.toContain('Bedrijf:');
    expect(await row(id)).toMatchObject({ status: 'sent', payload: { to: mail.to } });
  });

  it("without SMTP_URL heads a company's mail with that company", async () => {
    const { db } = await testDatabase();
    const logged: string[] = [];
    const mailer = createMailer({
      db,
      smtpUrl: undefined,
      from: 'Klokwerk <no-reply@klokwerk.test>',
      clock: () => new Date(),
      log: (text) => logged.push(text),
      warn: () => {},
    });
    const id = await queue(message(), 'cafedehaven');
    await mailer.flush([id]);
    expect(logged[0]?.split('\n').slice(0, 2)).toEqual([
      'E-mail (geen SMTP_URL ingesteld; niet verzonden, wel bewaard in de outbox)',
      'Bedrijf: cafedehaven',
    ]);
  });

  it('sends only the mails it is asked to, so a fresh mail of another server is left alone', async () => {
    const { db } = await testDatabase();
    const logged: string[] = [];
    const mailer = createMailer({
      db,
      smtpUrl: undefined,
      from: 'x <x@x.test>',
      clock: () => new Date(),
      log: (text) => logged.push(text),
      warn: () => {},
    });
    const mine = await queue(message());
    const theirs = await queue(message());
    await mailer.flush([mine]);
    expect((await row(mine))?.status).toBe('sent');
    expect((await row(theirs))?.status).toBe('pending');
    await mailer.flush([theirs]);
  });

  it('retries a failed mail later and gives up after five attempts', async () => {
    const { db } = await testDatabase();
    const clock = testClock(new Date());
    const warnings: string[] = [];
    // Nothing listens on port 9 of this machine: every attempt fails at once.
    const mailer = createMailer({
      db,
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'x <x@x.test>',
      clock,
      log: () => {},
      warn: (text) => warnings.push(text),
    });
    const id = await queue(message());
    expect(await mailer.flush([id])).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });
    expect((await row(id))?.lastError).toBeTruthy();
    // Not due yet: the next attempt waits a minute.
    await mailer.flush([id]);
    expect((await row(id))?.attempts).toBe(1);
    for (let attempt = 2; attempt <= 5; attempt++) {
      clock.advance(3 * 60 * 60_000);
      await mailer.flush([id]);
    }
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 5 });
    expect(warnings.at(-1)).toContain('opgegeven');
  });
});

describe('composeMail and appLink', () => {
  it('builds links below PUBLIC_URL, keeping its own path', () => {
    expect(appLink('https://app.klokwerk.nl', '/register/abc', { tenant: 'demohoreca' })).toBe(
      'https://app.klokwerk.nl/register/abc?tenant=demohoreca',
    );
    expect(appLink('https://example.nl/klokwerk/', '/login')).toBe(
      'https://example.nl/klokwerk/login',
    );
  });
});
