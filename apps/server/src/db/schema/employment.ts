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
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz, userRef } from './columns';
import { employees } from './employees';
import { tenantKey } from './tenancy';

export const CONTRACT_KINDS = ['fixed', 'zeroHours', 'minMax'] as const;
export const LEAVE_KINDS = ['statutory', 'extra'] as const;

/** A week has 10 080 minutes: no contract agrees more. */
const WEEK_MINUTES = 10_080;

/**
 * One period of an employee's contract (docs/leave-and-hours-balance.md#contracts): from
 * `starts_on` to `ends_on` (inclusive; null while it runs) with its hours a week and working
 * days. Periods of one employee never overlap; the service checks that with the employee's row
 * locked. The minutes columns a kind does not use are null.
 */
export const contractPeriods = pgTable(
  'contract_periods',
  {
    tenantId: tenantKey(),
    id: identityId(),
    employeeId: bigint('employee_id', { mode: 'number' }).notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    kind: text('kind', { enum: CONTRACT_KINDS }).notNull(),
    minutesPerWeek: integer('minutes_per_week'),
    minMinutesPerWeek: integer('min_minutes_per_week'),
    maxMinutesPerWeek: integer('max_minutes_per_week'),
    /** ISO weekdays, 1 = Monday … 7 = Sunday, ascending. */
    workingWeekdays: smallint('working_weekdays').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'contract_periods_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'contract_periods_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }).onDelete('cascade'),
    unique('contract_periods_start_key').on(t.tenantId, t.employeeId, t.startsOn),
    check('contract_periods_dates_check', sql`${t.endsOn} is null or ${t.endsOn} >= ${t.startsOn}`),
    check(
      'contract_periods_hours_check',
      sql`case ${t.kind}
        when 'fixed' then ${t.minutesPerWeek} between 0 and ${sql.raw(String(WEEK_MINUTES))}
          and ${t.minMinutesPerWeek} is null and ${t.maxMinutesPerWeek} is null
        when 'zeroHours' then ${t.minutesPerWeek} is null and ${t.minMinutesPerWeek} is null
          and ${t.maxMinutesPerWeek} is null
        when 'minMax' then ${t.minutesPerWeek} is null and ${t.minMinutesPerWeek} >= 0
          and ${t.maxMinutesPerWeek} between ${t.minMinutesPerWeek} and ${sql.raw(String(WEEK_MINUTES))}
        else false end`,
    ),
    check(
      'contract_periods_weekdays_check',
      sql`cardinality(${t.workingWeekdays}) between 1 and 7
        and 1 <= all(${t.workingWeekdays}) and 7 >= all(${t.workingWeekdays})`,
    ),
  ],
);

/**
 * The year from which Klokwerk keeps an employee's leave (the balance's first year), entered by
 * HR with what was left of the years before it (leave_opening_pots). One per employee.
 */
export const leaveOpenings = pgTable(
  'leave_openings',
  {
    tenantId: tenantKey(),
    id: identityId(),
    employeeId: bigint('employee_id', { mode: 'number' }).notNull(),
    year: integer('year').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    updatedBy: userRef('updated_by'),
    /** The user name at the time, for when the account is gone. */
    updatedByName: text('updated_by_name'),
  },
  (t) => [
    primaryKey({ name: 'leave_openings_pkey', columns: [t.tenantId, t.id] }),
    unique('leave_openings_employee_key').on(t.tenantId, t.employeeId),
    foreignKey({
      name: 'leave_openings_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }).onDelete('cascade'),
    check('leave_openings_year_check', sql`${t.year} between 2014 and 2100`),
  ],
);

/** One kind and year of accrual of an opening balance, in whole minutes (negative: a debt). */
export const leaveOpeningPots = pgTable(
  'leave_opening_pots',
  {
    tenantId: tenantKey(),
    id: identityId(),
    employeeId: bigint('employee_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: LEAVE_KINDS }).notNull(),
    accrualYear: integer('accrual_year').notNull(),
    minutes: integer('minutes').notNull(),
  },
  (t) => [
    primaryKey({ name: 'leave_opening_pots_pkey', columns: [t.tenantId, t.id] }),
    unique('leave_opening_pots_key').on(t.tenantId, t.employeeId, t.kind, t.accrualYear),
    foreignKey({
      name: 'leave_opening_pots_opening_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [leaveOpenings.tenantId, leaveOpenings.employeeId],
    }).onDelete('cascade'),
    check('leave_opening_pots_kind_check', sql`${t.kind} in ('statutory', 'extra')`),
  ],
);

/**
 * HR's correction of an employee's leave on a date, with its reason. Never changed or deleted:
 * a mistake is undone by a correction the other way.
 */
export const leaveCorrections = pgTable(
  'leave_corrections',
  {
    tenantId: tenantKey(),
    id: identityId(),
    employeeId: bigint('employee_id', { mode: 'number' }).notNull(),
    onDate: date('on_date', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: LEAVE_KINDS }).notNull(),
    minutes: integer('minutes').notNull(),
    reason: text('reason').notNull(),
    createdBy: userRef('created_by'),
    createdByName: text('created_by_name'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'leave_corrections_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'leave_corrections_employee_fk',
      columns: [t.tenantId, t.employeeId],
      foreignColumns: [employees.tenantId, employees.id],
    }).onDelete('cascade'),
    index('leave_corrections_employee_idx').on(t.tenantId, t.employeeId, t.onDate),
    check('leave_corrections_kind_check', sql`${t.kind} in ('statutory', 'extra')`),
    check('leave_corrections_minutes_check', sql`${t.minutes} <> 0`),
  ],
);

export type ContractPeriodRow = typeof contractPeriods.$inferSelect;
export type NewContractPeriodRow = typeof contractPeriods.$inferInsert;
