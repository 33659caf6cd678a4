import type { ContractPeriod } from './contract-periods';
import type { DatedMinutes } from './leave-accrual';
import { leaveMinutesPerDay } from './leave-days';
import type { LeaveType } from './leave-types';

/**
 * Approved leave as minutes per day, per type (docs/leave-and-hours-balance.md#leave-days): what
 * the leave balance deducts (vakantie) and the hours balance counts (paid and unpaid leave).
 * Whole days are read again under the contract periods and the company's closed holidays, so a
 * request and the balances agree on the same days; part of a day counts its own minutes on its
 * day, as it was asked.
 */
export interface ApprovedLeave {
  type: LeaveType;
  /** 'yyyy-mm-dd', both included. */
  startDate: string;
  endDate: string;
  /** The minutes of a request for part of one day; null for whole days. */
  partDayMinutes: number | null;
}

export function leaveDaysByType(
  requests: readonly ApprovedLeave[],
  contracts: readonly ContractPeriod[],
  paidHolidays: ReadonlySet<string>,
): Record<LeaveType, DatedMinutes[]> {
  const days: Record<LeaveType, DatedMinutes[]> = { vakantie: [], bijzonder: [], onbetaald: [] };
  for (const request of requests) {
    const span =
      request.partDayMinutes === null
        ? { unit: 'days' as const, from: request.startDate, to: request.endDate }
        : { unit: 'hours' as const, date: request.startDate, minutes: request.partDayMinutes };
    if (span.unit === 'hours' && span.minutes === 0) continue;
    days[request.type].push(...leaveMinutesPerDay(span, contracts, paidHolidays));
  }
  for (const list of Object.values(days)) list.sort((a, b) => a.date.localeCompare(b.date));
  return days;
}

/** The minutes of the days from `from` to `to` ('yyyy-mm-dd', both included). */
export function minutesWithin(days: readonly DatedMinutes[], from: string, to: string): number {
  let sum = 0;
  for (const day of days) if (day.date >= from && day.date <= to) sum += day.minutes;
  return sum;
}
