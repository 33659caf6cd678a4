import type { CountedRecord } from '@klokwerk/domain/counted-records';
import type { LeaveType } from '@klokwerk/domain/leave-types';
import {
  addDays,
  fromIsoDate,
  localDateOf,
  localTimeToInstant,
  startOfWeek,
  toIsoDate,
} from '@klokwerk/domain/local-date';
import {
  type ApprovedLeave,
  type BandOfMonth,
  type CodeDay,
  codeDays,
  type EmployeeSurcharges,
  type SickDays,
  surchargesOf,
} from '@klokwerk/domain/pay-codes';
import { sickHours } from '@klokwerk/domain/sick-hours';
import type { PaidEmployee } from '@klokwerk/domain/wage-cost';
import type { TenantContext } from '../../tenancy/tenant-context';
import { contractPeriodsOf } from '../contract-periods/read';
import {
  type LeaveSettings,
  leaveSettingsOf,
  paidHolidays,
  surchargeBandsOf,
  surchargeHolidays,
} from '../pay-settings/read';
import * as repo from './repository';

/**
 * The month's hours per payroll code (docs/payroll-export.md#pay-codes): the bands as they
 * were counted (a closing keeps them, so a band changed later changes nothing), each employee's
 * minutes per band, leave type and sickness per day, and the surcharges the bands cost.
 */
export interface PayCodes {
  bands: BandOfMonth[];
  days: CodeDay[];
  surcharges: EmployeeSurcharges[];
}

const LEAVE_TYPE: Record<repo.ApprovedLeaveRow['leaveType'], LeaveType> = {
  VAKANTIE: 'vakantie',
  BIJZONDER: 'bijzonder',
  ONBETAALD: 'onbetaald',
};

function approvedLeaveOf(row: repo.ApprovedLeaveRow): ApprovedLeave {
  return {
    employeeId: row.employeeId,
    type: LEAVE_TYPE[row.leaveType],
    span:
      row.startMinutes === null
        ? { unit: 'days', from: row.startDate, to: row.endDate }
        : { unit: 'hours', date: row.startDate, minutes: row.minutes },
  };
}

interface MonthDays {
  from: string;
  to: string;
}

/**
 * Each sick report's minutes per day of the month (sickHours), from the employee's definitive
 * shifts of the whole weeks around the month, or contract days where the company counts them.
 */
async function sickDaysOf(
  ctx: TenantContext,
  scope: repo.MonthScope,
  days: MonthDays,
  settings: LeaveSettings,
  offDays: ReadonlySet<string>,
  timeZone: string,
): Promise<SickDays[]> {
  const reports = await repo.monthSickReports(ctx, scope);
  if (reports.length === 0) return [];
  const ids = [...new Set(reports.map((r) => r.employeeId))];
  const weeks = {
    from: localTimeToInstant(startOfWeek(fromIsoDate(days.from)), 0, timeZone),
    to: localTimeToInstant(addDays(startOfWeek(fromIsoDate(days.to)), 7), 0, timeZone),
  };
  const [shifts, contracts] = await Promise.all([
    repo.shiftsOfEmployees(ctx, scope, ids, weeks),
    contractPeriodsOf(ctx, ids),
  ]);
  return reports.map((report) => ({
    employeeId: report.employeeId,
    days: sickHours({
      sickness: {
        start: new Date(report.sickFrom),
        recoveredAt: report.recoveredAt === null ? null : new Date(report.recoveredAt),
      },
      from: days.from,
      to: days.to,
      shifts: shifts
        .filter((s) => s.employeeId === report.employeeId)
        .map((s) => ({ start: new Date(s.startMs), end: new Date(s.endMs) })),
      basis: settings.sickHoursBasis,
      contracts: contracts.get(report.employeeId) ?? [],
      paidHolidays: offDays,
      timeZone,
    }).days,
  }));
}

/** The month's pay codes from its counted registrations of known employees. */
export async function payCodesOf(
  ctx: TenantContext,
  scope: repo.MonthScope,
  timeZone: string,
  counted: readonly CountedRecord[],
  employees: readonly PaidEmployee[],
): Promise<PayCodes> {
  const days: MonthDays = {
    from: toIsoDate(localDateOf(scope.month.start, timeZone)),
    to: toIsoDate(addDays(localDateOf(scope.month.end, timeZone), -1)),
  };
  const [settings, companyBands, leaveRows] = await Promise.all([
    leaveSettingsOf(ctx, scope.companyId),
    surchargeBandsOf(ctx, scope.companyId),
    repo.approvedLeave(ctx, scope, days.from, days.to),
  ]);
  const offDays = paidHolidays(settings, days.from, days.to);
  const leave = leaveRows.map(approvedLeaveOf);
  const [contracts, sick] = await Promise.all([
    contractPeriodsOf(ctx, [...new Set(leave.map((l) => l.employeeId))]),
    sickDaysOf(ctx, scope, days, settings, offDays, timeZone),
  ]);
  const known = new Set(employees.map((e) => e.employeeId));
  const dayList = codeDays({
    counted: counted.filter((record) => known.has(record.employeeId)),
    bands: companyBands,
    surchargeHolidays: (from, to) => surchargeHolidays(settings, from, to),
    leave,
    contracts,
    paidHolidays: offDays,
    sick,
    ...days,
    timeZone,
  });
  const bands = companyBands.map((band) => ({
    id: band.id,
    name: band.name,
    hoursCode: band.hoursCode,
    percent: band.percent,
  }));
  // As wageCostOfPaid reads them: salary in cents, the rating in thousandths.
  const rates = new Map(
    employees.map((e) => [
      e.employeeId,
      {
        salaryCents: Math.round((e.salary ?? 0) * 100),
        ratingMilli: Math.round(e.hoursRating * 1000),
      },
    ]),
  );
  return { bands, days: dayList, surcharges: surchargesOf(dayList, bands, rates) };
}
