import {
  type ContractPeriod,
  checkedContractPeriods,
  contractDayMinutes,
  isWorkingDay,
  periodOn,
} from './contract-periods';
import type { DatedMinutes } from './leave-accrual';
import { addDays, fromIsoDate, toIsoDate } from './local-date';

/**
 * The minutes per day a leave request stands for (docs/leave-and-hours-balance.md#leave-days):
 * what the balance deducts and the hours balance counts as leave.
 */
export type LeaveSpan =
  /** Whole days, first and last included: a contract day on each working day. */
  | { unit: 'days'; from: string; to: string }
  /** Hours on one day, as asked. */
  | { unit: 'hours'; date: string; minutes: number };

/**
 * A whole day of leave is a contract day (the guaranteed weekly hours over the working days,
 * contractDayMinutes) on each of the employee's working weekdays under a contract. A day off
 * anyway is no leave: a day outside the contract or the working week, or a public holiday the
 * company gives off (`paidHolidays`). A zero-hours contract has no contract day, so its leave
 * is asked in hours.
 */
export function leaveMinutesPerDay(
  span: LeaveSpan,
  contracts: readonly ContractPeriod[],
  paidHolidays: ReadonlySet<string>,
): DatedMinutes[] {
  if (span.unit === 'hours') {
    if (!Number.isInteger(span.minutes) || span.minutes <= 0) {
      throw new RangeError('Leave in hours needs whole minutes above zero');
    }
    fromIsoDate(span.date);
    return [{ date: span.date, minutes: span.minutes }];
  }
  const periods = checkedContractPeriods(contracts);
  const days: DatedMinutes[] = [];
  const last = fromIsoDate(span.to);
  for (let day = fromIsoDate(span.from); toIsoDate(day) <= toIsoDate(last); day = addDays(day, 1)) {
    const date = toIsoDate(day);
    const period = periodOn(periods, date);
    if (!period || !isWorkingDay(period, date) || paidHolidays.has(date)) continue;
    const minutes = contractDayMinutes(period);
    if (minutes > 0) days.push({ date, minutes });
  }
  return days;
}
