import { bigint, foreignKey, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { identityId, timestamptz, userRef } from './columns';
import { companies, tenantKey } from './tenancy';

/**
 * A company's payroll settings: how Visma Nmbrs knows the customer and the company, the hours
 * code under which the export books paid hours, and the codes of leave per type and of sick
 * hours (docs/payroll-export.md#pay-codes). One row per company, when saved.
 */
export const payrollSettings = pgTable(
  'payroll_settings',
  {
    tenantId: tenantKey(),
    id: identityId(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    debtorNumber: text('debtor_number').notNull(),
    companyNumber: text('company_number').notNull(),
    hoursCode: text('hours_code').notNull(),
    vacationCode: text('vacation_code').notNull().default('VAKANTIE'),
    specialLeaveCode: text('special_leave_code').notNull().default('BIJZVERLOF'),
    unpaidLeaveCode: text('unpaid_leave_code').notNull().default('ONBETAALD'),
    sickCode: text('sick_code').notNull().default('ZIEKTE'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    updatedBy: userRef('updated_by'),
  },
  (t) => [
    primaryKey({ name: 'payroll_settings_pkey', columns: [t.tenantId, t.id] }),
    unique('payroll_settings_company_key').on(t.tenantId, t.companyId),
    foreignKey({
      name: 'payroll_settings_company_fk',
      columns: [t.tenantId, t.companyId],
      foreignColumns: [companies.tenantId, companies.id],
    }).onDelete('cascade'),
  ],
);

export type PayrollSettingsRow = typeof payrollSettings.$inferSelect;
