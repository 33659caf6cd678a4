import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, timestamptz, userRef } from './columns';
import { companies, tenantKey } from './tenancy';

export const LIBERATION_DAY_CHOICES = ['everyYear', 'lustrumYears', 'never'] as const;
export const SICK_HOURS_BASES = ['plannedShifts', 'contractWhenUnplanned'] as const;
export const EXTRA_LEAVE_UNITS = ['none', 'days', 'hours'] as const;
export const SURCHARGE_KINDS = ['timeOfDay', 'weekday', 'publicHoliday'] as const;

/**
 * A company's leave and pay settings (docs/leave-and-hours-balance.md): which disputed public
 * holidays count, which holidays the company gives off (`paid_holidays`, holiday keys of
 * dutch-holidays.ts), extra-statutory leave, and how sick hours count. One row per company,
 * once saved; before that the defaults of packages/contract/src/pay-settings.ts apply.
 */
export const paySettings = pgTable(
  'pay_settings',
  {
    tenantId: tenantKey(),
    id: identityId(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    liberationDay: text('liberation_day', { enum: LIBERATION_DAY_CHOICES }).notNull(),
    goodFriday: boolean('good_friday').notNull(),
    paidHolidays: text('paid_holidays').array().notNull(),
    extraLeaveUnit: text('extra_leave_unit', { enum: EXTRA_LEAVE_UNITS }).notNull(),
    extraLeaveDaysPerYear: numeric('extra_leave_days_per_year', {
      precision: 5,
      scale: 2,
      mode: 'number',
    }),
    extraLeaveMinutesPerYear: integer('extra_leave_minutes_per_year'),
    fullTimeMinutesPerWeek: integer('full_time_minutes_per_week'),
    sickHoursBasis: text('sick_hours_basis', { enum: SICK_HOURS_BASES }).notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    updatedBy: userRef('updated_by'),
  },
  (t) => [
    primaryKey({ name: 'pay_settings_pkey', columns: [t.tenantId, t.id] }),
    unique('pay_settings_company_key').on(t.tenantId, t.companyId),
    foreignKey({
      name: 'pay_settings_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }).onDelete('cascade'),
    check(
      'pay_settings_choices_check',
      sql`${t.liberationDay} in ('everyYear', 'lustrumYears', 'never')
        and ${t.sickHoursBasis} in ('plannedShifts', 'contractWhenUnplanned')`,
    ),
    check(
      'pay_settings_extra_leave_check',
      sql`case ${t.extraLeaveUnit}
        when 'none' then ${t.extraLeaveDaysPerYear} is null
          and ${t.extraLeaveMinutesPerYear} is null and ${t.fullTimeMinutesPerWeek} is null
        when 'days' then ${t.extraLeaveDaysPerYear} between 0 and 100
          and ${t.extraLeaveMinutesPerYear} is null and ${t.fullTimeMinutesPerWeek} is null
        when 'hours' then ${t.extraLeaveDaysPerYear} is null
          and ${t.extraLeaveMinutesPerYear} between 0 and 48000
          and ${t.fullTimeMinutesPerWeek} between 1 and 10080
        else false end`,
    ),
  ],
);

/**
 * A surcharge band (toeslag) of a company, in the order the company lists them (`position`):
 * a time of day (`from_minute`–`to_minute` after local midnight, past midnight when from is
 * later; optionally only on `weekdays`), whole weekdays, or the public holidays. Its
 * percentage has at most two decimals; `hours_code` is the payroll code its hours are exported
 * under.
 */
export const surchargeBands = pgTable(
  'surcharge_bands',
  {
    tenantId: tenantKey(),
    id: identityId(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: SURCHARGE_KINDS }).notNull(),
    fromMinute: smallint('from_minute'),
    toMinute: smallint('to_minute'),
    /** ISO weekdays; empty for a holiday band and for a time band on every day. */
    weekdays: smallint('weekdays').array().notNull(),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    hoursCode: text('hours_code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'surcharge_bands_pkey', columns: [t.tenantId, t.id] }),
    foreignKey({
      name: 'surcharge_bands_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }).onDelete('cascade'),
    index('surcharge_bands_company_idx').on(t.tenantId, t.companyId, t.position),
    check('surcharge_bands_percent_check', sql`${t.percent} between 0 and 300`),
    check(
      'surcharge_bands_kind_check',
      sql`case ${t.kind}
        when 'timeOfDay' then ${t.fromMinute} between 0 and 1440 and ${t.toMinute} between 0 and 1440
        when 'weekday' then ${t.fromMinute} is null and ${t.toMinute} is null
          and cardinality(${t.weekdays}) > 0
        when 'publicHoliday' then ${t.fromMinute} is null and ${t.toMinute} is null
          and cardinality(${t.weekdays}) = 0
        else false end`,
    ),
  ],
);

export type PaySettingsRow = typeof paySettings.$inferSelect;
export type SurchargeBandRow = typeof surchargeBands.$inferSelect;
