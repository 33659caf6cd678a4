import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz, userRef } from './columns';
import { employees } from './employees';
import { companies, tenantKey } from './tenancy';

export const LEAVE_TYPES = ['VAKANTIE', 'BIJZONDER', 'ONBETAALD'] as const;
export const LEAVE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/**
 * A leave request (verlofaanvraag) of an employee: whole days, or part of one day. The days are
 * the company's calendar; `starts_at`/`ends_at` are the period they take on its clock, worked
 * out once when the request is made, so overlaps, the roster and the month guard compare
 * instants. `minutes` is what it is worth (docs/calculations.md#leave-requests). It goes with
 * the employee: leave is planning and balance, the hours it pays are in the month's figures.
 */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    tenantId: tenantKey(),
    id: identityId(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    employeeId: bigint('employee_id', { mode: 'number' }).notNull(),
    leaveType: text('leave_type', { enum: LEAVE_TYPES }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Part of a day: minutes after local midnight; null for whole days. */
    startMinutes: integer('start_minutes'),
    endMinutes: integer('end_minutes'),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    minutes: integer('minutes').notNull(),
    note: text('note'),
    status: text('status', { enum: LEAVE_STATUSES }).notNull().default('PENDING'),
    decidedBy: userRef('decided_by'),
    decidedAt: timestamptz('decided_at'),
    rejectionReason: text('rejection_reason'),
    cancelledAt: timestamptz('cancelled_at'),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'leave_requests_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'leave_requests_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'leave_requests_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }).onDelete('cascade'),
    index('leave_requests_company_idx').on(t.tenantId, t.companyId, t.startsAt),
    index('leave_requests_employee_idx').on(t.tenantId, t.employeeId, t.startsAt),
    check(
      'leave_requests_type_check',
      sql`${t.leaveType} in ('VAKANTIE', 'BIJZONDER', 'ONBETAALD')`,
    ),
    check(
      'leave_requests_status_check',
      sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED')`,
    ),
    check('leave_requests_days_check', sql`${t.endDate} >= ${t.startDate}`),
    check('leave_requests_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('leave_requests_minutes_check', sql`${t.minutes} >= 0`),
    check(
      'leave_requests_part_day_check',
      sql`(${t.startMinutes} is null) = (${t.endMinutes} is null)
        and (${t.startMinutes} is null or (${t.startDate} = ${t.endDate} and ${t.endMinutes} > ${t.startMinutes}))`,
    ),
    check(
      'leave_requests_rejection_check',
      sql`${t.status} <> 'REJECTED' or ${t.rejectionReason} is not null`,
    ),
  ],
);

/**
 * A sick report (ziekmelding) and its recovery (hersteldmelding): who, from when, until when,
 * and who registered both. Nothing medical is stored, not even free text (docs/decisions/025).
 * At most one open report per employee.
 */
export const sickReports = pgTable(
  'sick_reports',
  {
    tenantId: tenantKey(),
    id: identityId(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    employeeId: bigint('employee_id', { mode: 'number' }).notNull(),
    sickFrom: timestamptz('sick_from').notNull(),
    recoveredAt: timestamptz('recovered_at'),
    reportedBy: userRef('reported_by'),
    recoveryReportedBy: userRef('recovery_reported_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'sick_reports_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'sick_reports_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sick_reports_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }).onDelete('cascade'),
    index('sick_reports_company_idx').on(t.tenantId, t.companyId, t.sickFrom),
    uniqueIndex('sick_reports_one_open_key')
      .on(t.tenantId, t.employeeId)
      .where(sql`${t.recoveredAt} is null`),
    check(
      'sick_reports_period_check',
      sql`${t.recoveredAt} is null or ${t.recoveredAt} > ${t.sickFrom}`,
    ),
  ],
);

export type LeaveRequest = typeof leaveRequests.$inferSelect;
export type NewLeaveRequest = typeof leaveRequests.$inferInsert;
export type SickReport = typeof sickReports.$inferSelect;
export type NewSickReport = typeof sickReports.$inferInsert;
