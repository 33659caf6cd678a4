import type { ScheduleInput, TimeRecordInput } from './time-records';

/** A shift is a record's when its start lies at most this far from the clock-in. */
const MAX_DISTANCE_MS = 4 * 60 * 60 * 1000;

/**
 * Pairs records with the roster (DESIGN §5): a record's shift is that employee's entry whose
 * start is nearest to the clock-in and at most 4 hours from it; each entry matches at most one
 * record. The nearest pairs are taken first, so two records near one shift do not both claim it.
 * Answers recordId → schedule.
 */
export function matchShifts(
  records: readonly TimeRecordInput[],
  schedules: readonly ScheduleInput[],
): Map<number, ScheduleInput> {
  const pairs: Array<{ record: TimeRecordInput; schedule: ScheduleInput; distance: number }> = [];
  for (const record of records) {
    for (const schedule of schedules) {
      if (schedule.employeeId !== record.employeeId) continue;
      const distance = Math.abs(schedule.startTime.getTime() - record.clockInTime.getTime());
      if (distance <= MAX_DISTANCE_MS) pairs.push({ record, schedule, distance });
    }
  }
  pairs.sort(
    (a, b) =>
      a.distance - b.distance ||
      a.record.recordId - b.record.recordId ||
      a.schedule.scheduleId - b.schedule.scheduleId,
  );
  const byRecord = new Map<number, ScheduleInput>();
  const taken = new Set<number>();
  for (const { record, schedule } of pairs) {
    if (byRecord.has(record.recordId) || taken.has(schedule.scheduleId)) continue;
    byRecord.set(record.recordId, schedule);
    taken.add(schedule.scheduleId);
  }
  return byRecord;
}
