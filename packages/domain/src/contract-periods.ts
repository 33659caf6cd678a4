import { daysBetween, fromIsoDate, isoWeekday } from './local-date';

/**
 * An employee's contract over time, as the leave, sickness and hours-balance rules read it
 * (docs/leave-and-hours-balance.md#contracts). Hours are whole minutes a week: the
 * `hours_per_week` column has one decimal, and 0.1 hour is 6 minutes.
 */
export type ContractHours =
  /** A fixed number of hours a week: plus and minus hours against it. */
  | { kind: 'fixed'; minutesPerWeek: number }
  /** Nulurencontract: hours as called, no minimum and no maximum. */
  | { kind: 'zeroHours' }
  /** Min-maxcontract: at least the minimum is paid; hours up to the maximum are as called. */
  | { kind: 'minMax'; minMinutesPerWeek: number; maxMinutesPerWeek: number };

export interface ContractPeriod {
  /** The first day, 'yyyy-mm-dd'. */
  from: string;
  /** The last day (inclusive), or null while the contract runs. */
  to: string | null;
  hours: ContractHours;
  /**
   * The ISO weekdays (1 = Monday … 7 = Sunday) the employee normally works. Their number
   * divides the week into contract days: 32 hours over five days is 6 h 24 min a day.
   */
  workingWeekdays: readonly number[];
}

/** The usual working week when nothing else is agreed. */
export const MONDAY_TO_FRIDAY: readonly number[] = [1, 2, 3, 4, 5];

const WEEK_MINUTES = 7 * 24 * 60;

function validMinutes(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes >= 0 && minutes <= WEEK_MINUTES;
}

function validHours(hours: ContractHours): boolean {
  switch (hours.kind) {
    case 'fixed':
      return validMinutes(hours.minutesPerWeek);
    case 'zeroHours':
      return true;
    case 'minMax':
      return (
        validMinutes(hours.minMinutesPerWeek) &&
        validMinutes(hours.maxMinutesPerWeek) &&
        hours.minMinutesPerWeek <= hours.maxMinutesPerWeek
      );
  }
}

/**
 * The periods in date order, checked: each a real date range with valid hours and working
 * days, none overlapping another (a day under two contracts would count twice). A RangeError
 * names the first fault: the server builds the periods from its own rows, so one is a bug.
 */
export function checkedContractPeriods(periods: readonly ContractPeriod[]): ContractPeriod[] {
  const sorted = [...periods].sort((a, b) => a.from.localeCompare(b.from));
  sorted.forEach((period, index) => {
    fromIsoDate(period.from);
    if (period.to !== null && daysBetween(fromIsoDate(period.from), fromIsoDate(period.to)) < 0) {
      throw new RangeError(`Contract period ends before it starts: ${period.from}–${period.to}`);
    }
    if (!validHours(period.hours)) {
      throw new RangeError(`Contract period ${period.from} has invalid hours`);
    }
    const days = new Set(period.workingWeekdays);
    const weekdaysValid = [...days].every((d) => Number.isInteger(d) && d >= 1 && d <= 7);
    if (days.size === 0 || days.size !== period.workingWeekdays.length || !weekdaysValid) {
      throw new RangeError(`Contract period ${period.from} has invalid working weekdays`);
    }
    const previous = sorted[index - 1];
    if (previous && (previous.to === null || previous.to >= period.from)) {
      throw new RangeError(`Contract periods overlap on ${period.from}`);
    }
  });
  return sorted;
}

/** A contract period's part within [from, to] (inclusive dates), and its number of days. */
export interface ContractStretch {
  period: ContractPeriod;
  from: string;
  to: string;
  days: number;
}

/** The parts of the (checked) periods that fall within [from, to], in date order. */
export function stretchesWithin(
  periods: readonly ContractPeriod[],
  from: string,
  to: string,
): ContractStretch[] {
  const stretches: ContractStretch[] = [];
  for (const period of periods) {
    const start = period.from > from ? period.from : from;
    const end = period.to !== null && period.to < to ? period.to : to;
    if (start > end) continue;
    const days = daysBetween(fromIsoDate(start), fromIsoDate(end)) + 1;
    stretches.push({ period, from: start, to: end, days });
  }
  return stretches;
}

/** The period that covers `date`, or null outside every contract. */
export function periodOn(periods: readonly ContractPeriod[], date: string): ContractPeriod | null {
  return periods.find((p) => p.from <= date && (p.to === null || p.to >= date)) ?? null;
}

export function isWorkingDay(period: ContractPeriod, date: string): boolean {
  return period.workingWeekdays.includes(isoWeekday(fromIsoDate(date)));
}

/**
 * The hours a week a contract guarantees: a fixed contract its hours, a min-max contract its
 * minimum, a zero-hours contract none.
 */
function guaranteedMinutesPerWeek(hours: ContractHours): number {
  switch (hours.kind) {
    case 'fixed':
      return hours.minutesPerWeek;
    case 'minMax':
      return hours.minMinutesPerWeek;
    case 'zeroHours':
      return 0;
  }
}

/**
 * The minutes of one contract day: the guaranteed hours a week over the working days,
 * rounded half up to the whole minute (24.1 h over five days: 289.2 → 289 min).
 */
export function contractDayMinutes(period: ContractPeriod): number {
  const week = guaranteedMinutesPerWeek(period.hours);
  const days = period.workingWeekdays.length;
  return Math.floor((week * 2 + days) / (2 * days));
}
