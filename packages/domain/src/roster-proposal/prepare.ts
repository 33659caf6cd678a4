import { netSeconds } from '../breaks';
import { LABOUR_RULES } from '../labour-rules';
import { employeeCheck, minutesInWindow } from '../labour-timeline';
import { addDays, fromIsoDate, isoWeekday, localTimeToInstant } from '../local-date';
import { expenseCents } from '../wage-cost';
import {
  DEFAULT_TIME_LIMIT_SECONDS,
  DEFAULT_WEIGHTS,
  type ProposalEmployee,
  type ProposalInput,
  type ProposalWeights,
  type StaffingNeed,
} from './types';

/**
 * The proposal's input read once into instants and minutes (docs/roster-proposal.md): each
 * need becomes a shift template, each employee the limits the law and the contract set for
 * this week. The greedy baseline, the model and the summary all read this.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
/** A shift with work from this hour on is an evening for the fair spread. */
const EVENING_FROM_HOUR = 20;

/** An interval in epoch milliseconds. */
export interface Interval {
  s: number;
  e: number;
}

/** A need as a shift one person can take. */
export interface Template extends Interval {
  index: number;
  need: StaffingNeed;
  /** Length in minutes. */
  minutes: number;
  /** Minutes inside the week (a Sunday night shift may run into the next week). */
  weekMinutes: number;
  /** People still needed after the fixed shifts that cover the window. */
  open: number;
  /** 1 for an evening (work after 20:00), 1 more on a Saturday or Sunday. */
  unpopular: number;
  /** Wall-clock minutes between 00:00 and 06:00 (a night shift's). */
  nightMinutes: number;
  /** Wall-clock minutes inside a minor's night rest, 23:00–06:00. */
  minorRestMinutes: number;
}

/** An employee with the week's limits. */
export interface Staff {
  index: number;
  employee: ProposalEmployee;
  jobTitles: ReadonlySet<number>;
  /** Unavailable or absent, sorted by start. */
  unavailable: readonly Interval[];
  absent: readonly Interval[];
  /** The fixed shifts, sorted by start. */
  fixed: readonly Interval[];
  /** Whether the rules for jeugdigen apply at an instant (labour-timeline.ts). */
  minorAt(ms: number): boolean;
  /** Rest between two shifts: 11 h, or 12 h when a minor in any part of the week. */
  restMs: number;
  /** Minutes of the fixed shifts inside the week. */
  fixedWeekMinutes: number;
  /** The most minutes the law allows in the week (60 h or 45 h, and the averages). */
  lawCapMinutes: number;
  /** The contract's maximum, or Infinity. */
  contractCapMinutes: number;
}

export interface Prepared {
  input: ProposalInput;
  weekStart: number;
  weekEnd: number;
  templates: Template[];
  staff: Staff[];
  weights: ProposalWeights;
  timeLimitSeconds: number;
  /** Cost of the fixed shifts starting in the week, in cents. */
  fixedCostCents: number;
  /** Cents of `template` worked by `staff`. */
  cost(staff: Staff, template: Template): number;
}

function minutesOfDay(text: string): number {
  const [hour = 0, minute = 0] = text.split(':').map(Number);
  return hour * 60 + minute;
}

/** Milliseconds of `intervals` (sorted by start) inside [from, to). */
function overlapMs(intervals: readonly Interval[], from: number, to: number): number {
  let total = 0;
  for (const { s, e } of intervals) {
    if (s >= to) break;
    total += Math.max(0, Math.min(e, to) - Math.max(s, from));
  }
  return total;
}

export function overlapsAny(intervals: readonly Interval[], s: number, e: number): boolean {
  return intervals.some((i) => i.s < e && i.e > s);
}

const byStart = (a: Interval, b: Interval) => a.s - b.s;

/** Cents of a shift: its paid time (break deducted, breaks.ts) at the hourly cost. */
function shiftCostCents(lengthMs: number, hourlyWageCents: number): number {
  return expenseCents(netSeconds(Math.round(lengthMs / 1000)), hourlyWageCents, 1000);
}

function templateOf(
  need: StaffingNeed,
  index: number,
  timeZone: string,
  week: Interval,
  fixedOfWeek: ReadonlyArray<Interval & { jobTitleId: number | null }>,
): Template {
  const date = fromIsoDate(need.date);
  const startMinute = minutesOfDay(need.start);
  let endMinute = minutesOfDay(need.end);
  if (endMinute <= startMinute) endMinute += 24 * 60;
  const s = localTimeToInstant(date, startMinute, timeZone).getTime();
  const e = localTimeToInstant(date, endMinute, timeZone).getTime();
  const covered = fixedOfWeek.filter(
    (f) => f.jobTitleId === need.jobTitleId && f.s <= s && f.e >= e,
  ).length;
  const asShift = { id: need.id, startTime: new Date(s), endTime: new Date(e) };
  const window = (from: number, to: number) => minutesInWindow(asShift, timeZone, from, to);
  const night = LABOUR_RULES.nightShift;
  const nightMinutes = window(night.windowStartHour, night.windowEndHour);
  const { fromHour, toHour } = LABOUR_RULES.minorNightRest;
  const evening = window(EVENING_FROM_HOUR, 24) + window(0, 6) > 0;
  const weekend = isoWeekday(date) >= 6;
  return {
    index,
    need,
    s,
    e,
    minutes: Math.round((e - s) / MINUTE_MS),
    weekMinutes: Math.round((Math.min(e, week.e) - Math.max(s, week.s)) / MINUTE_MS),
    open: Math.max(0, need.count - covered),
    unpopular: (evening ? 1 : 0) + (weekend ? 1 : 0),
    nightMinutes,
    minorRestMinutes: window(fromHour, 24) + window(0, toHour),
  };
}

/** The law's weekly cap in minutes: 60 h (45 h for a minor) and, for adults, the averages. */
function lawCapMinutes(fixed: readonly Interval[], weekStart: number, minor: boolean): number {
  if (minor) return LABOUR_RULES.maxWeekHours.minor * 60;
  let cap = LABOUR_RULES.maxWeekHours.adult * 60;
  for (const { weeks, hours } of LABOUR_RULES.averageWeekHours) {
    // The weeks before this one, as the averages of labour-week-checks.ts count them.
    const before = overlapMs(fixed, weekStart - (weeks - 1) * 7 * 24 * HOUR_MS, weekStart);
    cap = Math.min(cap, weeks * hours * 60 - Math.ceil(before / MINUTE_MS));
  }
  return cap;
}

function staffOf(
  employee: ProposalEmployee,
  index: number,
  timeZone: string,
  week: Interval,
): Staff {
  const toInterval = (span: { start: Date; end: Date }) => ({
    s: span.start.getTime(),
    e: span.end.getTime(),
  });
  const fixed = employee.fixedShifts.map(toInterval).sort(byStart);
  const check = employeeCheck({
    employee: { employeeId: employee.id, name: employee.name, dateOfBirth: employee.dateOfBirth },
    shifts: [],
    period: { start: new Date(week.s), end: new Date(week.e) },
    timeZone,
  });
  // Adulthood only begins, so a minor at the week's start is one in some part of it.
  const minorInWeek = check.minorAt(week.s);
  const rest = LABOUR_RULES.dailyRest;
  return {
    index,
    employee,
    jobTitles: new Set(employee.jobTitleIds),
    unavailable: employee.unavailable.map(toInterval).sort(byStart),
    absent: employee.absent.map(toInterval).sort(byStart),
    fixed,
    minorAt: check.minorAt,
    restMs: (minorInWeek ? rest.minorHours : rest.adultHours) * HOUR_MS,
    fixedWeekMinutes: Math.ceil(overlapMs(fixed, week.s, week.e) / MINUTE_MS),
    lawCapMinutes: lawCapMinutes(fixed, week.s, minorInWeek),
    contractCapMinutes: employee.maxWeekMinutes ?? Number.POSITIVE_INFINITY,
  };
}

export function prepare(input: ProposalInput): Prepared {
  const monday = fromIsoDate(input.monday);
  const week = {
    s: localTimeToInstant(monday, 0, input.timeZone).getTime(),
    e: localTimeToInstant(addDays(monday, 7), 0, input.timeZone).getTime(),
  };
  const fixedOfWeek = input.employees.flatMap((employee) =>
    employee.fixedShifts
      .map((f) => ({
        s: f.start.getTime(),
        e: f.end.getTime(),
        jobTitleId: f.jobTitleId,
        wage: employee.hourlyWageCents,
      }))
      .filter((f) => f.s >= week.s && f.s < week.e),
  );
  return {
    input,
    weekStart: week.s,
    weekEnd: week.e,
    templates: input.needs.map((need, i) => templateOf(need, i, input.timeZone, week, fixedOfWeek)),
    staff: input.employees.map((employee, i) => staffOf(employee, i, input.timeZone, week)),
    weights: { ...DEFAULT_WEIGHTS, ...input.weights },
    timeLimitSeconds: input.timeLimitSeconds ?? DEFAULT_TIME_LIMIT_SECONDS,
    fixedCostCents: fixedOfWeek.reduce((sum, f) => sum + shiftCostCents(f.e - f.s, f.wage), 0),
    cost: (staff, template) =>
      shiftCostCents(template.e - template.s, staff.employee.hourlyWageCents),
  };
}
