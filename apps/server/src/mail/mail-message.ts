import { z } from 'zod';

/**
 * One e-mail as the outbox keeps it: plain text for every client, simple HTML beside it. The
 * sender reads a stored payload with this schema, so a row that is no mail fails as a send.
 */
export const mailMessage = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Where an answer goes when it is not the sender (a contact message: the visitor). */
  replyTo: z.string().optional(),
});

export type MailMessage = z.infer<typeof mailMessage>;
