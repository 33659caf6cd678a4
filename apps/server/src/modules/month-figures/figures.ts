import { type HoursReport as HoursOfMonth, monthlyHours } from '@klokwerk/domain/hours-report';
import type { MonthBounds } from '@klokwerk/domain/month-bounds';
import { type PaidDay, paidDays } from '@klokwerk/domain/payroll-export';
import { paidRecords, type WageCostReport, wageCostOfPaid } from '@klokwerk/domain/wage-cost';
import type { TenantContext } from '../../tenancy/tenant-context';
import * as repo from './repository';

/**
 * Every figure of a company's month, from one read of its registrations: the hours report, the
 * wage cost and the paid time per employee and day (the payroll export). Closing a month keeps
 * them (docs/decisions/016); the reports of a closed month answer with what was kept.
 */
export interface MonthFigures {
  hours: HoursOfMonth;
  wageCost: WageCostReport;
  paidDays: PaidDay[];
}

export async function monthFigures(
  ctx: TenantContext,
  companyId: number,
  month: MonthBounds,
  timeZone: string,
): Promise<MonthFigures> {
  const scope: repo.MonthScope = { companyId, month, employeeId: null };
  const records = await repo.monthRecords(ctx, scope);
  const schedules = await repo.monthSchedules(ctx, scope);
  const corrections = await repo.monthCorrections(ctx, scope);
  const employees = await repo.companyEmployees(ctx, scope);
  const settings = await repo.penaltySettings(ctx, companyId);
  const paid = paidRecords({ month, timeZone, records, corrections, employees });
  return {
    hours: monthlyHours({ month, timeZone, records, schedules, corrections, employees, settings }),
    wageCost: wageCostOfPaid(paid, employees),
    paidDays: paidDays(paid.records, timeZone),
  };
}
