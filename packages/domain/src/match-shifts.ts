import type { ScheduleInput, TimeRecordInput } from './time-records';

/** A shift is a record's when its start lies at most this far from the clock-in. */
const MAX_DISTANCE_MS = 4 * 60 * 60 * 1000;

interface Pair {
  record: TimeRecordInput;
  schedule: ScheduleInput;
  distance: number;
}

/** The order in which the rule hands out pairs: nearest first, then by record, then by shift. */
function nearestFirst(a: Pair, b: Pair): number {
  return (
    a.distance - b.distance ||
    a.record.recordId - b.record.recordId ||
    a.schedule.scheduleId - b.schedule.scheduleId
  );
}

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** The index of the first of `starts` (ascending) at or after `ms`. */
function firstFrom(starts: Float64Array, ms: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((starts[middle] as number) < ms) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * One employee's part of matchShifts. A pair that is both the record's first choice and the
 * shift's first choice (in the order of nearestFirst) comes before every other pair of either,
 * so handing out pairs in that order always gives it: those pairs are settled at once. Only the
 * rest, where two records want one shift, is sorted and handed out pair by pair. In a normal
 * month nearly every record has its own shift, and the sort that took most of a large
 * company's report has almost nothing left to do.
 */
function matchEmployee(
  records: readonly TimeRecordInput[],
  unsorted: readonly ScheduleInput[],
  into: Map<number, ScheduleInput>,
): void {
  const shifts = [...unsorted].sort(
    (a, b) => a.startTime.getTime() - b.startTime.getTime() || a.scheduleId - b.scheduleId,
  );
  // Filled by loops: TypedArray.from with a mapping function is several times slower in V8.
  const starts = new Float64Array(shifts.length);
  for (let s = 0; s < shifts.length; s++)
    starts[s] = (shifts[s] as ScheduleInput).startTime.getTime();
  const clockIns = new Float64Array(records.length);
  for (let r = 0; r < records.length; r++) {
    clockIns[r] = (records[r] as TimeRecordInput).clockInTime.getTime();
  }
  const recordChoice = new Int32Array(records.length).fill(-1);
  const recordDistance = new Float64Array(records.length);
  const shiftChoice = new Int32Array(shifts.length).fill(-1);
  const shiftDistance = new Float64Array(shifts.length);
  const firstCandidate = new Int32Array(records.length);

  for (let r = 0; r < records.length; r++) {
    const clockIn = clockIns[r] as number;
    const first = firstFrom(starts, clockIn - MAX_DISTANCE_MS);
    firstCandidate[r] = first;
    for (
      let s = first;
      s < shifts.length && (starts[s] as number) <= clockIn + MAX_DISTANCE_MS;
      s++
    ) {
      const distance = Math.abs((starts[s] as number) - clockIn);
      const mine = recordChoice[r] as number;
      if (
        mine < 0 ||
        distance < (recordDistance[r] as number) ||
        (distance === recordDistance[r] &&
          (shifts[s] as ScheduleInput).scheduleId < (shifts[mine] as ScheduleInput).scheduleId)
      ) {
        recordChoice[r] = s;
        recordDistance[r] = distance;
      }
      const its = shiftChoice[s] as number;
      if (
        its < 0 ||
        distance < (shiftDistance[s] as number) ||
        (distance === shiftDistance[s] &&
          (records[r] as TimeRecordInput).recordId < (records[its] as TimeRecordInput).recordId)
      ) {
        shiftChoice[s] = r;
        shiftDistance[s] = distance;
      }
    }
  }

  const recordTaken = new Uint8Array(records.length);
  const shiftTaken = new Uint8Array(shifts.length);
  for (let r = 0; r < records.length; r++) {
    const s = recordChoice[r] as number;
    if (s >= 0 && shiftChoice[s] === r) {
      into.set((records[r] as TimeRecordInput).recordId, shifts[s] as ScheduleInput);
      recordTaken[r] = 1;
      shiftTaken[s] = 1;
    }
  }

  const rest: Pair[] = [];
  for (let r = 0; r < records.length; r++) {
    if (recordTaken[r] || (recordChoice[r] as number) < 0) continue;
    const clockIn = clockIns[r] as number;
    for (let s = firstCandidate[r] as number; s < shifts.length; s++) {
      if ((starts[s] as number) > clockIn + MAX_DISTANCE_MS) break;
      if (shiftTaken[s]) continue;
      const distance = Math.abs((starts[s] as number) - clockIn);
      rest.push({
        record: records[r] as TimeRecordInput,
        schedule: shifts[s] as ScheduleInput,
        distance,
      });
    }
  }
  rest.sort(nearestFirst);
  const restTaken = new Set<number>();
  for (const { record, schedule } of rest) {
    if (into.has(record.recordId) || restTaken.has(schedule.scheduleId)) continue;
    into.set(record.recordId, schedule);
    restTaken.add(schedule.scheduleId);
  }
}

/**
 * Pairs records with the roster (DESIGN §5): a record's shift is that employee's entry whose
 * start is nearest to the clock-in and at most 4 hours from it; each entry matches at most one
 * record. The nearest pairs are taken first, so two records near one shift do not both claim it.
 * Answers recordId → schedule. Employees never compete for a shift, so each employee is matched
 * on their own.
 */
export function matchShifts(
  records: readonly TimeRecordInput[],
  schedules: readonly ScheduleInput[],
): Map<number, ScheduleInput> {
  const shiftsOf = groupBy(schedules, (s) => s.employeeId);
  const matched = new Map<number, ScheduleInput>();
  for (const [employeeId, own] of groupBy(records, (r) => r.employeeId)) {
    const shifts = shiftsOf.get(employeeId);
    if (shifts) matchEmployee(own, shifts, matched);
  }
  return matched;
}
