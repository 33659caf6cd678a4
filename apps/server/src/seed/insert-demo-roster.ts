import { availability, schedules } from '../db/schema/index';
import { DEMO_CAST } from './demo-people';
import { type PlannedShift, planAvailability, planRoster } from './demo-roster';
import type { Random } from './random';
import { insertInSlices, type SeedScope } from './seed-scope';

/** The roster from the first day of last month up to next week's Sunday (see planRoster). */
export async function addRoster(
  scope: SeedScope,
  random: Random,
  forgotToClockOut: ReadonlySet<number>,
): Promise<PlannedShift[]> {
  const { tx, tenantId, now, people } = scope;
  const shifts = planRoster({
    employees: people.rosterEmployees,
    now,
    today: scope.today,
    timeZone: scope.timeZone,
    random,
    workingNow: new Set(DEMO_CAST.workingNow.map(people.employeeId)),
    offToday: forgotToClockOut,
  });
  await insertInSlices(shifts, (slice) =>
    tx.insert(schedules).values(
      slice.map((s) => ({
        tenantId,
        companyId: s.companyId,
        employeeId: s.employeeId,
        startTime: s.start,
        endTime: s.end,
        status: s.isTemporary ? ('CONCEPT' as const) : ('DEFINITIVE' as const),
        createdBy: scope.managerOf(s.companyId),
        // Rosters go out about a week ahead.
        createdAt: new Date(Math.min(now.getTime(), s.start.getTime() - 7 * 86_400_000)),
      })),
    ),
  );
  return shifts;
}

/** The coming two weeks' availability of the employees DEMO_CAST names for it. */
export async function addAvailability(
  scope: SeedScope,
  random: Random,
  shifts: readonly PlannedShift[],
): Promise<void> {
  const { tx, tenantId, people } = scope;
  const availabilityRows = planAvailability({
    employees: people.rosterEmployees.filter((e) =>
      DEMO_CAST.availability.some((email) => people.employeeId(email) === e.id),
    ),
    shifts,
    today: scope.today,
    timeZone: scope.timeZone,
    random,
  });
  await insertInSlices(availabilityRows, (slice) =>
    tx.insert(availability).values(
      slice.map((a) => ({
        tenantId,
        employeeId: a.employeeId,
        companyId: a.companyId,
        startTime: a.start,
        endTime: a.end,
        available: a.available,
      })),
    ),
  );
}
