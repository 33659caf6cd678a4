import type { ContactInput } from '@klokwerk/contract/contact';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import { enqueueMail } from '../../mail/outbox';
import { withoutTenant } from '../../tenancy/tenant-context';
import { contactMail } from './mail';
import { insertContactMessage } from './repository';

export interface ContactDeps {
  db: Database;
  mailer: Mailer;
  now: Date;
  /** SALES_EMAIL; without it messages are kept but mailed to nobody. */
  salesEmail: string | undefined;
  warn: (text: string) => void;
}

/**
 * Stores a contact message with the moment consent was given and queues it for the sales
 * address in the same transaction (docs/data-model.md: the outbox is global), so neither exists without
 * the other. A filled honeypot is a bot: it is answered like a person and nothing is kept.
 */
export async function receiveContactMessage(deps: ContactDeps, input: ContactInput): Promise<void> {
  if (input.website !== null) return;
  const message = {
    name: input.name,
    email: input.email,
    company: input.company,
    message: input.message,
  };
  const consentAt = deps.now;
  const { id, mailId } = await withoutTenant(deps.db, async (tx) => {
    const id = await insertContactMessage(tx, { ...message, consentAt });
    if (!deps.salesEmail) return { id, mailId: null };
    const mail = contactMail(deps.salesEmail, message, consentAt);
    return { id, mailId: await enqueueMail(tx, null, 'contact', mail) };
  });
  if (mailId === null) {
    // Only the id: the message itself is personal data and request bodies stay out of logs.
    deps.warn(
      `Contactbericht ${id} is opgeslagen in contact_messages maar niet gemaild: SALES_EMAIL is niet ingesteld.`,
    );
    return;
  }
  deps.mailer.kick([mailId]);
}
