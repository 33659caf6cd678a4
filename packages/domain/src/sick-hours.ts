import { netSeconds } from './breaks';
import {
  type ContractPeriod,
  checkedContractPeriods,
  contractDayMinutes,
  isWorkingDay,
  periodOn,
} from './contract-periods';
import { addDays, fromIsoDate, localDateOf, startOfWeek, toIsoDate } from './local-date';

/**
 * The hours a sickness counts (docs/leave-and-hours-balance.md#sick-hours): the hours the
 * employee would have worked. Only times are kept, never a diagnosis. What payroll pays for
 * them (BW 7:629: at least 70 % for 104 weeks, waiting days) is payroll's rule, not this one.
 */

/** Ziekmelding to hersteldmelding; `recoveredAt` null while the employee is still sick. */
export interface SickPeriod {
  start: Date;
  recoveredAt: Date | null;
}

export interface PlannedShift {
  start: Date;
  end: Date;
}

/**
 * A company setting: count only the planned shifts, or, in a week without any planned shift
 * (no roster made yet, a long sickness), a contract day on each working day.
 */
export type SickHoursBasis = 'plannedShifts' | 'contractWhenUnplanned';

export interface SickHoursInput {
  sickness: SickPeriod;
  /** The days to count, 'yyyy-mm-dd', both included (a month of the report). */
  from: string;
  to: string;
  /**
   * The employee's definitive shifts, of the whole weeks (Monday to Sunday) around the days:
   * a week with any shift counts as rostered.
   */
  shifts: readonly PlannedShift[];
  basis: SickHoursBasis;
  contracts: readonly ContractPeriod[];
  /** Public holidays the company gives off: no contract day on them. */
  paidHolidays: ReadonlySet<string>;
  timeZone: string;
}

export interface SickDay {
  /** 'yyyy-mm-dd' */
  date: string;
  minutes: number;
  /** Planned shifts, or a contract day in an unrostered week. */
  basis: 'shift' | 'contract';
}

export interface SickHours {
  days: SickDay[];
  totalMinutes: number;
}

const SECOND = 1000;

/**
 * A shift's sick minutes: its part within the sickness, minus the break that part carries
 * (breaks.ts), rounded half up to the minute. A whole 10:00–18:00 shift counts 7 h 30 min, as
 * it would have been paid; a report at 20:00 in a 17:00–23:00 shift counts the 3 hours left.
 * The shift counts on the day it starts, as a night shift does everywhere else.
 */
function shiftMinutes(shift: PlannedShift, sickness: SickPeriod): number {
  const from = Math.max(shift.start.getTime(), sickness.start.getTime());
  const until = Math.min(shift.end.getTime(), sickness.recoveredAt?.getTime() ?? Infinity);
  if (until <= from) return 0;
  const seconds = netSeconds(Math.floor((until - from) / SECOND));
  return Math.floor((seconds + 30) / 60);
}

/**
 * The sick minutes per day within [from, to]. A day's planned shifts count as far as they
 * fall in the sickness. With 'contractWhenUnplanned', each working day of a week without any
 * planned shift counts a contract day (contractDayMinutes), from the day of the report up to
 * the day before the recovery ("hersteld per" that day), except a public holiday given off.
 */
export function sickHours(input: SickHoursInput): SickHours {
  const { sickness, timeZone } = input;
  if (sickness.recoveredAt !== null && sickness.recoveredAt <= sickness.start) {
    throw new RangeError('A recovery lies after the sick report');
  }
  const byDate = new Map<string, SickDay>();
  const rosteredWeeks = new Set<string>();
  for (const shift of input.shifts) {
    const day = localDateOf(shift.start, timeZone);
    rosteredWeeks.add(toIsoDate(startOfWeek(day)));
    const date = toIsoDate(day);
    const minutes = shiftMinutes(shift, sickness);
    if (minutes === 0 || date < input.from || date > input.to) continue;
    const sum = byDate.get(date) ?? { date, minutes: 0, basis: 'shift' };
    sum.minutes += minutes;
    byDate.set(date, sum);
  }

  if (input.basis === 'contractWhenUnplanned') {
    const periods = checkedContractPeriods(input.contracts);
    const reported = toIsoDate(localDateOf(sickness.start, timeZone));
    const first = reported > input.from ? reported : input.from;
    const recovered =
      sickness.recoveredAt && toIsoDate(localDateOf(sickness.recoveredAt, timeZone));
    for (let day = fromIsoDate(first); ; day = addDays(day, 1)) {
      const date = toIsoDate(day);
      if (date > input.to || (recovered && date >= recovered)) break;
      if (rosteredWeeks.has(toIsoDate(startOfWeek(day)))) continue;
      const period = periodOn(periods, date);
      if (!period || !isWorkingDay(period, date) || input.paidHolidays.has(date)) continue;
      const minutes = contractDayMinutes(period);
      if (minutes > 0) byDate.set(date, { date, minutes, basis: 'contract' });
    }
  }

  const days = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  return { days, totalMinutes: days.reduce((sum, day) => sum + day.minutes, 0) };
}
