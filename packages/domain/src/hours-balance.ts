import {
  type ContractHours,
  type ContractPeriod,
  checkedContractPeriods,
  isWorkingDay,
  stretchesWithin,
} from './contract-periods';
import { add, type Fraction, fraction, roundHalfAwayFromZero, scale, ZERO } from './exact-fraction';

/**
 * Plus and minus hours (docs/leave-and-hours-balance.md#hours-balance): over a period, what
 * the contract asks against what counts as done, carried from one period to the next.
 *
 * The contract's weekly hours run per calendar day (a week's hours over its seven days), so any
 * period, a contract that starts on the 15th or hours that change mid-month add up exactly. A
 * public holiday the company gives off takes a contract day off on a working day; a company
 * open on holidays gives none, and its holidays are ordinary days. Unpaid leave takes its hours
 * off the contract. Done are the paid worked hours, the paid leave and the sick hours.
 *
 * A fixed contract has plus and minus hours. A min-max contract has minus hours only below its
 * minimum and plus hours only above its maximum; in between every hour is paid as worked. A
 * zero-hours contract has neither: no hours are agreed, and every hour is paid as worked.
 */

export interface HoursBalanceInput {
  /** The period's first and last day, 'yyyy-mm-dd' (a month: '2026-04-01' to '2026-04-30'). */
  from: string;
  to: string;
  contracts: readonly ContractPeriod[];
  /** Public holidays the company gives off; empty when it is open on holidays. */
  paidHolidays: ReadonlySet<string>;
  /** Paid worked minutes: registrations, break deducted (the wage cost's paid time). */
  workedMinutes: number;
  /** Paid leave: vakantie and bijzonder verlof. */
  leaveMinutes: number;
  unpaidLeaveMinutes: number;
  sickMinutes: number;
  /** The balance carried in from the period before (0 to start with). */
  previousBalanceMinutes: number;
}

export interface HoursBalance {
  /**
   * The hours the contract asks (a min-max contract's minimum), after holidays and unpaid
   * leave; below it are minus hours.
   */
  contractMinutes: number;
  /** Above it are plus hours: a fixed contract's hours, a min-max contract's maximum; null when no hour is ever plus (zero-hours). */
  maxMinutes: number | null;
  /** Contract hours the paid holidays took off (already out of contractMinutes). */
  holidayMinutes: number;
  unpaidLeaveMinutes: number;
  workedMinutes: number;
  leaveMinutes: number;
  sickMinutes: number;
  /** worked + leave + sick */
  doneMinutes: number;
  /** Plus (> 0) or minus (< 0) hours of the period. */
  differenceMinutes: number;
  previousBalanceMinutes: number;
  /** previous + difference: carried into the next period. */
  balanceMinutes: number;
}

/** The weekly minutes below which hours are minus, and above which plus (null: never). */
function weeklyBounds(hours: ContractHours): { low: number; high: number | null } {
  switch (hours.kind) {
    case 'fixed':
      return { low: hours.minutesPerWeek, high: hours.minutesPerWeek };
    case 'minMax':
      return { low: hours.minMinutesPerWeek, high: hours.maxMinutesPerWeek };
    case 'zeroHours':
      return { low: 0, high: null };
  }
}

function wholeMinutes(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${what}: whole minutes ≥ 0`);
  return value;
}

/** The period's contract minutes of a weekly figure: per day, less a contract day a holiday. */
interface WeeklyTotals {
  days: Fraction;
  holidays: Fraction;
}

export function hoursBalance(input: HoursBalanceInput): HoursBalance {
  const workedMinutes = wholeMinutes(input.workedMinutes, 'Worked');
  const leaveMinutes = wholeMinutes(input.leaveMinutes, 'Leave');
  const unpaidLeaveMinutes = wholeMinutes(input.unpaidLeaveMinutes, 'Unpaid leave');
  const sickMinutes = wholeMinutes(input.sickMinutes, 'Sick');
  if (!Number.isInteger(input.previousBalanceMinutes)) {
    throw new RangeError('The previous balance is whole minutes');
  }

  const low: WeeklyTotals = { days: ZERO, holidays: ZERO };
  const high: WeeklyTotals = { days: ZERO, holidays: ZERO };
  let unbounded = false;
  const stretches = stretchesWithin(checkedContractPeriods(input.contracts), input.from, input.to);
  for (const stretch of stretches) {
    const bounds = weeklyBounds(stretch.period.hours);
    const workingDays = stretch.period.workingWeekdays.length;
    const holidays = [...input.paidHolidays].filter(
      (date) => date >= stretch.from && date <= stretch.to && isWorkingDay(stretch.period, date),
    ).length;
    const addTo = (totals: WeeklyTotals, perWeek: number) => {
      totals.days = add(totals.days, scale(fraction(perWeek), stretch.days, 7));
      totals.holidays = add(totals.holidays, scale(fraction(perWeek), holidays, workingDays));
    };
    addTo(low, bounds.low);
    if (bounds.high === null) unbounded = true;
    else addTo(high, bounds.high);
  }
  // A period outside every contract agrees no hours: nothing is plus or minus.
  if (stretches.length === 0) unbounded = true;

  // Each figure is rounded on its own and then subtracted, so the screen's sum adds up.
  const afterHolidays = (totals: WeeklyTotals) =>
    roundHalfAwayFromZero(totals.days) - roundHalfAwayFromZero(totals.holidays);
  const holidayMinutes = roundHalfAwayFromZero(low.holidays);
  const contractMinutes = Math.max(0, afterHolidays(low) - unpaidLeaveMinutes);
  const maxMinutes = unbounded ? null : Math.max(0, afterHolidays(high) - unpaidLeaveMinutes);

  const doneMinutes = workedMinutes + leaveMinutes + sickMinutes;
  let differenceMinutes = 0;
  if (doneMinutes < contractMinutes) differenceMinutes = doneMinutes - contractMinutes;
  else if (maxMinutes !== null && doneMinutes > maxMinutes)
    differenceMinutes = doneMinutes - maxMinutes;

  return {
    contractMinutes,
    maxMinutes,
    holidayMinutes,
    unpaidLeaveMinutes,
    workedMinutes,
    leaveMinutes,
    sickMinutes,
    doneMinutes,
    differenceMinutes,
    previousBalanceMinutes: input.previousBalanceMinutes,
    balanceMinutes: input.previousBalanceMinutes + differenceMinutes,
  };
}

/**
 * Consecutive periods (the months of a report), each starting from the balance the one before
 * ended with; the first from `startMinutes` (0 when nothing is carried in).
 */
export function carriedHoursBalances(
  periods: readonly Omit<HoursBalanceInput, 'previousBalanceMinutes'>[],
  startMinutes = 0,
): HoursBalance[] {
  const balances: HoursBalance[] = [];
  let previousBalanceMinutes = startMinutes;
  for (const period of periods) {
    const balance = hoursBalance({ ...period, previousBalanceMinutes });
    balances.push(balance);
    previousBalanceMinutes = balance.balanceMinutes;
  }
  return balances;
}
