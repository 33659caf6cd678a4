import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/database';
import { outbox } from '../db/schema/index';

/** A mail claimed for sending, its payload as stored. */
export interface ClaimedMail {
  id: number;
  payload: Record<string, unknown>;
  attempts: number;
  /** The company the mail belongs to; none for the platform's own (a contact message). */
  tenantId: string | null;
}

/**
 * Claims up to `batch` pending mails that are due at `now` (only `ids`, when given), by id:
 * each gets an attempt more and is leased until `leaseUntil`. The rows are locked with
 * SKIP LOCKED, so several servers never claim the same mail at once.
 */
export function claimDueMails(
  tx: Tx,
  claim: { now: Date; leaseUntil: Date; ids: readonly number[] | undefined; batch: number },
): Promise<ClaimedMail[]> {
  const due = tx
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        claim.ids ? inArray(outbox.id, [...claim.ids]) : undefined,
        // A fresh mail is due at once, whatever the database's clock says.
        or(eq(outbox.attempts, 0), lte(outbox.nextAttemptAt, claim.now)),
      ),
    )
    .orderBy(outbox.id)
    .limit(claim.batch)
    .for('update', { skipLocked: true });
  return tx
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: claim.leaseUntil })
    .where(inArray(outbox.id, due))
    .returning({
      id: outbox.id,
      payload: outbox.payload,
      attempts: outbox.attempts,
      tenantId: outbox.tenantId,
    });
}

export async function markSent(tx: Tx, id: number, at: Date): Promise<void> {
  await tx
    .update(outbox)
    .set({ status: 'sent', sentAt: at, lastError: null })
    .where(eq(outbox.id, id));
}

/** A failed attempt: tried again at `next`, or given up ('failed'). */
export async function markFailed(
  tx: Tx,
  id: number,
  failure: { giveUp: boolean; reason: string; next: Date },
): Promise<void> {
  await tx
    .update(outbox)
    .set({
      status: failure.giveUp ? 'failed' : 'pending',
      lastError: failure.reason,
      nextAttemptAt: failure.next,
    })
    .where(eq(outbox.id, id));
}
