import type { InstantWindow, MonthRecord, MonthShift } from './time-records';

/** A registration belongs to a shift whose start lies at most this many hours from its clock-in. */
export const SHIFT_MATCH_HOURS = 4;
const MAX_DISTANCE_MS = SHIFT_MATCH_HOURS * 60 * 60 * 1000;

/**
 * The shifts (by start) that the records clocking in within [from, to) may match: those within
 * MAX_DISTANCE_MS either side, so a record at a month's edge finds its shift across it.
 */
export function shiftsWindow(clockIns: InstantWindow): InstantWindow {
  return {
    from: new Date(clockIns.from.getTime() - MAX_DISTANCE_MS),
    to: new Date(clockIns.to.getTime() + MAX_DISTANCE_MS),
  };
}

/** A record and a shift it could have: `position` in all records, `shift` in the employee's. */
interface Pair {
  position: number;
  record: MonthRecord;
  shift: number;
  schedule: MonthShift;
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

/** The positions in `items` per key. */
function positionsBy<T>(items: readonly T[], key: (item: T) => number): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (let i = 0; i < items.length; i++) {
    const group = groups.get(key(items[i] as T));
    if (group) group.push(i);
    else groups.set(key(items[i] as T), [i]);
  }
  return groups;
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
function firstFrom(starts: readonly number[], ms: number): number {
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
 * One employee's part of matchShifts: `own` are the positions of their records in `records`.
 * A pair that is both the record's first choice and the shift's first choice (in the order of
 * nearestFirst) comes before every other pair of either, so handing out pairs in that order
 * always gives it: those pairs are settled at once. Only the rest, where two records want one
 * shift, is sorted and handed out pair by pair. In a normal month nearly every record has its
 * own shift, and the sort that took most of a large company's report has almost nothing left
 * to do.
 */
function matchEmployee(
  records: readonly MonthRecord[],
  own: readonly number[],
  unsorted: readonly MonthShift[],
  matched: (MonthShift | undefined)[],
): void {
  const shifts = [...unsorted].sort((a, b) => a.startMs - b.startMs || a.scheduleId - b.scheduleId);
  const starts = shifts.map((shift) => shift.startMs);
  const clockIns = own.map((position) => (records[position] as MonthRecord).clockInMs);
  // Plain arrays: a few hundred small typed arrays a month cost more to create than they save.
  const recordChoice: number[] = new Array(own.length).fill(-1);
  const recordDistance: number[] = new Array(own.length).fill(0);
  const firstCandidate: number[] = new Array(own.length).fill(0);
  const shiftChoice: number[] = new Array(shifts.length).fill(-1);
  const shiftDistance: number[] = new Array(shifts.length).fill(0);
  const shiftTaken: boolean[] = new Array(shifts.length).fill(false);
  const recordIdAt = (r: number) => (records[own[r] as number] as MonthRecord).recordId;

  for (let r = 0; r < own.length; r++) {
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
          (shifts[s] as MonthShift).scheduleId < (shifts[mine] as MonthShift).scheduleId)
      ) {
        recordChoice[r] = s;
        recordDistance[r] = distance;
      }
      const its = shiftChoice[s] as number;
      if (
        its < 0 ||
        distance < (shiftDistance[s] as number) ||
        (distance === shiftDistance[s] && recordIdAt(r) < recordIdAt(its))
      ) {
        shiftChoice[s] = r;
        shiftDistance[s] = distance;
      }
    }
  }

  for (let r = 0; r < own.length; r++) {
    const s = recordChoice[r] as number;
    if (s >= 0 && shiftChoice[s] === r) {
      matched[own[r] as number] = shifts[s];
      shiftTaken[s] = true;
    }
  }

  const rest: Pair[] = [];
  for (let r = 0; r < own.length; r++) {
    const position = own[r] as number;
    if (matched[position] || (recordChoice[r] as number) < 0) continue;
    const clockIn = clockIns[r] as number;
    for (let s = firstCandidate[r] as number; s < shifts.length; s++) {
      if ((starts[s] as number) > clockIn + MAX_DISTANCE_MS) break;
      if (shiftTaken[s]) continue;
      rest.push({
        position,
        record: records[position] as MonthRecord,
        shift: s,
        schedule: shifts[s] as MonthShift,
        distance: Math.abs((starts[s] as number) - clockIn),
      });
    }
  }
  rest.sort(nearestFirst);
  for (const pair of rest) {
    if (matched[pair.position] || shiftTaken[pair.shift]) continue;
    matched[pair.position] = pair.schedule;
    shiftTaken[pair.shift] = true;
  }
}

/**
 * Pairs records with the roster (docs/calculations.md#shift-matching): a record's shift is that employee's entry whose
 * start is nearest to the clock-in and at most 4 hours from it; each entry matches at most one
 * record. The nearest pairs are taken first, so two records near one shift do not both claim it.
 * Answers each record's shift by its position in `records` (undefined: none), which spares the
 * report a map of every record of the month. Employees never compete for a shift, so each
 * employee is matched on their own.
 */
export function matchShifts(
  records: readonly MonthRecord[],
  schedules: readonly MonthShift[],
): (MonthShift | undefined)[] {
  const shiftsOf = groupBy(schedules, (s) => s.employeeId);
  const matched: (MonthShift | undefined)[] = new Array(records.length).fill(undefined);
  for (const [employeeId, own] of positionsBy(records, (r) => r.employeeId)) {
    const shifts = shiftsOf.get(employeeId);
    if (shifts) matchEmployee(records, own, shifts, matched);
  }
  return matched;
}
