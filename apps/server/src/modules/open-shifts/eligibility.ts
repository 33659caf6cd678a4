import { MAX_SHIFT_HOURS } from '@klokwerk/contract/schedules';
import { checkEmployee } from '@klokwerk/domain/labour-check';
import type { Finding, LabourShift } from '@klokwerk/domain/labour-types';
import { addDays, localDateOf, localTimeToInstant, startOfWeek } from '@klokwerk/domain/local-date';
import {
  type Blocker,
  obstaclesTo,
  type TakeFacts,
  takeBlockers,
  takerViolations,
} from '@klokwerk/domain/open-shifts';
import type { TenantContext } from '../../tenancy/tenant-context';
import { type CheckedShiftRow, employeesForChecks, shiftsForChecks } from '../schedules/index';
import { ownTimes, type Person } from './repository';

/** The averages look back 16 weeks, as the roster's checks do (docs/labour-law.md). */
const HISTORY_WEEKS = 16;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A shift someone might take: a new one (an open shift) or an existing one (an offer). */
export interface Shift {
  /** The schedule's id when it exists; the checks name a new shift 'new'. */
  scheduleId: number | null;
  companyId: number;
  startTime: Date;
  endTime: Date;
}

/**
 * What the checks of one shift look at: the weeks it falls in (`period`) and the roster read
 * around them, [from, to): 16 weeks of history before, and two days after for the rest that
 * follows the last shift.
 */
function lawWindow(shift: Shift, timeZone: string) {
  const first = startOfWeek(localDateOf(shift.startTime, timeZone));
  const last = startOfWeek(localDateOf(new Date(shift.endTime.getTime() - 1), timeZone));
  const period = {
    start: localTimeToInstant(first, 0, timeZone),
    end: localTimeToInstant(addDays(last, 7), 0, timeZone),
  };
  const from = localTimeToInstant(addDays(first, -7 * HISTORY_WEEKS), 0, timeZone);
  return { period, from, to: new Date(period.end.getTime() + 2 * DAY_MS) };
}

/**
 * Whether shiftsForChecks over [from, to) would answer the row (its own where clause), so that
 * a shift decided from one read over many windows sees exactly the roster a read of its own
 * window would give it, and the answers cannot drift from the single-shift ones.
 */
function inWindow(row: CheckedShiftRow, from: Date, to: Date): boolean {
  return (
    row.startMs < to.getTime() &&
    row.startMs >= from.getTime() - MAX_SHIFT_HOURS * HOUR_MS &&
    row.endMs > from.getTime()
  );
}

/**
 * For each shift, the labour-law violations it would take part in on the employee's roster:
 * the domain's checks on the weeks it falls in, with the shift added (or moved to them) and 16
 * weeks of history (docs/open-shifts-and-swaps.md). The roster is read once for the stretch of
 * all the shifts; each is then checked in memory on its own window.
 */
export async function violationsIfTakenEach(
  ctx: TenantContext,
  employee: Person,
  shifts: readonly Shift[],
): Promise<Finding[][]> {
  if (shifts.length === 0) return [];
  const { timeZone } = employee;
  const windows = shifts.map((shift) => lawWindow(shift, timeZone));
  const from = new Date(Math.min(...windows.map((w) => w.from.getTime())));
  const to = new Date(Math.max(...windows.map((w) => w.to.getTime())));
  const [rows, people] = await Promise.all([
    shiftsForChecks(ctx, employee.companyId, from, to),
    employeesForChecks(ctx, employee.companyId),
  ]);
  const checked = people.find((p) => p.employeeId === employee.employeeId);
  if (!checked) return shifts.map(() => []);
  const own = rows.filter((row) => row.employeeId === employee.employeeId);
  return shifts.map((shift, index) => {
    const window = windows[index];
    if (!window) return [];
    const id = shift.scheduleId ?? 'new';
    const roster: LabourShift[] = own
      .filter((row) => row.id !== shift.scheduleId && inWindow(row, window.from, window.to))
      .map((row) => ({
        id: row.id,
        startTime: new Date(row.startMs),
        endTime: new Date(row.endMs),
      }));
    roster.push({ id, startTime: shift.startTime, endTime: shift.endTime });
    const findings = checkEmployee({
      employee: checked,
      shifts: roster,
      period: window.period,
      timeZone,
    });
    return takerViolations(findings, id);
  });
}

/** violationsIfTakenEach for one shift: the planner's view of one accepted offer. */
export async function violationsIfTaken(
  ctx: TenantContext,
  employee: Person,
  shift: Shift,
): Promise<Finding[]> {
  const [findings = []] = await violationsIfTakenEach(ctx, employee, [shift]);
  return findings;
}

/** One shift the employee might take, with what the caller knows of it. */
export interface TakeQuestion {
  shift: Shift;
  jobTitleId: number | null;
  placesLeft: number | null;
  alreadyClaimed: boolean;
}

/**
 * For each shift, every reason the employee may not take it (takeBlockers), from the facts read
 * in the request's transaction: their own times over the stretch of all the shifts and, when
 * `labourLawBlocks` (open shifts, where nobody else checks it), the law, each read once
 * however many shifts are asked about. The claim and its approval ask about one.
 */
export async function blockersForEach(
  ctx: TenantContext,
  now: Date,
  employee: Person,
  questions: readonly TakeQuestion[],
  labourLawBlocks: boolean,
): Promise<Blocker[][]> {
  if (questions.length === 0) return [];
  const shifts = questions.map((q) => q.shift);
  const stretch = {
    start: new Date(Math.min(...shifts.map((s) => s.startTime.getTime()))),
    end: new Date(Math.max(...shifts.map((s) => s.endTime.getTime()))),
  };
  const [own, violations] = await Promise.all([
    ownTimes(ctx, employee.employeeId, stretch),
    labourLawBlocks
      ? violationsIfTakenEach(ctx, employee, shifts)
      : Promise.resolve(shifts.map(() => [])),
  ]);
  return questions.map((question, index) => {
    const { shift } = question;
    const facts: TakeFacts = {
      started: shift.startTime <= now,
      placesLeft: question.placesLeft,
      jobTitleId: question.jobTitleId,
      employeeJobTitleId: employee.jobTitleId,
      alreadyClaimed: question.alreadyClaimed,
      ...obstaclesTo(own, {
        startMs: shift.startTime.getTime(),
        endMs: shift.endTime.getTime(),
        scheduleId: shift.scheduleId,
      }),
      violations: violations[index] ?? [],
    };
    return takeBlockers(facts, labourLawBlocks);
  });
}

/** blockersForEach for one shift: a claim, its approval, an acceptance. */
export async function blockersFor(
  ctx: TenantContext,
  now: Date,
  employee: Person,
  shift: Shift,
  options: Omit<TakeQuestion, 'shift'> & { labourLawBlocks: boolean },
): Promise<Blocker[]> {
  const { labourLawBlocks, ...known } = options;
  const [blockers = []] = await blockersForEach(
    ctx,
    now,
    employee,
    [{ shift, ...known }],
    labourLawBlocks,
  );
  return blockers;
}
