import { index, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz, userRef } from './columns';
import { tenantKey } from './tenancy';

/**
 * A request sent with an idempotency key, and the answer it got (docs/api-conventions.md).
 * The row is written in the same transaction as what the request created, so it exists
 * exactly when that does; the unique key makes a second request with the same key wait for
 * the first to commit. `answer` is null only inside that transaction.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantKey(),
    id: identityId(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The route, e.g. 'POST /api/schedules/confirm'. */
    operation: text('operation').notNull(),
    /** The account that sent it; null for a public call (sign-up, a registration link). */
    userId: userRef('user_id'),
    /** An HMAC of the request's parameters and body: the same key with another request is a 409. */
    fingerprint: text('fingerprint').notNull(),
    /** `{ version, status, body }`, parsed with its schema when it is answered again. */
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    /** Kept at least until then (24 hours; a kiosk tap's 30 days). */
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.tenantId, t.id] }),
    unique('idempotency_keys_key').on(t.tenantId, t.idempotencyKey),
    index('idempotency_keys_expires_idx').on(t.tenantId, t.expiresAt),
  ],
);
