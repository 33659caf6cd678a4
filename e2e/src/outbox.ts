import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { ownTenantId } from './tenant';

/**
 * The e2e server has no SMTP_URL, so it prints every mail to its output (apps/server/src/mail/
 * mailer.ts) and keeps it in the outbox table of a database the tests cannot reach. The global
 * setup copies that output into a file as it comes; this reads the mails back from it.
 */
export interface PrintedMail {
  /** The company's tenant id, null for a mail of no company (a contact message to sales). */
  tenant: string | null;
  to: string;
  subject: string;
  text: string;
}

const HEADER = 'E-mail (geen SMTP_URL ingesteld; niet verzonden, wel bewaard in de outbox)';
const SIGNATURE = 'Met vriendelijke groet,\nKlokwerk';

function printedMails(): PrintedMail[] {
  const output = readFileSync(inject('serverOutputFile'), 'utf8');
  return output
    .split(HEADER)
    .slice(1)
    .flatMap((block) => {
      // The header lines, up to the blank line: a contact message's text has a "Bedrijf:" too.
      const header = block.slice(0, block.indexOf('\n\n'));
      const tenant = /^Bedrijf: (.*)$/m.exec(header)?.[1] ?? null;
      const to = /^Aan: (.*)$/m.exec(header)?.[1];
      const subject = /^Onderwerp: (.*)$/m.exec(header)?.[1];
      const end = block.indexOf(SIGNATURE);
      if (!to || !subject || end < 0) return []; // not completely written yet
      const text = block.slice(block.indexOf('\n\n') + 2, end + SIGNATURE.length);
      return [{ tenant, to, subject, text }];
    });
}

/**
 * The newest mail to `to` whose subject contains `subject`, waiting for it to be printed. Only
 * the mails of `tenant`, by default the file's own: the demo companies of files that run side
 * by side have the same people with the same addresses.
 */
export async function waitForMail(
  to: string,
  subject: string,
  tenant: string | null = ownTenantId(),
): Promise<PrintedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = printedMails()
      .filter((m) => m.tenant === tenant && m.to === to && m.subject.includes(subject))
      .at(-1);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`Geen e-mail "${subject}" aan ${to} gevonden`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The app path (with its query) of the mail's link to `pathPrefix`, e.g. '/users/register/':
 * the mail's host is PUBLIC_URL's, the test opens the path on its own server.
 */
export function linkIn(mail: PrintedMail, pathPrefix: string): string {
  for (const [address] of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(address);
    if (url.pathname.startsWith(pathPrefix)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`Geen link naar ${pathPrefix} in:\n${mail.text}`);
}
