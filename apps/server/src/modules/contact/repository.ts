import type { Tx } from '../../db/database';
import { contactMessages } from '../../db/schema/index';

/** Stores a message of the contact form (a global table: the sender has no tenant). */
export async function insertContactMessage(
  tx: Tx,
  values: { name: string; email: string; company: string | null; message: string; consentAt: Date },
): Promise<number> {
  const [row] = await tx
    .insert(contactMessages)
    .values(values)
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message insert returned no row');
  return row.id;
}
