import { bigint, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column helpers shared by the schema files. Every table gets a global identity id;
 * tenant tables pair it with tenant_id in their primary key (see docs/data-model.md).
 */
export const identityId = () => bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity();

/** Every moment is stored as timestamptz; the company's zone only matters for display. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** A user id kept for the record only: no foreign key, so it outlives the user. */
export const userRef = (name: string) => bigint(name, { mode: 'number' });
