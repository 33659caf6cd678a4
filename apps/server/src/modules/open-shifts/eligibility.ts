import { checkEmployee } from '@klokwerk/domain/labour-check';
import type { Finding, LabourShift } from '@klokwerk/domain/labour-types';
import { addDays, localDateOf, localTimeToInstant, startOfWeek } from '@klokwerk/domain/local-date';
import {
  type Blocker,
  type TakeFacts,
  takeBlockers,
  takerViolations,
} from '@klokwerk/domain/open-shifts';
import type { TenantContext } from '../../tenancy/tenant-context';
import { employeesForChecks, shiftsForChecks } from '../schedules/repository';
import { obstacles, type Person } from './repository';

/** The averages look back 16 weeks, as the roster's checks do (docs/labour-law.md). */
const HISTORY_WEEKS = 16;
const DAY_MS = 86_400_000;

/** A shift someone might take: a new one (an open shift) or an existing one (an offer). */
export interface Shift {
  /** The schedule's id when it exists; the checks name a new shift 'new'. */
  scheduleId: number | null;
  companyId: number;
  startTime: Date;
  endTime: Date;
}

/**
 * The labour-law violations the shift would take part in on the employee's roster: the
 * domain's checks on the weeks it falls in, with the shift added (or moved to them) and 16
 * weeks of history (docs/open-shifts-and-swaps.md).
 */
export async function violationsIfTaken(
  ctx: TenantContext,
  employee: Person,
  shift: Shift,
): Promise<Finding[]> {
  const { timeZone } = employee;
  const first = startOfWeek(localDateOf(shift.startTime, timeZone));
  const last = startOfWeek(localDateOf(new Date(shift.endTime.getTime() - 1), timeZone));
  const period = {
    start: localTimeToInstant(first, 0, timeZone),
    end: localTimeToInstant(addDays(last, 7), 0, timeZone),
  };
  const from = localTimeToInstant(addDays(first, -7 * HISTORY_WEEKS), 0, timeZone);
  const to = new Date(period.end.getTime() + 2 * DAY_MS);
  const [rows, people] = await Promise.all([
    shiftsForChecks(ctx, employee.companyId, from, to),
    employeesForChecks(ctx, employee.companyId),
  ]);
  const checked = people.find((p) => p.employeeId === employee.employeeId);
  if (!checked) return [];
  const id = shift.scheduleId ?? 'new';
  const shifts: LabourShift[] = rows
    .filter((row) => row.employeeId === employee.employeeId && row.id !== shift.scheduleId)
    .map((row) => ({ id: row.id, startTime: new Date(row.startMs), endTime: new Date(row.endMs) }));
  shifts.push({ id, startTime: shift.startTime, endTime: shift.endTime });
  const findings = checkEmployee({ employee: checked, shifts, period, timeZone });
  return takerViolations(findings, id);
}

/**
 * Every reason the employee may not take the shift (takeBlockers), from the facts read in the
 * request's transaction. `labourLawBlocks`: an open shift, where nobody else checks it.
 */
export async function blockersFor(
  ctx: TenantContext,
  now: Date,
  employee: Person,
  shift: Shift,
  options: {
    jobTitleId: number | null;
    placesLeft: number | null;
    alreadyClaimed: boolean;
    labourLawBlocks: boolean;
  },
): Promise<Blocker[]> {
  const [found, violations] = await Promise.all([
    obstacles(
      ctx,
      employee.employeeId,
      { start: shift.startTime, end: shift.endTime },
      shift.scheduleId,
    ),
    options.labourLawBlocks ? violationsIfTaken(ctx, employee, shift) : Promise.resolve([]),
  ]);
  const facts: TakeFacts = {
    started: shift.startTime <= now,
    placesLeft: options.placesLeft,
    jobTitleId: options.jobTitleId,
    employeeJobTitleId: employee.jobTitleId,
    alreadyClaimed: options.alreadyClaimed,
    ...found,
    violations,
  };
  return takeBlockers(facts, options.labourLawBlocks);
}
