/** One e-mail as the outbox keeps it: plain text for every client, simple HTML beside it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where an answer goes when it is not the sender (a contact message: the visitor). */
  replyTo?: string;
}
