import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../../db/schema/index';
import { withoutTenant } from '../../tenancy/tenant-context';
import { clientAddress } from '../../test/factories';
import { mailsTo } from '../../test/invitations';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestApp } from '../../test/test-app';

const SALES = `verkoop.${randomUUID().slice(0, 8)}@klokwerk.test`;
const CONSENT = 'Je moet akkoord gaan met het privacybeleid.';

let inbox: SmtpInbox;
let t: TestApp;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp(undefined, { config: { smtpUrl: inbox.url, salesEmail: SALES } });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

/** A visitor's message with an address of its own (test files share the database). */
function visitor(overrides: Record<string, unknown> = {}) {
  const id = randomUUID().slice(0, 8);
  return {
    name: 'Sanne de Vries',
    email: `bezoeker.${id}@example.test`,
    company: 'Café De Haven',
    message: `Wij hebben 14 medewerkers.\nKunnen jullie een demo geven? (${id})`,
    consent: true,
    website: '',
    ...overrides,
  };
}

function send(payload: object, app = t.app, remoteAddress = clientAddress()) {
  return app.inject({ method: 'POST', url: '/api/contact', remoteAddress, payload });
}

function storedFrom(email: string) {
  return withoutTenant(t.database.db, (tx) =>
    tx.select().from(contactMessages).where(eq(contactMessages.email, email)),
  );
}

describe('POST /api/contact', () => {
  it('stores the message with the moment of consent and mails it to SALES_EMAIL (real SMTP)', async () => {
    const message = visitor();
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Bericht succesvol verzonden!' });

    const [row] = await storedFrom(message.email);
    expect(row).toMatchObject({
      name: message.name,
      company: message.company,
      message: message.message,
      consentAt: t.clock(),
    });

    await inbox.waitFor(SALES);
    const mail = inbox.received.find((m) => m.text.includes(message.email));
    expect(mail?.to).toEqual([SALES]);
    expect(mail?.subject).toBe('Contactformulier: Sanne de Vries (Café De Haven)');
    expect(mail?.text).toContain(`E-mailadres: ${message.email}`);
    expect(mail?.text).toContain(message.message);
    // The clock stands at 21-11-2026 10:00 UTC: 11:00 in Amsterdam.
    expect(mail?.text).toContain('Akkoord met het privacybeleid: 21-11-2026 om 11:00');
    const queued = await mailsTo(t.database.db, SALES);
    expect(queued.find((m) => m.text.includes(message.email))?.replyTo).toBe(message.email);
  });

  it('leaves the company optional', async () => {
    const message = visitor({ company: '' });
    expect((await send(message)).statusCode).toBe(201);
    const [row] = await storedFrom(message.email);
    expect(row?.company).toBeNull();
  });

  it.each([
    ['name', { name: '' }, 'Vul je naam in.'],
    ['email', { email: undefined }, 'Vul je e-mailadres in.'],
    ['email', { email: 'sanne.example.test' }, 'Ongeldig e-mailadres'],
    ['message', { message: '   ' }, 'Vul je bericht in.'],
    ['consent', { consent: false }, CONSENT],
    ['consent', { consent: undefined }, CONSENT],
    ['consent', { consent: 'ja' }, CONSENT],
  ])('refuses a bad %s with 400 naming it (%j), and keeps nothing', async (field, change, text) => {
    const message = visitor(change);
    const response = await send(message);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION',
      message: `Ongeldige invoer voor ${field}: ${text}`,
      field,
    });
    if (typeof message.email === 'string') expect(await storedFrom(message.email)).toEqual([]);
  });

  it('answers a filled honeypot like a success, and stores and sends nothing', async () => {
    const message = visitor({ website: 'https://goedkope-pillen.example' });
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Bericht succesvol verzonden!' });
    expect(await storedFrom(message.email)).toEqual([]);
    const queued = await mailsTo(t.database.db, SALES);
    expect(queued.some((mail) => mail.text.includes(message.email))).toBe(false);
  });

  it('takes five messages per client address in ten minutes, then answers 429', async () => {
    const address = clientAddress();
    for (let i = 0; i < 5; i++) {
      expect((await send(visitor(), t.app, address)).statusCode).toBe(201);
    }
    const refused = visitor();
    const response = await send(refused, t.app, address);
    expect(response.statusCode).toBe(429);
    expect(response.json().error.code).toBe('RATE_LIMITED');
    expect(await storedFrom(refused.email)).toEqual([]);
    // Another address is not held up.
    expect((await send(visitor())).statusCode).toBe(201);
  });
});

describe('POST /api/contact without SALES_EMAIL', () => {
  it('still stores the message, and queues no mail (there is nobody to send it to)', async () => {
    const own = await createTestApp();
    try {
      const message = visitor();
      expect((await send(message, own.app)).statusCode).toBe(201);
      expect(await storedFrom(message.email)).toHaveLength(1);
      const queued = await withoutTenant(t.database.db, (tx) =>
        tx
          .select({ id: outbox.id })
          .from(outbox)
          .where(sql`${outbox.payload}->>'text' like ${`%${message.email}%`}`),
      );
      expect(queued).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
