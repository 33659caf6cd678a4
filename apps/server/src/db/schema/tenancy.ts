import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz } from './columns';

export const TENANT_STATUSES = ['active', 'suspended'] as const;

/**
 * One customer account. tenant_id is the normalised company name ('demohoreca'); the
 * platform operators (HORECAMASTERS) have a tenant of their own.
 */
export const tenants = pgTable(
  'tenants',
  {
    tenantId: text('tenant_id').primaryKey(),
    id: identityId(),
    name: text('name').notNull(),
    plan: text('plan').notNull(),
    trialEndsAt: timestamptz('trial_ends_at'),
    status: text('status', { enum: TENANT_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('tenants_id_key').on(t.id),
    check('tenants_tenant_id_check', sql`${t.tenantId} ~ '^[a-z0-9]+$'`),
    check('tenants_status_check', sql`${t.status} in ('active', 'suspended')`),
  ],
);

/**
 * The tenant column of every tenant table. Deleting a tenant removes all its rows, so
 * the tenant is the one place where everything cascades.
 */
export const tenantKey = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.tenantId, { onDelete: 'cascade' });

/** A location of a tenant. */
export const companies = pgTable(
  'companies',
  {
    tenantId: tenantKey(),
    id: identityId(),
    companyName: text('company_name').notNull(),
    emailAddress: text('email_address').notNull(),
    phoneNumber: text('phone_number'),
    address: text('address'),
    city: text('city'),
    timeZone: text('time_zone').notNull().default('Europe/Amsterdam'),
    /** A company with history (employees, hours, expenses) is archived instead of deleted. */
    archivedAt: timestamptz('archived_at'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'companies_pkey', columns: [t.tenantId, t.id] })],
);

/** Late check-in penalty per company; a missing row means the defaults (on, 15 minutes). */
export const companySettings = pgTable(
  'company_settings',
  {
    tenantId: tenantKey(),
    id: identityId(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    applyPenalty: boolean('apply_penalty').notNull().default(true),
    penaltyMinutes: integer('penalty_minutes').notNull().default(15),
  },
  (t) => [
    primaryKey({ name: 'company_settings_pkey', columns: [t.tenantId, t.id] }),
    unique('company_settings_company_key').on(t.tenantId, t.companyId),
    foreignKey({
      name: 'company_settings_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }).onDelete('cascade'),
    check('company_settings_penalty_minutes_check', sql`${t.penaltyMinutes} between 0 and 60`),
  ],
);

export type Tenant = typeof tenants.$inferSelect;
export type NewTenant = typeof tenants.$inferInsert;
export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
export type CompanySettings = typeof companySettings.$inferSelect;
export type NewCompanySettings = typeof companySettings.$inferInsert;
