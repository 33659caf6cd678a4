import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz, userRef } from './columns';
import { employees } from './employees';
import { companies, tenantKey } from './tenancy';

export const APPROVAL_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export const TIME_RECORD_SOURCES = ['kiosk', 'manual'] as const;
export const CORRECTION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/**
 * One clock-in/clock-out. Hours are evidence (7 years of fiscal retention): neither the
 * employee nor the company can be deleted while records point at them.
 */
export const timeRecords = pgTable(
  'time_records',
  {
    tenantId: tenantKey(),
    id: identityId(),
    employeeId: bigint('employee_id', { mode: 'number' }).notNull(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    clockInTime: timestamptz('clock_in_time').notNull(),
    clockOutTime: timestamptz('clock_out_time'),
    approvalStatus: text('approval_status', { enum: APPROVAL_STATUSES })
      .notNull()
      .default('Pending'),
    rejectionReason: text('rejection_reason'),
    source: text('source', { enum: TIME_RECORD_SOURCES }).notNull().default('kiosk'),
    createdBy: userRef('created_by'),
    reviewedBy: userRef('reviewed_by'),
    reviewedAt: timestamptz('reviewed_at'),
    /**
     * A kiosk tap marked it for a manager's review: it arrived more than 12 hours late, out of
     * order, or in a closed month (docs/offline-kiosk.md). Cleared by the approval decision.
     */
    needsReview: boolean('needs_review').notNull().default(false),
    /** Why it was marked; kept after the decision. */
    reviewNote: text('review_note'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'time_records_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'time_records_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }),
    foreignKey({
      name: 'time_records_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }),
    index('time_records_company_month_idx').on(t.tenantId, t.companyId, t.clockInTime),
    index('time_records_employee_idx').on(t.tenantId, t.employeeId, t.clockInTime),
    // At most one open Pending record per employee: a second clock-in while one is open fails.
    // An open record a manager decided is closed for the kiosk (packages/domain/src/kiosk-tap.ts),
    // so the employee's next tap opens a new one beside it.
    uniqueIndex('time_records_one_open_key')
      .on(t.tenantId, t.employeeId)
      .where(sql`${t.clockOutTime} is null and ${t.approvalStatus} = 'Pending'`),
    check(
      'time_records_approval_status_check',
      sql`${t.approvalStatus} in ('Pending', 'Approved', 'Rejected')`,
    ),
    check('time_records_source_check', sql`${t.source} in ('kiosk', 'manual')`),
    check(
      'time_records_clock_out_check',
      sql`${t.clockOutTime} is null or ${t.clockOutTime} >= ${t.clockInTime}`,
    ),
  ],
);

/**
 * A request to change (or supply) a clock-out. It is not linked to a record: the reports
 * match it to one (docs/calculations.md#shift-matching). Goes with the employee, whose records keep them archived.
 */
export const corrections = pgTable(
  'corrections',
  {
    tenantId: tenantKey(),
    id: identityId(),
    employeeId: bigint('employee_id', { mode: 'number' }).notNull(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    requestedTime: timestamptz('requested_time').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: CORRECTION_STATUSES }).notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: userRef('reviewed_by'),
    reviewedAt: timestamptz('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'corrections_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'corrections_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'corrections_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }),
    index('corrections_company_month_idx').on(t.tenantId, t.companyId, t.requestedTime),
    index('corrections_employee_idx').on(t.tenantId, t.employeeId, t.requestedTime),
    check('corrections_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
  ],
);

/** A saved wage-cost total for a period (the Opslaan button of the wage-cost report). */
export const expenses = pgTable(
  'expenses',
  {
    tenantId: tenantKey(),
    id: identityId(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    totalExpenseCents: bigint('total_expense_cents', { mode: 'number' }).notNull(),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date').notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'expenses_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'expenses_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }),
    index('expenses_company_idx').on(t.tenantId, t.companyId, t.startDate),
  ],
);

/**
 * A closing of a company's month ("Maand afsluiten"), and its reopening: one row per closing,
 * so the history stays. At most one row of a month is not reopened (the month is closed).
 * `figures` holds the reports' figures at the moment of closing, which the reports of a closed
 * month answer with (docs/decisions/016).
 */
export const monthClosings = pgTable(
  'month_closings',
  {
    tenantId: tenantKey(),
    id: identityId(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    closedAt: timestamptz('closed_at').notNull(),
    closedBy: userRef('closed_by'),
    /** The user name at the time, for when the account is gone. */
    closedByName: text('closed_by_name'),
    reopenedAt: timestamptz('reopened_at'),
    reopenedBy: userRef('reopened_by'),
    reopenedByName: text('reopened_by_name'),
    reopenReason: text('reopen_reason'),
    /** Versioned; written and read only through month-closing/kept-figures.ts. */
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    primaryKey({ name: 'month_closings_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'month_closings_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }).onDelete('cascade'),
    index('month_closings_month_idx').on(t.tenantId, t.companyId, t.year, t.month),
    uniqueIndex('month_closings_closed_key')
      .on(t.tenantId, t.companyId, t.year, t.month)
      .where(sql`${t.reopenedAt} is null`),
    check('month_closings_month_check', sql`${t.month} between 1 and 12`),
    check(
      'month_closings_reopen_check',
      sql`(${t.reopenedAt} is null) = (${t.reopenReason} is null)`,
    ),
  ],
);

export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export type TimeRecordSource = (typeof TIME_RECORD_SOURCES)[number];
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];
export type TimeRecord = typeof timeRecords.$inferSelect;
export type NewTimeRecord = typeof timeRecords.$inferInsert;
export type Correction = typeof corrections.$inferSelect;
export type NewCorrection = typeof corrections.$inferInsert;
export type Expense = typeof expenses.$inferSelect;
export type MonthClosing = typeof monthClosings.$inferSelect;
export type NewExpense = typeof expenses.$inferInsert;
