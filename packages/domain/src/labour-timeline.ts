import { LABOUR_RULES, RULE_SOURCES, type RuleId } from './labour-rules';
import type { Finding, LabourCheckInput, LabourShift } from './labour-types';
import {
  addDays,
  type LocalDate,
  localDateOf,
  localTimeToInstant,
  startOfWeek,
} from './local-date';
import { segmentsByDay } from './roster-layout';
import { utcMs } from './utc-time';

/**
 * One employee's shifts as every family of labour-law checks reads them (docs/labour-law.md):
 * sorted by start, with their bounds in epoch milliseconds, the weeks of the company's clock,
 * and the moment the employee turns adult.
 */

export const HOUR = 3600;
export const DAY_MS = 86_400_000;

/** A shift with its bounds as epoch milliseconds: the checks compare thousands of them. */
export interface Timed {
  shift: LabourShift;
  s: number;
  e: number;
}

/** A week of the company's clock: Monday 00:00 to the next Monday 00:00. */
export interface Week {
  monday: LocalDate;
  start: Date;
  end: Date;
}

/** The week holding a local date. */
export function weekBounds(date: LocalDate, timeZone: string): Week {
  const monday = startOfWeek(date);
  return {
    monday,
    start: localTimeToInstant(monday, 0, timeZone),
    end: localTimeToInstant(addDays(monday, 7), 0, timeZone),
  };
}

/** The weeks (Monday first) from the one holding `from` up to the one holding `to`. */
export function weeksBetween(from: Date, to: Date, timeZone: string): Week[] {
  const weeks: Week[] = [];
  let week = weekBounds(localDateOf(from, timeZone), timeZone);
  while (week.start < to) {
    weeks.push(week);
    week = weekBounds(addDays(week.monday, 7), timeZone);
  }
  return weeks;
}

/** Seconds of work of `shifts` (sorted by start) inside [from, to). */
export function workIn(shifts: readonly Timed[], from: number, to: number): number {
  let total = 0;
  for (const { s, e } of shifts) {
    if (s >= to) break;
    const start = s > from ? s : from;
    const end = e < to ? e : to;
    if (end > start) total += end - start;
  }
  return total / 1000;
}

/** The free stretches (seconds) inside [from, to) between the shifts, sorted by start. */
export function restsIn(shifts: readonly Timed[], from: number, to: number): number[] {
  const rests: number[] = [];
  let free = from;
  for (const { s, e } of shifts) {
    if (s >= to) break;
    if (e <= from) continue;
    if (s > free) rests.push((s - free) / 1000);
    if (e > free) free = e;
  }
  if (to > free) rests.push((to - free) / 1000);
  return rests;
}

/** Wall-clock minutes of a shift inside [fromHour, toHour) of each local day it touches. */
export function minutesInWindow(
  shift: LabourShift,
  timeZone: string,
  from: number,
  to: number,
): number {
  let total = 0;
  for (const s of segmentsByDay(shift, timeZone)) {
    total += Math.max(0, Math.min(s.endMinute, to * 60) - Math.max(s.startMinute, from * 60));
  }
  return total;
}

/** The first instant at which the employee counts as an adult (their 18th birthday, local). */
function adultFrom(dateOfBirth: string | null, timeZone: string): number {
  if (dateOfBirth === null) return Number.NEGATIVE_INFINITY;
  const [year = 0, month = 1, day = 1] = dateOfBirth.split('-').map(Number);
  // 29 February: the birthday of a non-leap year is 1 March (ageOn agrees).
  const birthday = new Date(utcMs(year + LABOUR_RULES.adultAge, month, day));
  return localTimeToInstant(
    {
      year: birthday.getUTCFullYear(),
      month: birthday.getUTCMonth() + 1,
      day: birthday.getUTCDate(),
    },
    0,
    timeZone,
  ).getTime();
}

/** What each family of checks reads, and how it writes a finding about this employee. */
export interface EmployeeCheck {
  timeZone: string;
  /** The employee's shifts, history included, sorted by start. */
  shifts: readonly Timed[];
  periodStart: number;
  periodEnd: number;
  /** Whether the employee is a minor at this instant. */
  minorAt(ms: number): boolean;
  /** Whether a shift touches the checked period (findings are reported for those). */
  inPeriod(t: Timed): boolean;
  finding(
    rule: RuleId,
    message: string,
    shiftIds: Array<string | number>,
    amountSeconds: number,
    at: Date,
    severity?: Finding['severity'],
  ): Finding;
}

export function employeeCheck(input: LabourCheckInput): EmployeeCheck {
  const { employee, period, timeZone } = input;
  const periodStart = period.start.getTime();
  const periodEnd = period.end.getTime();
  const adultAt = adultFrom(employee.dateOfBirth, timeZone);
  return {
    timeZone,
    shifts: input.shifts
      .map((shift) => ({ shift, s: shift.startTime.getTime(), e: shift.endTime.getTime() }))
      .sort((a, b) => a.s - b.s),
    periodStart,
    periodEnd,
    minorAt: (ms) => ms < adultAt,
    inPeriod: (t) => t.s < periodEnd && t.e > periodStart,
    finding: (rule, message, shiftIds, amountSeconds, at, severity = 'violation') => ({
      rule,
      severity,
      employeeId: employee.employeeId,
      employeeName: employee.name,
      message,
      shiftIds,
      amountSeconds,
      source: RULE_SOURCES[rule],
      at,
    }),
  };
}
