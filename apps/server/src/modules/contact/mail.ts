import type { ContactInput } from '@klokwerk/contract/contact';
import { formatDate, formatTime } from '@klokwerk/domain/format';
import { composeMail } from '../../mail/compose';
import type { MailMessage } from '../../mail/mail-message';

/** The sales team reads Dutch time, whatever the server's zone. */
const SALES_TIME_ZONE = 'Europe/Amsterdam';

/**
 * A contact message for the sales address. Answering it goes to the visitor (Reply-To); the
 * moment of consent is in it, since that is what allows sales to use the address.
 */
export function contactMail(
  salesEmail: string,
  message: Omit<ContactInput, 'consent' | 'website'>,
  consentAt: Date,
): MailMessage {
  const consent = `${formatDate(consentAt, SALES_TIME_ZONE)} om ${formatTime(consentAt, SALES_TIME_ZONE)}`;
  const composed = composeMail({
    to: salesEmail,
    subject: `Contactformulier: ${message.name}${message.company ? ` (${message.company})` : ''}`,
    greeting: 'Hallo,',
    paragraphs: [
      'Er is een bericht binnengekomen via het contactformulier van de website.',
      [
        `Naam: ${message.name}`,
        `E-mailadres: ${message.email}`,
        `Bedrijf: ${message.company ?? '(niet ingevuld)'}`,
        `Akkoord met het privacybeleid: ${consent}`,
      ].join('\n'),
      `Bericht:\n${message.message}`,
    ],
    closing: [`Met Beantwoorden schrijf je ${message.name} rechtstreeks terug.`],
  });
  return { ...composed, replyTo: message.email };
}
