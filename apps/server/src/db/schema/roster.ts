import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz, userRef } from './columns';
import { employees } from './employees';
import { companies, tenantKey } from './tenancy';

/**
 * A concept shift is seen by the planners only, until Rooster Bevestigen publishes its week;
 * everything else (staff, feeds, reports, exports) reads DEFINITIVE shifts alone
 * (db/definitive-shifts.ts, docs/decisions/021).
 */
export const SHIFT_STATUSES = ['CONCEPT', 'DEFINITIVE'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];

/** A shift on the roster. Planning data, not evidence: it goes with its employee or company. */
export const schedules = pgTable(
  'schedules',
  {
    tenantId: tenantKey(),
    id: identityId(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    employeeId: bigint('employee_id', { mode: 'number' }).notNull(),
    startTime: timestamptz('start_time').notNull(),
    endTime: timestamptz('end_time').notNull(),
    status: text('status', { enum: SHIFT_STATUSES }).notNull().default('DEFINITIVE'),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'schedules_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'schedules_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'schedules_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }).onDelete('cascade'),
    index('schedules_company_month_idx').on(t.tenantId, t.companyId, t.startTime),
    // One shift per employee, start and end: confirming the same drafts twice (a double click,
    // a resend after a lost answer, ten tabs at once) never plans a shift twice. It serves the
    // per-employee reads by start time as the plain index before it did.
    uniqueIndex('schedules_shift_key').on(t.tenantId, t.employeeId, t.startTime, t.endTime),
    check('schedules_time_check', sql`${t.endTime} > ${t.startTime}`),
    check('schedules_status_check', sql`${t.status} in ('CONCEPT', 'DEFINITIVE')`),
  ],
);

/** When an employee can (or cannot) work. */
export const availability = pgTable(
  'availability',
  {
    tenantId: tenantKey(),
    id: identityId(),
    employeeId: bigint('employee_id', { mode: 'number' }).notNull(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    startTime: timestamptz('start_time').notNull(),
    endTime: timestamptz('end_time').notNull(),
    available: boolean('available').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'availability_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'availability_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'availability_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }).onDelete('cascade'),
    index('availability_company_month_idx').on(t.tenantId, t.companyId, t.startTime),
    index('availability_employee_idx').on(t.tenantId, t.employeeId, t.startTime),
    check('availability_time_check', sql`${t.endTime} > ${t.startTime}`),
  ],
);

export type Schedule = typeof schedules.$inferSelect;
export type NewSchedule = typeof schedules.$inferInsert;
export type Availability = typeof availability.$inferSelect;
export type NewAvailability = typeof availability.$inferInsert;

/** A shift of a week template: whose, which day of the week (0 = Monday) and wall-clock minutes. */
export interface TemplateShift {
  employeeId: number;
  day: number;
  /** Minutes after that day's midnight; the end may pass 24:00 (a night shift). */
  startMinutes: number;
  endMinutes: number;
}

/**
 * A week of a company's roster kept under a name, to plan other weeks from (as concepts). The
 * employees are named by id without a foreign key: one who leaves is skipped when it is applied.
 */
export const rosterTemplates = pgTable(
  'roster_templates',
  {
    tenantId: tenantKey(),
    id: identityId(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    shifts: jsonb('shifts').$type<TemplateShift[]>().notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'roster_templates_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'roster_templates_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }).onDelete('cascade'),
    uniqueIndex('roster_templates_name_key').on(t.tenantId, t.companyId, sql`lower(${t.name})`),
  ],
);
