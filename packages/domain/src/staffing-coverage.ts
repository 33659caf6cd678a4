import { netSeconds } from './breaks';
import { addDays, type LocalDate, localTimeToInstant, toIsoDate } from './local-date';
import { expenseCents } from './wage-cost';

/**
 * The roster's Bezetting panel (docs/roster-proposal.md#how-the-product-feeds-the-model): per
 * need and day of a week, how many people are planned against how many are needed, and what
 * the planned week costs. A shift counts for a need when its employee has the need's job title
 * and it spans the need's whole window, as the proposal engine counts a kept shift.
 */

/** A line of the Bezetting: a weekday (1 = Monday) and a window 'HH:MM'–'HH:MM'. */
export interface WeeklyNeed {
  id: number;
  weekday: number;
  start: string;
  /** At or before `start`: the next day. */
  end: string;
  jobTitleId: number;
  headcount: number;
}

export interface PlannedShift {
  start: Date;
  end: Date;
  /** The employee's job title; null: counts for no need. */
  jobTitleId: number | null;
  /** The employee's hourly cost (wage × rating), in cents. */
  hourlyCostCents: number;
}

export interface NeedOfDay {
  needId: number;
  /** 'yyyy-mm-dd' the window starts on. */
  date: string;
  jobTitleId: number;
  start: Date;
  end: Date;
  needed: number;
  planned: number;
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * Every need of the week on its date, in order of day and start, with the shifts planned for
 * it. A window that starts in the hour the clock skips (spring forward) does not exist that day
 * and is left out.
 */
export function coverageOf(
  monday: LocalDate,
  timeZone: string,
  needs: readonly WeeklyNeed[],
  shifts: readonly PlannedShift[],
): NeedOfDay[] {
  const result: NeedOfDay[] = [];
  for (const need of needs) {
    const day = addDays(monday, need.weekday - 1);
    const from = minutesOf(need.start);
    const to = minutesOf(need.end);
    let start: Date;
    let end: Date;
    try {
      start = localTimeToInstant(day, from, timeZone);
      end = localTimeToInstant(day, to <= from ? to + 1440 : to, timeZone);
    } catch {
      continue;
    }
    const planned = shifts.filter(
      (shift) =>
        shift.jobTitleId === need.jobTitleId &&
        shift.start.getTime() <= start.getTime() &&
        shift.end.getTime() >= end.getTime(),
    ).length;
    result.push({
      needId: need.id,
      date: toIsoDate(day),
      jobTitleId: need.jobTitleId,
      start,
      end,
      needed: need.headcount,
      planned,
    });
  }
  return result.sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.jobTitleId - b.jobTitleId,
  );
}

/**
 * The wage cost of planned shifts: each one's paid time (the break deducted, breaks.ts) at
 * its employee's hourly cost, rounded to the cent per shift as the proposal costs a shift.
 */
export function plannedCostCents(shifts: readonly PlannedShift[]): number {
  return shifts.reduce(
    (sum, shift) =>
      sum +
      expenseCents(
        netSeconds(Math.round((shift.end.getTime() - shift.start.getTime()) / 1000)),
        shift.hourlyCostCents,
        1000,
      ),
    0,
  );
}
