import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  foreignKey,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz } from './columns';
import { companies, tenantKey } from './tenancy';

/** A department such as Keuken or Bediening. */
export const categories = pgTable(
  'categories',
  {
    tenantId: tenantKey(),
    id: identityId(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'categories_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'categories_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }).onDelete('cascade'),
    index('categories_company_idx').on(t.tenantId, t.companyId),
  ],
);

/** A job title belongs to a category; deleting the category deletes its job titles. */
export const jobTitles = pgTable(
  'job_titles',
  {
    tenantId: tenantKey(),
    id: identityId(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'job_titles_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'job_titles_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_titles_category_fk',
      columns: [t.tenantId, t.categoryId],
      foreignColumns: [categories.tenantId, categories.id],
    }).onDelete('cascade'),
    index('job_titles_company_idx').on(t.tenantId, t.companyId),
    index('job_titles_category_idx').on(t.tenantId, t.categoryId),
  ],
);

/**
 * A member of staff of one company. Only names and e-mail are required: an employee created
 * by a manager may have an incomplete profile until the registration link is used.
 * Deleting an employee with time records archives them instead (archived_at).
 */
export const employees = pgTable(
  'employees',
  {
    tenantId: tenantKey(),
    id: identityId(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The kiosk key: unique within the company among employees that are not archived. */
    phoneNumber: text('phone_number'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address'),
    /** Unique within the tenant, compared case-insensitively. */
    email: text('email').notNull(),
    /** The BSN, encrypted by the server (key from BSN_KEY); never stored in plain text. */
    bsnEncrypted: text('bsn_encrypted'),
    jobTitleId: bigint('job_title_id', { mode: 'number' }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    contractType: text('contract_type'),
    /** Hourly wage in euro. */
    salary: numeric('salary', { precision: 10, scale: 2, mode: 'number' }),
    /** The hours of the contract period in force (docs/decisions/028-contracts-and-leave-settings.md). */
    hoursPerWeek: numeric('hours_per_week', { precision: 5, scale: 2, mode: 'number' }),
    /** Multiplier on the hourly wage (employer charges); 1 when not given. */
    hoursRating: numeric('hours_rating', { precision: 6, scale: 3, mode: 'number' })
      .notNull()
      .default(1),
    archivedAt: timestamptz('archived_at'),
    calendarFeedSecret: text('calendar_feed_secret'),
    /** The personeelsnummer of the payroll system; unique within the company among active staff. */
    payrollNumber: text('payroll_number'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'employees_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'employees_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }),
    // No ON DELETE action: a composite SET NULL would also clear tenant_id, so the service
    // clears job_title_id itself before it deletes a job title or a category.
    foreignKey({
      name: 'employees_job_title_fk',
      columns: [t.tenantId, t.jobTitleId],
      foreignColumns: [jobTitles.tenantId, jobTitles.id],
    }),
    uniqueIndex('employees_email_key').on(t.tenantId, sql`lower(${t.email})`),
    uniqueIndex('employees_phone_key')
      .on(t.tenantId, t.companyId, t.phoneNumber)
      .where(sql`${t.archivedAt} is null`),
    uniqueIndex('employees_calendar_feed_secret_key').on(t.tenantId, t.calendarFeedSecret),
    uniqueIndex('employees_payroll_number_key')
      .on(t.tenantId, t.companyId, t.payrollNumber)
      .where(sql`${t.archivedAt} is null and ${t.payrollNumber} is not null`),
    index('employees_company_idx').on(t.tenantId, t.companyId),
    index('employees_job_title_idx').on(t.tenantId, t.jobTitleId),
  ],
);

export type Category = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
export type JobTitle = typeof jobTitles.$inferSelect;
export type NewJobTitle = typeof jobTitles.$inferInsert;
export type Employee = typeof employees.$inferSelect;
export type NewEmployee = typeof employees.$inferInsert;
