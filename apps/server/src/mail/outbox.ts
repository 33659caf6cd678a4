import type { Tx } from '../db/database';
import { outbox } from '../db/schema/index';
import type { TenantScope } from '../tenancy/tenant-context';
import type { MailMessage } from './mail-message';
import type { Mailer } from './mailer';

/**
 * Queues a mail in the caller's transaction, so it goes out exactly when the change that causes
 * it commits (an invitation without its link row, or the reverse, cannot happen); `kind` says
 * what it is for the operator reading the outbox. Answers the outbox id.
 */
export async function enqueueMail(
  tx: Tx,
  tenantId: string | null,
  kind: string,
  message: MailMessage,
): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({ tenantId, kind, payload: { ...message } })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/** Queues a mail in a request's transaction and sends it as soon as that commits. */
export async function queueMail(
  ctx: TenantScope,
  mailer: Mailer,
  kind: string,
  message: MailMessage,
): Promise<void> {
  const id = await enqueueMail(ctx.tx, ctx.tenantId, kind, message);
  ctx.afterCommit(() => mailer.kick([id]));
}
