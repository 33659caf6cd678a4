import {
  type ContractPeriod,
  checkedContractPeriods,
  periodOn,
} from '@klokwerk/domain/contract-periods';
import { addDays, fromIsoDate, toIsoDate } from '@klokwerk/domain/local-date';
import type { StoredPeriod } from './repository';

/**
 * What a change to an employee's contract periods does, worked out before anything is written:
 * the periods afterwards (checked by the rules' own `checkedContractPeriods`), and the dates
 * whose contract differs, which a closed month may not contain.
 */

/** A range of days, `to` null for "and every day after". */
export interface DayRange {
  from: string;
  to: string | null;
}

const dayBefore = (date: string) => toIsoDate(addDays(fromIsoDate(date), -1));
const dayAfter = (date: string) => toIsoDate(addDays(fromIsoDate(date), 1));

function sameTerms(a: ContractPeriod, b: ContractPeriod): boolean {
  return (
    JSON.stringify(a.hours) === JSON.stringify(b.hours) &&
    a.workingWeekdays.join() === b.workingWeekdays.join()
  );
}

const laterEnd = (a: string | null, b: string | null) =>
  a === null || b === null ? null : a > b ? a : b;

/**
 * The days on which `before` and `after` (either may be absent) give a different contract: the
 * whole of both when the hours or days differ, else only the days one covers and the other not.
 */
export function changedDays(
  before: ContractPeriod | null,
  after: ContractPeriod | null,
): DayRange[] {
  if (before === null && after === null) return [];
  if (before === null || after === null) {
    const only = (before ?? after) as ContractPeriod;
    return [{ from: only.from, to: only.to }];
  }
  if (!sameTerms(before, after)) {
    const from = before.from < after.from ? before.from : after.from;
    return [{ from, to: laterEnd(before.to, after.to) }];
  }
  const ranges: DayRange[] = [];
  if (before.from !== after.from) {
    const [early, late] =
      before.from < after.from ? [before.from, after.from] : [after.from, before.from];
    ranges.push({ from: early, to: dayBefore(late) });
  }
  if (before.to !== after.to) {
    const early =
      before.to === null
        ? after.to
        : after.to === null
          ? before.to
          : before.to < after.to
            ? before.to
            : after.to;
    if (early !== null) ranges.push({ from: dayAfter(early), to: laterEnd(before.to, after.to) });
  }
  return ranges;
}

/**
 * A new period that starts inside an earlier one and reaches at least as far (or runs on) is a
 * change of contract from that date: the earlier period ends the day before. Returns that
 * period with its new end, or null when the new one starts no such change.
 */
export function periodToEnd(
  periods: readonly StoredPeriod[],
  added: ContractPeriod,
): StoredPeriod | null {
  const covering = periods.find(
    (p) => p.from < added.from && (p.to === null || p.to >= added.from),
  );
  if (covering === undefined) return null;
  const reachesAsFar = added.to === null || (covering.to !== null && added.to >= covering.to);
  return reachesAsFar ? { ...covering, to: dayBefore(added.from) } : null;
}

/** The periods after a change, or null when two of them would overlap. */
export function periodsAfter(periods: readonly ContractPeriod[]): ContractPeriod[] | null {
  try {
    return checkedContractPeriods(periods);
  } catch {
    return null;
  }
}

/**
 * The hours a week of the period in force on `date`, else of the first to begin after it, else
 * of the last that ended: what the employee row's hours per week say. A fixed contract its
 * hours, a min-max contract its minimum, a zero-hours contract 0; null without any period.
 */
export function hoursPerWeekOn(periods: readonly ContractPeriod[], date: string): number | null {
  const period =
    periodOn(periods, date) ??
    periods.find((p) => p.from > date) ??
    periods[periods.length - 1] ??
    null;
  if (period === null) return null;
  const { hours } = period;
  const minutes =
    hours.kind === 'fixed'
      ? hours.minutesPerWeek
      : hours.kind === 'minMax'
        ? hours.minMinutesPerWeek
        : 0;
  return Math.round((minutes * 100) / 60) / 100;
}
