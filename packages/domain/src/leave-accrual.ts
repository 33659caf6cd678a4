import {
  type ContractPeriod,
  checkedContractPeriods,
  periodOn,
  stretchesWithin,
} from './contract-periods';
import { add, type Fraction, fraction, roundHalfAwayFromZero, scale, ZERO } from './exact-fraction';
import { LEAVE_RULES, type LeaveRuleId } from './leave-rules';
import { utcMs } from './utc-time';

/**
 * How much leave a year earns (docs/leave-and-hours-balance.md#accrual). A fixed contract
 * earns per calendar day it runs: four times its weekly hours over a whole year (BW 7:634
 * lid 1), a day's share of that for part of a year (lid 2), each stretch of different hours
 * at its own rate. A zero-hours or min-max contract, which agrees no weekly hours, earns 4/52
 * of every paid minute. The year's parts are added exactly and rounded once to the minute.
 */

/** Minutes on a day ('yyyy-mm-dd'). */
export interface DatedMinutes {
  date: string;
  minutes: number;
}

/**
 * Extra-statutory (bovenwettelijk) leave, a company setting: so many days or hours a year at
 * full time, pro rata to the contract's hours. A day is a fifth of the contract week, so days
 * need no full-time week; hours do (a 32-hour contract of a 40-hour full time earns 32/40).
 */
export type ExtraLeaveSetting =
  /** `perYear` with at most two decimals (2.5 days). */
  | { unit: 'days'; perYear: number }
  | { unit: 'hours'; minutesPerYear: number; fullTimeMinutesPerWeek: number };

export interface LeaveAccrualInput {
  year: number;
  contracts: readonly ContractPeriod[];
  /**
   * Paid minutes per day (worked, paid leave, paid sickness): the base of a zero-hours or
   * min-max contract's leave, read only on the days such a contract runs.
   */
  paidMinutes: readonly DatedMinutes[];
}

export interface LeaveAccrual {
  minutes: number;
  rule: LeaveRuleId;
}

function daysInYear(year: number): number {
  return (utcMs(year + 1, 1, 1) - utcMs(year, 1, 1)) / 86_400_000;
}

/**
 * The year's leave when a weekly contract minute earns `perWeekMinute` minutes of leave a
 * year: a fixed contract's stretches pro rata per day, a flexible contract's paid minutes at
 * 1/52 of that (a paid minute is a minute of an average week of a 52-week year).
 */
function accrued(input: LeaveAccrualInput, perWeekMinute: Fraction): number {
  const periods = checkedContractPeriods(input.contracts);
  const year = input.year;
  let total = ZERO;
  for (const stretch of stretchesWithin(periods, `${year}-01-01`, `${year}-12-31`)) {
    const hours = stretch.period.hours;
    if (hours.kind !== 'fixed') continue;
    total = add(total, scale(perWeekMinute, hours.minutesPerWeek * stretch.days, daysInYear(year)));
  }
  let flexiblePaid = 0;
  for (const { date, minutes } of input.paidMinutes) {
    if (!Number.isInteger(minutes) || minutes < 0) {
      throw new RangeError(`Paid minutes on ${date} must be a whole number ≥ 0`);
    }
    if (!date.startsWith(`${year}-`)) continue;
    const period = periodOn(periods, date);
    if (period && period.hours.kind !== 'fixed') flexiblePaid += minutes;
  }
  total = add(total, scale(perWeekMinute, flexiblePaid, LEAVE_RULES.paidTimeAccrual.yearWeeks));
  return roundHalfAwayFromZero(total);
}

/** Statutory leave of the year (BW 7:634): 4 × weekly hours a year, 4/52 of paid time. */
export function statutoryAccrual(input: LeaveAccrualInput): LeaveAccrual {
  const perWeekMinute = fraction(LEAVE_RULES.statutoryWeeksPerYear);
  return { minutes: accrued(input, perWeekMinute), rule: 'statutoryAccrual' };
}

function hundredths(value: number): number {
  const scaled = Math.round(value * 100);
  if (!Number.isFinite(value) || value < 0 || Math.abs(value * 100 - scaled) > 1e-6) {
    throw new RangeError(`Not an amount with at most two decimals: ${value}`);
  }
  return scaled;
}

/** What one weekly contract minute earns of the setting's leave in a year. */
function extraPerWeekMinute(setting: ExtraLeaveSetting): Fraction {
  if (setting.unit === 'days') {
    return fraction(hundredths(setting.perYear), 100 * LEAVE_RULES.daysPerWeek);
  }
  const { minutesPerYear, fullTimeMinutesPerWeek } = setting;
  if (!Number.isInteger(minutesPerYear) || minutesPerYear < 0 || fullTimeMinutesPerWeek <= 0) {
    throw new RangeError('Extra leave needs whole minutes a year and a full-time week');
  }
  return fraction(minutesPerYear, fullTimeMinutesPerWeek);
}

/** Extra-statutory leave of the year by the company's setting; none without one. */
export function extraAccrual(
  input: LeaveAccrualInput,
  setting: ExtraLeaveSetting | null,
): LeaveAccrual {
  const minutes = setting === null ? 0 : accrued(input, extraPerWeekMinute(setting));
  return { minutes, rule: 'extraAccrual' };
}
