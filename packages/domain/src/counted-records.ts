import { correctedClockOut, correctionsByRecord } from './apply-corrections';
import { matchShifts } from './match-shifts';
import { inMonthMs, type MonthBounds } from './month-bounds';
import {
  type CorrectionInput,
  type MonthRecord,
  type MonthShift,
  secondsBetweenMs,
} from './time-records';

export interface PenaltySettings {
  applyPenalty: boolean;
  /** 0–60 */
  penaltyMinutes: number;
}

/**
 * One registration of the month as every report counts it, in whole seconds: the hours
 * report adds up its worked time, lateness and penalty, the wage cost and the payroll export
 * its elapsed time (docs/calculations.md#one-count-of-the-month). Each figure is worked out here
 * once, so no two screens count one registration differently by accident.
 */
export interface CountedRecord {
  recordId: number;
  employeeId: number;
  clockInMs: number;
  /** The clock-out, an approved correction applied. */
  clockOutMs: number;
  /** Clock-in to clock-out: what is paid (before the break). */
  elapsedSeconds: number;
  /**
   * The hours report's worked time: from the shift's start when clocked in early, to the
   * clock-out; before the penalty.
   */
  workedSeconds: number;
  /** Clock-in (to the minute) after the shift's start: by how much. */
  lateSeconds: number;
  /** What the late penalty takes off workedSeconds: never more than there is. */
  penaltySeconds: number;
}

export interface MonthCount {
  /** Registrations of the month still awaiting a decision. */
  pendingCount: number;
  /** The month's Approved registrations with a (corrected) clock-out, in the order given. */
  counted: CountedRecord[];
  /** Approved registrations of the month without a clock-out, corrected or not: counted nowhere. */
  withoutClockOut: number;
}

export interface MonthCountInput {
  month: MonthBounds;
  timeZone: string;
  /** The month's registrations and the neighbours its corrections and shifts may go to. */
  records: readonly MonthRecord[];
  /** Corrections near the month; only APPROVED ones count. */
  corrections: readonly CorrectionInput[];
  /** Definitive shifts of the month and of the hours around it. */
  schedules: readonly MonthShift[];
  settings: PenaltySettings;
}

const MINUTE_MS = 60_000;

/**
 * The month's registrations counted once (docs/calculations.md): corrections and shifts are
 * matched among every record given, the neighbours of the month included (a correction at
 * 04:00 on the 1st may belong to the night of the 31st and must not go to a record of the 1st
 * for want of it); only registrations clocking in within the month are counted.
 */
export function countMonth(input: MonthCountInput): MonthCount {
  const records = input.records;
  const corrections = correctionsByRecord(records, input.corrections, input.timeZone);
  const shifts = matchShifts(records, input.schedules);
  const penalty = input.settings.applyPenalty ? input.settings.penaltyMinutes * 60 : 0;
  const counted: CountedRecord[] = [];
  let pendingCount = 0;
  let withoutClockOut = 0;
  for (let i = 0; i < records.length; i++) {
    const record = records[i] as MonthRecord;
    if (!inMonthMs(record.clockInMs, input.month)) continue;
    if (record.approvalStatus === 'Pending') pendingCount++;
    if (record.approvalStatus !== 'Approved') continue;
    const clockOut = correctedClockOut(record, corrections.get(record.recordId));
    if (clockOut === null) {
      withoutClockOut++;
      continue;
    }
    const shift = shifts[i];
    let start = record.clockInMs;
    let late = 0;
    if (shift) {
      if (shift.startMs > start) start = shift.startMs;
      const clockInMinute = Math.floor(record.clockInMs / MINUTE_MS) * MINUTE_MS;
      late = Math.max(0, Math.floor((clockInMinute - shift.startMs) / 1000));
    }
    const worked = Math.max(0, secondsBetweenMs(start, clockOut));
    counted.push({
      recordId: record.recordId,
      employeeId: record.employeeId,
      clockInMs: record.clockInMs,
      clockOutMs: clockOut,
      elapsedSeconds: secondsBetweenMs(record.clockInMs, clockOut),
      workedSeconds: worked,
      lateSeconds: late,
      penaltySeconds: late > 0 ? Math.min(penalty, worked) : 0,
    });
  }
  return { pendingCount, counted, withoutClockOut };
}
