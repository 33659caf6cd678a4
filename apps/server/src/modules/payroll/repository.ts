import type { PayrollPerson } from '@klokwerk/domain/payroll-export';
import { and, eq } from 'drizzle-orm';
import { employees, payrollSettings } from '../../db/schema/index';
import type { TenantContext } from '../../tenancy/tenant-context';

export interface StoredSettings {
  debtorNumber: string;
  companyNumber: string;
  hoursCode: string;
  vacationCode: string;
  specialLeaveCode: string;
  unpaidLeaveCode: string;
  sickCode: string;
}

/** The company's payroll settings, or null while none are saved. */
export async function settingsOf(
  ctx: TenantContext,
  companyId: number,
): Promise<StoredSettings | null> {
  const [row] = await ctx.tx
    .select({
      debtorNumber: payrollSettings.debtorNumber,
      companyNumber: payrollSettings.companyNumber,
      hoursCode: payrollSettings.hoursCode,
      vacationCode: payrollSettings.vacationCode,
      specialLeaveCode: payrollSettings.specialLeaveCode,
      unpaidLeaveCode: payrollSettings.unpaidLeaveCode,
      sickCode: payrollSettings.sickCode,
    })
    .from(payrollSettings)
    .where(
      and(eq(payrollSettings.tenantId, ctx.tenantId), eq(payrollSettings.companyId, companyId)),
    );
  return row ?? null;
}

/** Saves the settings of a company: the one row per company is made or overwritten. */
export async function saveSettings(
  ctx: TenantContext,
  companyId: number,
  values: StoredSettings,
  now: Date,
): Promise<void> {
  const changed = { ...values, updatedAt: now, updatedBy: ctx.actor.userId };
  await ctx.tx
    .insert(payrollSettings)
    .values({ tenantId: ctx.tenantId, companyId, ...changed })
    .onConflictDoUpdate({
      target: [payrollSettings.tenantId, payrollSettings.companyId],
      set: changed,
    });
}

/**
 * The company's employees with their personeelsnummer, archived ones too: a month's hours stay
 * theirs after they leave, as in the wage-cost report.
 */
export function payrollPeople(ctx: TenantContext, companyId: number): Promise<PayrollPerson[]> {
  return ctx.tx
    .select({
      employeeId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      payrollNumber: employees.payrollNumber,
    })
    .from(employees)
    .where(and(eq(employees.tenantId, ctx.tenantId), eq(employees.companyId, companyId)));
}
