import { localDateOf } from './local-date';
import { type CorrectionInput, plusDay, type TimeRecordInput } from './time-records';

const DAY_MS = 24 * 60 * 60 * 1000;

function sameLocalDay(a: Date, b: Date, timeZone: string): boolean {
  const x = localDateOf(a, timeZone);
  const y = localDateOf(b, timeZone);
  return x.year === y.year && x.month === y.month && x.day === y.day;
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
  const requested = correction.requestedTime.getTime();
  let best: TimeRecordInput | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const record of own) {
    if (record.clockOutTime === null) continue;
    if (!sameLocalDay(record.clockOutTime, correction.requestedTime, timeZone)) continue;
    const distance = Math.abs(record.clockOutTime.getTime() - requested);
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
 * Applies the APPROVED corrections to the records (DESIGN §5): each correction to at most one
 * record; of several for one record the most recently approved wins; it replaces the clock-out
 * or supplies a missing one; a corrected clock-out that is not after the clock-in is moved a day
 * on (the specification's overnight rule). Pending and rejected corrections change nothing.
 */
export function applyCorrections(
  records: readonly TimeRecordInput[],
  corrections: readonly CorrectionInput[],
  timeZone: string,
): CorrectedRecord[] {
  const chosen = new Map<number, CorrectionInput>();
  const approved = corrections.filter((c) => c.status === 'APPROVED').sort(approvalOrder);
  // In order of approval, so a later one overwrites an earlier one for the same record.
  for (const correction of approved) {
    const record = recordForCorrection(correction, records, timeZone);
    if (record) chosen.set(record.recordId, correction);
  }
  return records.map((record) => {
    const correction = chosen.get(record.recordId);
    if (!correction) {
      return { ...record, effectiveClockOut: record.clockOutTime, correctionId: null };
    }
    const out = correction.requestedTime;
    return {
      ...record,
      effectiveClockOut: out > record.clockInTime ? out : plusDay(out),
      correctionId: correction.correctionId,
    };
  });
}
