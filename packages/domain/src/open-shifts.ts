import type { Finding } from './labour-types';

// Who may take an open shift or a colleague's offered shift (docs/open-shifts-and-swaps.md).
// The server reads the facts; these functions decide, so the list in Mijn rooster and the
// claim itself can never disagree.

/** Why an employee may not take a shift, in the order the screen names them. */
export const BLOCKERS = [
  'started',
  'full',
  'jobTitle',
  'claimed',
  'overlap',
  'unavailable',
  'leave',
  'sick',
  'labourLaw',
] as const;
export type Blocker = (typeof BLOCKERS)[number];

/** What is known about one employee and one shift they might take. */
export interface TakeFacts {
  /** The shift starts at or before now: too late to take it. */
  started: boolean;
  /** Places of an open shift that nobody has yet; null for an offered shift. */
  placesLeft: number | null;
  /** The job title the shift asks for, or null when any will do (a named colleague). */
  jobTitleId: number | null;
  employeeJobTitleId: number | null;
  /** The employee already has a claim on this open shift (or took this offer). */
  alreadyClaimed: boolean;
  /** Another shift of the employee overlaps it. */
  overlapsOwnShift: boolean;
  /** The employee marked a time that overlaps it as not available. */
  markedUnavailable: boolean;
  /** Approved leave, or a sick period, overlaps it. */
  onLeave: boolean;
  sick: boolean;
  /** Labour-law violations the shift would cause (takerViolations). */
  violations: readonly Finding[];
}

/** The facts of a take that come from the employee's own times, beside the law. */
export type Obstacles = Pick<
  TakeFacts,
  'overlapsOwnShift' | 'markedUnavailable' | 'onLeave' | 'sick'
>;

/** A stretch of time in epoch milliseconds, [startMs, endMs); no end runs on (an open sick report). */
export interface Span {
  startMs: number;
  endMs: number | null;
}

/**
 * An employee's own times that may stand in the way of a shift, read once for the stretch of
 * every shift in question: their shifts (concept or definitive, with their ids), times marked
 * not available, approved leave and sick periods.
 */
export interface OwnTimes {
  shifts: ReadonlyArray<Span & { id: number }>;
  unavailable: readonly Span[];
  leave: readonly Span[];
  sick: readonly Span[];
}

/**
 * What stands in the way of one shift, decided from the employee's own times: anything that
 * overlaps it. `scheduleId` is the shift itself when it exists (an offered shift being moved),
 * which is no obstacle to itself.
 */
export function obstaclesTo(
  own: OwnTimes,
  shift: { startMs: number; endMs: number; scheduleId: number | null },
): Obstacles {
  const overlaps = (span: Span) =>
    span.startMs < shift.endMs && (span.endMs === null || span.endMs > shift.startMs);
  return {
    overlapsOwnShift: own.shifts.some((s) => s.id !== shift.scheduleId && overlaps(s)),
    markedUnavailable: own.unavailable.some(overlaps),
    onLeave: own.leave.some(overlaps),
    sick: own.sick.some(overlaps),
  };
}

/**
 * Every reason the employee may not take the shift; none means they may. The labour law
 * blocks a claim on an open shift (nobody has checked it yet), while for an offered shift the
 * planner sees the findings and decides: `labourLawBlocks` says which of the two it is.
 */
export function takeBlockers(facts: TakeFacts, labourLawBlocks: boolean): Blocker[] {
  const blockers: Blocker[] = [];
  if (facts.started) blockers.push('started');
  if (facts.placesLeft !== null && facts.placesLeft <= 0) blockers.push('full');
  if (facts.jobTitleId !== null && facts.jobTitleId !== facts.employeeJobTitleId) {
    blockers.push('jobTitle');
  }
  if (facts.alreadyClaimed) blockers.push('claimed');
  if (facts.overlapsOwnShift) blockers.push('overlap');
  if (facts.markedUnavailable) blockers.push('unavailable');
  if (facts.onLeave) blockers.push('leave');
  if (facts.sick) blockers.push('sick');
  if (labourLawBlocks && facts.violations.length > 0) blockers.push('labourLaw');
  return blockers;
}

/**
 * The violations that a shift added to an employee's roster takes part in: the checks ran on
 * their shifts with this one added, and a finding counts when it names the shift (its length,
 * the rest before or after it, the week or the average it pushes over). Reminders (breaks) are
 * not violations.
 */
export function takerViolations(findings: readonly Finding[], shiftId: string | number): Finding[] {
  return findings.filter((f) => f.severity === 'violation' && f.shiftIds.includes(shiftId));
}

/** Places of an open shift that nobody has yet; never below zero. */
export function placesLeft(places: number, filled: number): number {
  return Math.max(0, places - filled);
}
