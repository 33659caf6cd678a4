import { z } from 'zod';
import { defineCall } from './call';
import { optionalLine, requiredEmail, requiredLine, requiredParagraph } from './fields';

/**
 * The contact form of the landing page (docs/screens.md#public-site). The texts the form shows
 * while sending and on failure are the web app's; these are the ones both sides check.
 */
export const CONTACT_MESSAGES = {
  name: 'Vul je naam in.',
  email: 'Vul je e-mailadres in.',
  message: 'Vul je bericht in.',
  /** The specification's own text (docs/screens.md#public-site). */
  consent: 'Je moet akkoord gaan met het privacybeleid.',
  /** The specification's success text (docs/screens.md#public-site), also the answer of the call. */
  sent: 'Bericht succesvol verzonden!',
} as const;

export const CONTACT_MESSAGE_MAX = 5000;

export const contactBody = z.object({
  name: requiredLine(CONTACT_MESSAGES.name, 200),
  email: requiredEmail(CONTACT_MESSAGES.email),
  company: optionalLine(200),
  message: requiredParagraph(CONTACT_MESSAGES.message, CONTACT_MESSAGE_MAX),
  /**
   * The checkbox: a form sends false while it is not ticked, and only true passes. False,
   * missing or anything but a boolean gives the consent text.
   */
  consent: z
    .boolean({ error: CONTACT_MESSAGES.consent })
    .refine((ticked) => ticked, CONTACT_MESSAGES.consent),
  /**
   * A honeypot: the form hides this field from people (and from screen readers), so only a bot
   * fills it in. A filled one answers like a success, and nothing is stored or sent.
   */
  website: optionalLine(1000),
});
export type ContactInput = z.output<typeof contactBody>;
export type ContactForm = z.input<typeof contactBody>;

/**
 * POST /api/contact: stores the message with the moment of consent and mails
 * it to the sales address (SALES_EMAIL). Public; five messages per IP address per ten minutes
 * (429 beyond).
 */
export const contactCall = defineCall({
  method: 'POST',
  path: '/contact',
  summary: 'Bericht via het contactformulier versturen',
  tags: ['openbaar'],
  body: contactBody,
  status: 201,
  response: z.object({ message: z.string() }),
  errors: [400, 429],
});
