import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz, userRef } from './columns';
import { employees, jobTitles } from './employees';
import { schedules } from './roster';
import { companies, tenantKey } from './tenancy';

/**
 * A shift without an employee that staff with its job title claim themselves
 * (docs/open-shifts-and-swaps.md). `filled` counts the approved claims; the check keeps it at
 * most `places`, a second wall behind the row lock a claim takes.
 */
export const openShifts = pgTable(
  'open_shifts',
  {
    tenantId: tenantKey(),
    id: identityId(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    jobTitleId: bigint('job_title_id', { mode: 'number' }).notNull(),
    startTime: timestamptz('start_time').notNull(),
    endTime: timestamptz('end_time').notNull(),
    places: integer('places').notNull(),
    filled: integer('filled').notNull().default(0),
    cancelledAt: timestamptz('cancelled_at'),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'open_shifts_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'open_shifts_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'open_shifts_job_title_fk',
      columns: [t.tenantId, t.jobTitleId],
      foreignColumns: [jobTitles.tenantId, jobTitles.id],
    }).onDelete('cascade'),
    index('open_shifts_company_idx').on(t.tenantId, t.companyId, t.startTime),
    check('open_shifts_time_check', sql`${t.endTime} > ${t.startTime}`),
    check('open_shifts_places_check', sql`${t.places} between 1 and 50`),
    check('open_shifts_filled_check', sql`${t.filled} between 0 and ${t.places}`),
  ],
);

export const CLAIM_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * An employee's claim on an open shift: one per employee and shift (the unique key), PENDING
 * until the planner decides, or APPROVED at once under the company's auto-approve. An approved
 * claim names the shift it became.
 */
export const openShiftClaims = pgTable(
  'open_shift_claims',
  {
    tenantId: tenantKey(),
    id: identityId(),
    openShiftId: bigint('open_shift_id', { mode: 'number' }).notNull(),
    employeeId: bigint('employee_id', { mode: 'number' }).notNull(),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('PENDING'),
    scheduleId: bigint('schedule_id', { mode: 'number' }),
    decidedBy: userRef('decided_by'),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'open_shift_claims_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'open_shift_claims_open_shift_fk',
      columns: [t.tenantId, t.openShiftId],
      foreignColumns: [openShifts.tenantId, openShifts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'open_shift_claims_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }).onDelete('cascade'),
    uniqueIndex('open_shift_claims_one_per_employee_key').on(
      t.tenantId,
      t.openShiftId,
      t.employeeId,
    ),
    check(
      'open_shift_claims_status_check',
      sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`,
    ),
  ],
);

/** A company's choice: the first eligible claim on an open shift is approved at once. */
export const openShiftSettings = pgTable(
  'open_shift_settings',
  {
    tenantId: tenantKey(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    autoApprove: boolean('auto_approve').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'open_shift_settings_pkey', columns: [t.tenantId, t.companyId] }),
    foreignKey({
      name: 'open_shift_settings_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }).onDelete('cascade'),
  ],
);

export const OFFER_STATUSES = ['OFFERED', 'ACCEPTED', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/**
 * An employee's own definitive shift offered to a named colleague, or to everyone with their
 * job title (`to_employee_id` null). OFFERED until a colleague accepts (ACCEPTED, `taker`),
 * then the planner approves (the shift becomes the taker's) or rejects. One offer at a time per
 * shift (the partial unique key).
 */
export const shiftOffers = pgTable(
  'shift_offers',
  {
    tenantId: tenantKey(),
    id: identityId(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    scheduleId: bigint('schedule_id', { mode: 'number' }).notNull(),
    fromEmployeeId: bigint('from_employee_id', { mode: 'number' }).notNull(),
    toEmployeeId: bigint('to_employee_id', { mode: 'number' }),
    takerEmployeeId: bigint('taker_employee_id', { mode: 'number' }),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('OFFERED'),
    acceptedAt: timestamptz('accepted_at'),
    decidedBy: userRef('decided_by'),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'shift_offers_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'shift_offers_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'shift_offers_schedule_fk',
      columns: [t.tenantId, t.scheduleId],
      foreignColumns: [schedules.tenantId, schedules.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'shift_offers_from_employee_fk',
      columns: [t.tenantId, t.fromEmployeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }).onDelete('cascade'),
    index('shift_offers_company_idx').on(t.tenantId, t.companyId, t.status),
    uniqueIndex('shift_offers_one_open_key')
      .on(t.tenantId, t.scheduleId)
      .where(sql`${t.status} in ('OFFERED', 'ACCEPTED')`),
    check(
      'shift_offers_status_check',
      sql`${t.status} in ('OFFERED', 'ACCEPTED', 'APPROVED', 'REJECTED', 'WITHDRAWN')`,
    ),
    check(
      'shift_offers_taker_check',
      sql`${t.status} in ('OFFERED', 'WITHDRAWN') or ${t.takerEmployeeId} is not null`,
    ),
  ],
);

export type OpenShift = typeof openShifts.$inferSelect;
export type OpenShiftClaim = typeof openShiftClaims.$inferSelect;
export type ShiftOffer = typeof shiftOffers.$inferSelect;
