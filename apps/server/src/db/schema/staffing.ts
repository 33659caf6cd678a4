import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz, userRef } from './columns';
import { jobTitles } from './employees';
import { companies, tenantKey } from './tenancy';

/**
 * Bezetting (docs/roster-proposal.md#how-the-product-feeds-the-model): how many people of a job title a company
 * needs on a weekday in a window of its clock. An end at or before the start is the next day
 * (17:00–01:00). The roster compares its shifts with these; the proposal fills them.
 */
export const staffingNeeds = pgTable(
  'staffing_needs',
  {
    tenantId: tenantKey(),
    id: identityId(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    /** ISO weekday: 1 = Monday … 7 = Sunday. */
    weekday: smallint('weekday').notNull(),
    /** Minutes after midnight on the company's clock. */
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    jobTitleId: bigint('job_title_id', { mode: 'number' }).notNull(),
    headcount: smallint('headcount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'staffing_needs_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'staffing_needs_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }).onDelete('cascade'),
    // A job title that is deleted takes its needs with it: nobody could be planned for them.
    foreignKey({
      name: 'staffing_needs_job_title_fk',
      columns: [t.tenantId, t.jobTitleId],
      foreignColumns: [jobTitles.tenantId, jobTitles.id],
    }).onDelete('cascade'),
    index('staffing_needs_company_idx').on(t.tenantId, t.companyId, t.weekday),
    check('staffing_needs_weekday_check', sql`${t.weekday} between 1 and 7`),
    check(
      'staffing_needs_minutes_check',
      sql`${t.startMinute} between 0 and 1439 and ${t.endMinute} between 0 and 1439`,
    ),
    check('staffing_needs_headcount_check', sql`${t.headcount} between 1 and 99`),
  ],
);

/** A company's wage budget per week, in cents; no row: no budget. */
export const staffingBudgets = pgTable(
  'staffing_budgets',
  {
    tenantId: tenantKey(),
    id: identityId(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    weeklyBudgetCents: integer('weekly_budget_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'staffing_budgets_pkey', columns: [t.tenantId, t.id] }),
    unique('staffing_budgets_company_key').on(t.tenantId, t.companyId),
    foreignKey({
      name: 'staffing_budgets_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }).onDelete('cascade'),
    check('staffing_budgets_cents_check', sql`${t.weeklyBudgetCents} >= 0`),
  ],
);

/**
 * The one roster proposal of a company that is running (docs/roster-proposal.md#one-at-a-time):
 * taken before the week is read, given back when the concepts are written or the proposal
 * failed. A row, not an advisory lock: on the embedded database every request shares one
 * session, and the solver runs outside any transaction. A server that stops while solving
 * leaves its row behind; `expires_at` lets the next proposal take it over.
 */
export const proposalLeases = pgTable(
  'proposal_leases',
  {
    tenantId: tenantKey(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    /** The request that holds it: only that one gives it back. */
    holder: text('holder').notNull(),
    takenBy: userRef('taken_by'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'proposal_leases_pkey', columns: [t.tenantId, t.companyId] }),
    foreignKey({
      name: 'proposal_leases_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }).onDelete('cascade'),
  ],
);

export type StaffingNeedRow = typeof staffingNeeds.$inferSelect;
