import { addDays, type LocalDate, localDateOf, localTimeToInstant } from './local-date';
import { type CorrectionInput, plusDay, type TimeRecordInput } from './time-records';

const DAY_MS = 24 * 60 * 60 * 1000;
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
function localDays(timeZone: string): (instant: Date) => DayBounds {
  const known: DayBounds[] = [];
  return (instant) => {
    const at = instant.getTime();
    for (const day of known) if (at >= day.start && at < day.end) return day;
    const date = localDateOf(instant, timeZone);
    const day = {
      start: startOfLocalDay(date, timeZone),
      end: startOfLocalDay(addDays(date, 1), timeZone),
    };
    known.push(day);
    return day;
  };
}

/** The rule of recordForCorrection, among the records of the correction's own employee. */
function recordAmong(
  correction: CorrectionInput,
  own: readonly TimeRecordInput[],
  dayOf: (instant: Date) => DayBounds,
): TimeRecordInput | null {
  const requested = correction.requestedTime.getTime();
  const day = dayOf(correction.requestedTime);
  let best: TimeRecordInput | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const record of own) {
    if (record.clockOutTime === null) continue;
    const clockOut = record.clockOutTime.getTime();
    if (clockOut < day.start || clockOut >= day.end) continue;
    const distance = Math.abs(clockOut - requested);
    // Ties go to the lower id, so the answer does not depend on the order of the rows.
    if (
      distance < bestDistance ||
      (distance === bestDistance && best && record.recordId < best.recordId)
    ) {
      best = record;
      bestDistance = distance;
    }
  }
  if (best) return best;
  const open = own
    .filter((r) => r.clockOutTime === null)
    .filter((r) => {
      const since = requested - r.clockInTime.getTime();
      return since > 0 && since < DAY_MS;
    })
    .sort((a, b) => b.clockInTime.getTime() - a.clockInTime.getTime() || a.recordId - b.recordId);
  return open[0] ?? null;
}

/**
 * The record an approved correction applies to (DESIGN §5): the employee's record whose
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
  return recordAmong(correction, own, localDays(timeZone));
}

/** A record with its clock-out as approved corrections make it, and the correction used. */
export interface CorrectedRecord extends TimeRecordInput {
  /** The clock-out the rules use: the corrected one, or the registered one. */
  effectiveClockOut: Date | null;
  correctionId: number | null;
}

function approvalOrder(a: CorrectionInput, b: CorrectionInput): number {
  const at = (c: CorrectionInput) => c.reviewedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  return at(a) - at(b) || a.correctionId - b.correctionId;
}

/**
 * Which APPROVED correction applies to which record (DESIGN §5), as recordId → correction: each
 * correction to at most one record; of several for one record the most recently approved wins.
 * Pending and rejected corrections change nothing.
 */
export function correctionsByRecord(
  records: readonly TimeRecordInput[],
  corrections: readonly CorrectionInput[],
  timeZone: string,
): Map<number, CorrectionInput> {
  const chosen = new Map<number, CorrectionInput>();
  const approved = corrections.filter((c) => c.status === 'APPROVED').sort(approvalOrder);
  // Only the records of employees with an approved correction are grouped and searched.
  const byEmployee = new Map<number, TimeRecordInput[]>(approved.map((c) => [c.employeeId, []]));
  for (const record of records) byEmployee.get(record.employeeId)?.push(record);
  const dayOf = localDays(timeZone);
  // In order of approval, so a later one overwrites an earlier one for the same record.
  for (const correction of approved) {
    const record = recordAmong(correction, byEmployee.get(correction.employeeId) ?? [], dayOf);
    if (record) chosen.set(record.recordId, correction);
  }
  return chosen;
}

/**
 * The clock-out the rules use: the correction's, which replaces the registered one or supplies
 * a missing one, moved a day on when it is not after the clock-in (the specification's overnight
 * rule); without a correction the registered one.
 */
export function correctedClockOut(
  record: TimeRecordInput,
  correction: CorrectionInput | undefined,
): Date | null {
  if (!correction) return record.clockOutTime;
  const out = correction.requestedTime;
  return out.getTime() > record.clockInTime.getTime() ? out : plusDay(out);
}

/**
 * Applies the APPROVED corrections to the records (DESIGN §5): correctionsByRecord and
 * correctedClockOut for each record. The reports use those two directly, which spares a copy of
 * every record of the month.
 */
export function applyCorrections(
  records: readonly TimeRecordInput[],
  corrections: readonly CorrectionInput[],
  timeZone: string,
): CorrectedRecord[] {
  const chosen = correctionsByRecord(records, corrections, timeZone);
  return records.map((record) => {
    const correction = chosen.get(record.recordId);
    return {
      recordId: record.recordId,
      employeeId: record.employeeId,
      clockInTime: record.clockInTime,
      clockOutTime: record.clockOutTime,
      approvalStatus: record.approvalStatus,
      effectiveClockOut: correctedClockOut(record, correction),
      correctionId: correction?.correctionId ?? null,
    };
  });
}
