import { LABOUR_RULES } from '../labour-rules';
import {
  HOUR_MS,
  type Interval,
  overlapsAny,
  type Prepared,
  type Staff,
  type Template,
} from './prepare';

/**
 * Who may take which shift template (docs/roster-proposal.md#eligibility): first on its own
 * (job title, availability, leave, the fixed shifts and the law's per-shift rules), then beside
 * the shifts already given to the employee (overlap, rest, the week's hours, weekly rest). The
 * greedy baseline and the explanation of what stays uncovered ask the same questions the model
 * encodes as constraints.
 */

/** Why an employee cannot take a template, in the order the checks run. */
export type Block =
  | 'jobTitle'
  | 'unavailable'
  | 'absent'
  | 'busy'
  | 'shiftLength'
  | 'minorNight'
  | 'rest'
  | 'weekHours'
  | 'weeklyRest'
  | 'contract'
  | 'budget';

const WEEKLY_REST_MS = LABOUR_RULES.weeklyRest.hours * HOUR_MS;

/**
 * Whether `intervals` leave 36 hours without work inside [from, to), counted as
 * labour-rest-checks.ts counts them: the week's edges bound the first and last rest.
 */
function hasWeeklyRest(intervals: readonly Interval[], from: number, to: number): boolean {
  let free = from;
  for (const { s, e } of [...intervals].sort((a, b) => a.s - b.s)) {
    if (s >= to) break;
    if (e <= from) continue;
    if (s - free >= WEEKLY_REST_MS) return true;
    if (e > free) free = e;
  }
  return to - free >= WEEKLY_REST_MS;
}

/** Whether two shifts are too close: they overlap or leave less than `restMs` between them. */
export function tooClose(a: Interval, b: Interval, restMs: number): boolean {
  return a.s < b.e + restMs && b.s < a.e + restMs;
}

function shiftLengthAllowed(staff: Staff, t: Template): boolean {
  const length = t.e - t.s;
  if (staff.minorAt(t.s)) return length <= LABOUR_RULES.maxShiftHours.minor * HOUR_MS;
  if (length > LABOUR_RULES.maxShiftHours.adult * HOUR_MS) return false;
  const night = LABOUR_RULES.nightShift;
  return length <= night.maxHours * HOUR_MS || t.nightMinutes <= night.minutesInWindow;
}

/** The template on its own: null when the employee may take it beside their fixed shifts. */
export function staticBlock(prepared: Prepared, staff: Staff, t: Template): Block | null {
  if (!staff.jobTitles.has(t.need.jobTitleId)) return 'jobTitle';
  if (overlapsAny(staff.unavailable, t.s, t.e)) return 'unavailable';
  if (overlapsAny(staff.absent, t.s, t.e)) return 'absent';
  if (overlapsAny(staff.fixed, t.s, t.e)) return 'busy';
  if (!shiftLengthAllowed(staff, t)) return 'shiftLength';
  if (staff.minorAt(t.s) && t.minorRestMinutes > 0) return 'minorNight';
  if (staff.fixed.some((f) => tooClose(f, t, staff.restMs))) return 'rest';
  return hoursBlock(prepared, staff, [], t);
}

/** The week's hours and weekly rest with `taken` and `t` beside the fixed shifts. */
function hoursBlock(
  prepared: Prepared,
  staff: Staff,
  taken: readonly Template[],
  t: Template,
): Block | null {
  const minutes = taken.reduce(
    (sum, o) => sum + o.weekMinutes,
    staff.fixedWeekMinutes + t.weekMinutes,
  );
  if (minutes > staff.lawCapMinutes) return 'weekHours';
  const all = [...staff.fixed, ...taken, t];
  if (!hasWeeklyRest(all, prepared.weekStart, prepared.weekEnd)) return 'weeklyRest';
  if (minutes > staff.contractCapMinutes) return 'contract';
  return null;
}

/** `t` beside the templates the employee already has in this roster (`taken`). */
export function addedBlock(
  prepared: Prepared,
  staff: Staff,
  taken: readonly Template[],
  t: Template,
): Block | null {
  if (taken.some((o) => o.s < t.e && t.s < o.e)) return 'busy';
  if (taken.some((o) => tooClose(o, t, staff.restMs))) return 'rest';
  return hoursBlock(prepared, staff, taken, t);
}

/** Minutes of the week the employee may still be given beside the fixed shifts. */
export function roomMinutes(staff: Staff): number {
  return Math.min(staff.lawCapMinutes, staff.contractCapMinutes) - staff.fixedWeekMinutes;
}

/** Which staff may take each template on its own, and the other way round (indexes). */
export interface Eligibility {
  byTemplate: number[][];
  byStaff: number[][];
}

export function eligibility(prepared: Prepared): Eligibility {
  const byTemplate: number[][] = prepared.templates.map(() => []);
  const byStaff: number[][] = prepared.staff.map(() => []);
  for (const t of prepared.templates) {
    if (t.open === 0) continue;
    for (const staff of prepared.staff) {
      if (staticBlock(prepared, staff, t) !== null) continue;
      byTemplate[t.index]?.push(staff.index);
      byStaff[staff.index]?.push(t.index);
    }
  }
  return { byTemplate, byStaff };
}
