import { SCHEDULE_MESSAGES } from '@klokwerk/contract/schedules';
import { overlaps } from '@klokwerk/domain/roster-layout';

export interface PlannedTime {
  employeeId: number;
  startTime: Date;
  endTime: Date;
}

export interface AvailabilityTime extends PlannedTime {
  available: boolean;
}

/**
 * What a planner should know before a new shift becomes part of the roster, without stopping
 * them: another shift of the same person at the same time (definitive or concept),
 * or a time they marked Niet beschikbaar. The texts are the contract's, the ones the server
 * answers after Rooster Bevestigen. Touching ends do not warn.
 */
export function shiftWarnings(
  shift: PlannedTime,
  name: string,
  others: readonly PlannedTime[],
  availability: readonly AvailabilityTime[],
  timeZone: string,
): string[] {
  const mine = (entry: PlannedTime) =>
    entry.employeeId === shift.employeeId && overlaps(entry, shift);
  const describe = (entry: PlannedTime) => ({
    name,
    startTime: entry.startTime,
    endTime: entry.endTime,
    timeZone,
  });
  const order = (a: PlannedTime, b: PlannedTime) => a.startTime.getTime() - b.startTime.getTime();
  return [
    ...others
      .filter(mine)
      .sort(order)
      .map((entry) => SCHEDULE_MESSAGES.overlap(describe(entry))),
    ...availability
      .filter((entry) => !entry.available && mine(entry))
      .sort(order)
      .map((entry) => SCHEDULE_MESSAGES.unavailable(describe(entry))),
  ];
}
