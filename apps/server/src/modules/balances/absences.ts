import { leaveDaysByType } from '@klokwerk/domain/absence-minutes';
import type { ContractPeriod } from '@klokwerk/domain/contract-periods';
import type { DatedMinutes } from '@klokwerk/domain/leave-accrual';
import type { LeaveType } from '@klokwerk/domain/leave-types';
import { addDays, fromIsoDate, localTimeToInstant, startOfWeek } from '@klokwerk/domain/local-date';
import { sickHours } from '@klokwerk/domain/sick-hours';
import type { TenantContext } from '../../tenancy/tenant-context';
import { shiftsOf } from '../leave/index';
import { type LeaveSettings, paidHolidays } from '../pay-settings/read';
import { approvedLeaveOf, sicknessOf } from './repository';

/** An employee's leave per type and sick minutes per day over some days. */
export interface Absences {
  leave: Record<LeaveType, DatedMinutes[]>;
  sick: DatedMinutes[];
}

export interface AbsenceScope {
  companyTimeZone: string;
  settings: LeaveSettings;
  contracts: ReadonlyMap<number, readonly ContractPeriod[]>;
}

/**
 * The approved leave and the sick hours of these employees from `from` to `to` ('yyyy-mm-dd'),
 * as the domain counts them (absence-minutes.ts, sick-hours.ts) under each one's contract
 * periods and the company's closed holidays.
 */
export async function absencesOf(
  ctx: TenantContext,
  scope: AbsenceScope,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, Absences>> {
  const { companyTimeZone: timeZone, settings } = scope;
  const holidays = paidHolidays(settings, from, to);
  const window = {
    from: localTimeToInstant(fromIsoDate(from), 0, timeZone),
    to: localTimeToInstant(addDays(fromIsoDate(to), 1), 0, timeZone),
  };
  // Sick hours read the whole weeks around the days: a week with any shift is rostered.
  const shiftWindow = {
    from: localTimeToInstant(startOfWeek(fromIsoDate(from)), 0, timeZone),
    to: localTimeToInstant(addDays(startOfWeek(fromIsoDate(to)), 7), 0, timeZone),
  };
  const [leave, sickness, shifts] = await Promise.all([
    approvedLeaveOf(ctx, employeeIds, from, to),
    sicknessOf(ctx, employeeIds, window),
    shiftsOf(ctx, employeeIds, shiftWindow),
  ]);
  const result = new Map<number, Absences>();
  for (const employeeId of employeeIds) {
    const contracts = scope.contracts.get(employeeId) ?? [];
    const own = leave.filter((l) => l.employeeId === employeeId);
    const ownShifts = shifts
      .filter((s) => s.employeeId === employeeId)
      .map((s) => ({ start: new Date(s.startTime), end: new Date(s.endTime) }));
    const sick: DatedMinutes[] = [];
    for (const period of sickness.filter((s) => s.employeeId === employeeId)) {
      const counted = sickHours({
        sickness: { start: period.start, recoveredAt: period.recoveredAt },
        from,
        to,
        shifts: ownShifts,
        basis: settings.sickHoursBasis,
        contracts,
        paidHolidays: holidays,
        timeZone,
      });
      sick.push(...counted.days.map(({ date, minutes }) => ({ date, minutes })));
    }
    result.set(employeeId, { leave: leaveDaysByType(own, contracts, holidays), sick });
  }
  return result;
}
