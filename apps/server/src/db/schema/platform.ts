import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz, userRef } from './columns';
import { tenantKey } from './tenancy';

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * Outgoing mail, written in the same transaction as the change that causes it and sent
 * afterwards. Global (no tenant policy): one sender drains it for every tenant, and mail
 * without a tenant (contact form to sales) goes through it too. tenant_id is informative.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: identityId().primaryKey(),
    tenantId: text('tenant_id'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/** Who did what: BSN views and changes, role changes, approvals. Outlives its actor. */
export const auditLog = pgTable(
  'audit_log',
  {
    tenantId: tenantKey(),
    id: identityId(),
    /** Null for actions of the system or the CLI. */
    actorUserId: userRef('actor_user_id'),
    /** The actor's user name at the time, so the entry names them after the account is gone. */
    actorUserName: text('actor_user_name'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: bigint('entity_id', { mode: 'number' }),
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** The shape of `details`, read with its schema (audit/audit-details.ts); 1 since the start. */
    detailsVersion: smallint('details_version').notNull().default(1),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'audit_log_pkey', columns: [t.tenantId, t.id] }),
    index('audit_log_at_idx').on(t.tenantId, t.at),
    index('audit_log_entity_idx').on(t.tenantId, t.entity, t.entityId),
  ],
);

/** Messages from the public contact form. Global: the sender has no tenant. */
export const contactMessages = pgTable('contact_messages', {
  id: identityId().primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  message: text('message').notNull(),
  consentAt: timestamptz('consent_at').notNull(),
  createdAt: createdAt(),
});

export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export type OutboxMessage = typeof outbox.$inferSelect;
export type NewOutboxMessage = typeof outbox.$inferInsert;
export type AuditLogEntry = typeof auditLog.$inferSelect;
export type NewAuditLogEntry = typeof auditLog.$inferInsert;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
