import { addDays, type LocalDate, localDateOf, localTimeToInstant } from './local-date';
import {
  type CorrectionInput,
  DAY_MS,
  type MonthRecord,
  monthRecordOf,
  type TimeRecordInput,
} from './time-records';

const QUARTER_HOUR = 15;

/**
 * The first instant of a local calendar day, as epoch milliseconds. A few zones skip midnight
 * itself when the clock goes forward (the day then starts at the first minute that exists).
 */
function startOfLocalDay(day: LocalDate, timeZone: string): number {
  for (let minutes = 0; minutes < 24 * 60; minutes += QUARTER_HOUR) {
    try {
      return localTimeToInstant(day, minutes, timeZone).getTime();
    } catch {
      // This wall-clock time does not exist that day; try the next quarter of an hour.
    }
  }
  throw new RangeError(`no local time exists on ${day.year}-${day.month}-${day.day}`);
}

/** A calendar day of the company's zone as [start, end) in epoch milliseconds. */
interface DayBounds {
  start: number;
  end: number;
}

/**
 * The calendar day of an instant, for many instants of one zone, each day worked out once: an
 * instant inside a day already known is that day, by the day's own bounds; only an instant
 * outside all of them is converted to a local date (through Intl, which is what costs). Comparing
 * a clock-out with the day's bounds then answers "same calendar day" without converting every
 * record's clock-out: a report matches hundreds of corrections against tens of thousands of
 * records.
 */
function localDays(timeZone: string): (instantMs: number) => DayBounds {
  const known: DayBounds[] = [];
  return (at) => {
    for (const day of known) if (at >= day.start && at < day.end) return day;
    const date = localDateOf(new Date(at), timeZone);
    const day = {
      start: startOfLocalDay(date, timeZone),
      end: startOfLocalDay(addDays(date, 1), timeZone),
    };
    known.push(day);
    return day;
  };
}

/**
 * The rule of recordForCorrection, among the records of the correction's own employee: the
 * index of the record in `own`, or -1.
 */
function recordAmong(
  correction: CorrectionInput,
  own: readonly MonthRecord[],
  dayOf: (instantMs: number) => DayBounds,
): number {
  const requested = correction.requestedTime.getTime();
  const day = dayOf(requested);
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let i = 0; i < own.length; i++) {
    const clockOut = (own[i] as MonthRecord).clockOutMs;
    if (clockOut === null || clockOut < day.start || clockOut >= day.end) continue;
    const distance = Math.abs(clockOut - requested);
    // Ties go to the lower id, so the answer does not depend on the order of the rows.
    if (
      distance < bestDistance ||
      (distance === bestDistance &&
        (own[i] as MonthRecord).recordId < (own[best] as MonthRecord).recordId)
    ) {
      best = i;
      bestDistance = distance;
    }
  }
  if (best >= 0) return best;
  // Failing that, the open record that clocked in last within the 24 hours before (lower id on
  // a tie).
  for (let i = 0; i < own.length; i++) {
    const record = own[i] as MonthRecord;
    const since = requested - record.clockInMs;
    if (record.clockOutMs !== null || since <= 0 || since >= DAY_MS) continue;
    const chosen = own[best];
    if (
      !chosen ||
      record.clockInMs > chosen.clockInMs ||
      (record.clockInMs === chosen.clockInMs && record.recordId < chosen.recordId)
    ) {
      best = i;
    }
  }
  return best;
}

/**
 * The record an approved correction applies to (docs/calculations.md#corrections): the employee's record whose
 * clock-out falls on the same calendar day (company zone) as the requested time, the nearest
 * clock-out if several; failing that, the employee's open record whose clock-in lies less than
 * 24 hours before the requested time. Null when there is none.
 */
export function recordForCorrection(
  correction: CorrectionInput,
  records: readonly TimeRecordInput[],
  timeZone: string,
): TimeRecordInput | null {
  const own = records.filter((r) => r.employeeId === correction.employeeId);
  return own[recordAmong(correction, own.map(monthRecordOf), localDays(timeZone))] ?? null;
}

/** A record with its clock-out as approved corrections make it, and the correction used. */
export interface CorrectedRecord extends TimeRecordInput {
  /** The clock-out the rules use: the corrected one, or the registered one. */
  effectiveClockOut: Date | null;
  correctionId: number | null;
}

const approvedAt = (c: CorrectionInput) => c.reviewedAt?.getTime() ?? Number.NEGATIVE_INFINITY;

function approvalOrder(a: CorrectionInput, b: CorrectionInput): number {
  return approvedAt(a) - approvedAt(b) || a.correctionId - b.correctionId;
}

/**
 * Which APPROVED correction applies to which record (docs/calculations.md#corrections), as recordId → correction: each
 * correction to at most one record; of several for one record the most recently approved wins.
 * Pending and rejected corrections change nothing.
 */
export function correctionsByRecord(
  records: readonly MonthRecord[],
  corrections: readonly CorrectionInput[],
  timeZone: string,
): Map<number, CorrectionInput> {
  const chosen = new Map<number, CorrectionInput>();
  const approved = corrections.filter((c) => c.status === 'APPROVED').sort(approvalOrder);
  // Only the records of employees with an approved correction are grouped and searched.
  const byEmployee = new Map<number, MonthRecord[]>(approved.map((c) => [c.employeeId, []]));
  for (const record of records) byEmployee.get(record.employeeId)?.push(record);
  const dayOf = localDays(timeZone);
  // In order of approval, so a later one overwrites an earlier one for the same record.
  for (const correction of approved) {
    const own = byEmployee.get(correction.employeeId) ?? [];
    const record = own[recordAmong(correction, own, dayOf)];
    if (record) chosen.set(record.recordId, correction);
  }
  return chosen;
}

/**
 * The clock-out the rules use, in epoch milliseconds: the correction's, which replaces the
 * registered one or supplies a missing one, moved a day on when it is not after the clock-in
 * (the specification's overnight rule); without a correction the registered one.
 */
export function correctedClockOut(
  record: MonthRecord,
  correction: CorrectionInput | undefined,
): number | null {
  if (!correction) return record.clockOutMs;
  const out = correction.requestedTime.getTime();
  return out > record.clockInMs ? out : out + DAY_MS;
}

/**
 * Applies the APPROVED corrections to the records (docs/calculations.md#corrections): correctionsByRecord and
 * correctedClockOut for each record. The reports use those two directly, which spares a copy of
 * every record of the month.
 */
export function applyCorrections(
  records: readonly TimeRecordInput[],
  corrections: readonly CorrectionInput[],
  timeZone: string,
): CorrectedRecord[] {
  const times = records.map(monthRecordOf);
  const chosen = correctionsByRecord(times, corrections, timeZone);
  return records.map((record, i) => {
    const correction = chosen.get(record.recordId);
    const out = correction ? correctedClockOut(times[i] as MonthRecord, correction) : null;
    return {
      recordId: record.recordId,
      employeeId: record.employeeId,
      clockInTime: record.clockInTime,
      clockOutTime: record.clockOutTime,
      approvalStatus: record.approvalStatus,
      effectiveClockOut: out === null ? record.clockOutTime : new Date(out),
      correctionId: correction?.correctionId ?? null,
    };
  });
}
