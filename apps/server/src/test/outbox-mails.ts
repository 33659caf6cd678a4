import { and, eq, gt, max } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outbox } from '../db/schema/index';
import type { MailMessage } from '../mail/mail-message';
import { withoutTenant } from '../tenancy/tenant-context';

/** The outbox's last id: the mails of a step are those queued after it. */
export async function lastMailId(db: Database): Promise<number> {
  const [row] = await withoutTenant(db, (tx) => tx.select({ id: max(outbox.id) }).from(outbox));
  return row?.id ?? 0;
}

/** The mails of one kind queued for a tenant after `since` (a lastMailId). */
export async function mailsOf(
  db: Database,
  tenantId: string,
  kind: string,
  since: number,
): Promise<MailMessage[]> {
  const rows = await withoutTenant(db, (tx) =>
    tx
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.tenantId, tenantId), eq(outbox.kind, kind), gt(outbox.id, since))),
  );
  return rows.map((row) => row.payload as unknown as MailMessage);
}
