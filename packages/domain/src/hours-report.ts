import { correctedClockOut, correctionsByRecord } from './apply-corrections';
import { netSeconds } from './breaks';
import { matchShifts } from './match-shifts';
import { inMonthMs, type MonthBounds } from './month-bounds';
import {
  type CorrectionInput,
  type MonthRecord,
  type MonthShift,
  secondsBetweenMs,
} from './time-records';

export interface ReportEmployee {
  employeeId: number;
  firstName: string;
  lastName: string;
}

export interface PenaltySettings {
  applyPenalty: boolean;
  /** 0–60 */
  penaltyMinutes: number;
}

/** One employee's month, in whole seconds (docs/calculations.md#durations-and-rounding); hours are seconds / 3600. */
export interface HoursRow {
  employeeId: number;
  name: string;
  /** Σ (end − start) over the month's shifts. */
  scheduledSeconds: number;
  /** The same with each shift's break deducted. */
  scheduledNetSeconds: number;
  /** Σ worked time of approved records, from the scheduled start on, penalty deducted. */
  actualSeconds: number;
  actualNetSeconds: number;
  lateSeconds: number;
  penaltySeconds: number;
}

export interface HoursReport {
  /** Records of the month still awaiting a decision; while > 0 the screen shows no sums. */
  pendingCount: number;
  rows: HoursRow[];
}

export interface HoursReportInput {
  month: MonthBounds;
  timeZone: string;
  /** The month's records (others are ignored). */
  records: readonly MonthRecord[];
  /** Corrections near the month; only APPROVED ones count. */
  corrections: readonly CorrectionInput[];
  /** Shifts of the month and of the hours around it (a record may match either). */
  schedules: readonly MonthShift[];
  employees: readonly ReportEmployee[];
  settings: PenaltySettings;
}

export const UNKNOWN_EMPLOYEE = 'Onbekende medewerker';

const MINUTE_MS = 60_000;

function emptyRow(employeeId: number, employee: ReportEmployee | undefined): HoursRow {
  return {
    employeeId,
    name: employee ? `${employee.firstName} ${employee.lastName}` : UNKNOWN_EMPLOYEE,
    scheduledSeconds: 0,
    scheduledNetSeconds: 0,
    actualSeconds: 0,
    actualNetSeconds: 0,
    lateSeconds: 0,
    penaltySeconds: 0,
  };
}

/**
 * The monthly hours report (docs/calculations.md#hours-report). Per approved record with a (corrected)
 * clock-out whose clock-in falls in the month: work counts from the scheduled start when the
 * employee clocked in early; a clock-in later than the shift's start (to the minute) is late,
 * and costs the penalty when it applies; breaks are deducted per record and per shift.
 */
export function monthlyHours(input: HoursReportInput): HoursReport {
  // Corrections and shifts are matched among every record given, the neighbours of the month
  // included: a correction at 04:00 on the 1st may belong to the night of the 31st, and must
  // not go to a record of the 1st for want of it. Only the month's records are counted.
  const records = input.records;
  const corrections = correctionsByRecord(records, input.corrections, input.timeZone);
  const shifts = matchShifts(records, input.schedules);
  const employees = new Map(input.employees.map((e) => [e.employeeId, e]));
  const rows = new Map<number, HoursRow>();
  const rowOf = (employeeId: number): HoursRow => {
    let row = rows.get(employeeId);
    if (!row) {
      row = emptyRow(employeeId, employees.get(employeeId));
      rows.set(employeeId, row);
    }
    return row;
  };

  for (const shift of input.schedules) {
    if (!inMonthMs(shift.startMs, input.month)) continue;
    const row = rowOf(shift.employeeId);
    const length = secondsBetweenMs(shift.startMs, shift.endMs);
    row.scheduledSeconds += length;
    row.scheduledNetSeconds += netSeconds(length);
  }

  const penalty = input.settings.applyPenalty ? input.settings.penaltyMinutes * 60 : 0;
  let pendingCount = 0;
  for (let i = 0; i < records.length; i++) {
    const record = records[i] as MonthRecord;
    if (!inMonthMs(record.clockInMs, input.month)) continue;
    if (record.approvalStatus === 'Pending') pendingCount++;
    if (record.approvalStatus !== 'Approved') continue;
    const clockOut = correctedClockOut(record, corrections.get(record.recordId));
    if (clockOut === null) continue;
    const row = rowOf(record.employeeId);
    const shift = shifts[i];
    let start = record.clockInMs;
    let late = 0;
    if (shift) {
      if (shift.startMs > start) start = shift.startMs;
      const clockInMinute = Math.floor(record.clockInMs / MINUTE_MS) * MINUTE_MS;
      late = Math.max(0, Math.floor((clockInMinute - shift.startMs) / 1000));
    }
    const deducted = late > 0 ? penalty : 0;
    const worked = Math.max(0, secondsBetweenMs(start, clockOut) - deducted);
    row.actualSeconds += worked;
    row.actualNetSeconds += netSeconds(worked);
    row.lateSeconds += late;
    row.penaltySeconds += deducted;
  }

  return { pendingCount, rows: [...rows.values()].sort(byName(employees)) };
}

/** By last name, then first name; unknown employees last. */
export function byName(employees: ReadonlyMap<number, ReportEmployee>) {
  const collator = new Intl.Collator('nl', { sensitivity: 'base' });
  return (a: { employeeId: number }, b: { employeeId: number }): number => {
    const x = employees.get(a.employeeId);
    const y = employees.get(b.employeeId);
    if (!x || !y) return (x ? -1 : y ? 1 : 0) || a.employeeId - b.employeeId;
    return (
      collator.compare(x.lastName, y.lastName) ||
      collator.compare(x.firstName, y.firstName) ||
      a.employeeId - b.employeeId
    );
  };
}
