import { countMonth } from '@klokwerk/domain/counted-records';
import { type HoursReport as HoursOfMonth, monthlyHours } from '@klokwerk/domain/hours-report';
import { type MonthCost, monthCost } from '@klokwerk/domain/month-cost';
import { type PaidDay, paidDays } from '@klokwerk/domain/payroll-export';
import { paidRecords, type WageCostReport, wageCostOfPaid } from '@klokwerk/domain/wage-cost';
import type { TenantContext } from '../../tenancy/tenant-context';
import { type PayCodes, payCodesOf } from './pay-codes';
import * as repo from './repository';

/**
 * Every figure of a company's month, from one read of its registrations and one count of them
 * (countMonth in packages/domain/src/counted-records.ts): the hours report, the wage cost and the
 * paid time per employee and day (the payroll export). Every report of an open month, month
 * closing and the payroll export take their figures from here, so one number is worked out in
 * one place; closing a month keeps them (docs/decisions/016), and the reports of a closed month
 * answer with what was kept.
 */
export interface MonthFigures {
  hours: HoursOfMonth;
  wageCost: WageCostReport;
  paidDays: PaidDay[];
  /** Hours per surcharge band, leave type and sickness, with the bands' surcharges. */
  payCodes: PayCodes;
}

/** The figures of the month of `scope`: the whole company's, or one employee's (staff). */
export async function monthFigures(
  ctx: TenantContext,
  scope: repo.MonthScope,
  timeZone: string,
): Promise<MonthFigures> {
  const records = await repo.monthRecords(ctx, scope);
  const schedules = await repo.monthSchedules(ctx, scope);
  const corrections = await repo.monthCorrections(ctx, scope);
  const employees = await repo.companyEmployees(ctx, scope);
  const settings = await repo.penaltySettings(ctx, scope.companyId);
  const month = scope.month;
  const count = countMonth({ month, timeZone, records, corrections, schedules, settings });
  const paid = paidRecords(count, employees);
  return {
    hours: monthlyHours(count, { month, schedules, employees }),
    wageCost: wageCostOfPaid(paid, employees),
    paidDays: paidDays(paid.records, timeZone),
    payCodes: await payCodesOf(ctx, scope, timeZone, count.counted, employees),
  };
}

/**
 * The month's wage cost incl. surcharges (docs/calculations.md#wage-cost): THE total the
 * wage-cost report, its CSV, the saved total and the closing's audit entry name, of an open
 * month's figures or of those a closing kept.
 */
export function costOfMonth(figures: Pick<MonthFigures, 'wageCost' | 'payCodes'>): MonthCost {
  return monthCost(figures.wageCost, figures.payCodes.surcharges);
}
