import { netSeconds } from './breaks';
import type { MonthCount } from './counted-records';
import { inMonthMs, type MonthBounds } from './month-bounds';
import { type MonthShift, secondsBetweenMs } from './time-records';

export interface ReportEmployee {
  employeeId: number;
  firstName: string;
  lastName: string;
}

/** One employee's month, in whole seconds (docs/calculations.md#durations-and-rounding); hours are seconds / 3600. */
export interface HoursRow {
  employeeId: number;
  name: string;
  /** Σ (end − start) over the month's shifts. */
  scheduledSeconds: number;
  /** The same with each shift's break deducted. */
  scheduledNetSeconds: number;
  /**
   * Σ worked time of the approved records (CountedRecord.workedSeconds): from the scheduled
   * start when clocked in early, before the penalty.
   */
  workedSeconds: number;
  /** The result: workedSeconds − penaltySeconds, exactly. */
  actualSeconds: number;
  /** The result with each registration's break deducted. */
  actualNetSeconds: number;
  lateSeconds: number;
  penaltySeconds: number;
}

export interface HoursReport {
  /** Records of the month still awaiting a decision; while > 0 the screen shows no sums. */
  pendingCount: number;
  rows: HoursRow[];
}

/** What the hours report reads beside the month's counted registrations. */
export interface HoursReportInput {
  month: MonthBounds;
  /** Shifts of the month and of the hours around it; those starting in the month are planned. */
  schedules: readonly MonthShift[];
  employees: readonly ReportEmployee[];
}

export const UNKNOWN_EMPLOYEE = 'Onbekende medewerker';

function emptyRow(employeeId: number, employee: ReportEmployee | undefined): HoursRow {
  return {
    employeeId,
    name: employee ? `${employee.firstName} ${employee.lastName}` : UNKNOWN_EMPLOYEE,
    scheduledSeconds: 0,
    scheduledNetSeconds: 0,
    workedSeconds: 0,
    actualSeconds: 0,
    actualNetSeconds: 0,
    lateSeconds: 0,
    penaltySeconds: 0,
  };
}

/**
 * The monthly hours report (docs/calculations.md#hours-report) of the month's counted
 * registrations (countMonth): per employee the planned hours, the worked time, the lateness,
 * the penalty and the result, breaks deducted per shift and per registration.
 */
export function monthlyHours(count: MonthCount, input: HoursReportInput): HoursReport {
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

  for (const record of count.counted) {
    const row = rowOf(record.employeeId);
    const result = record.workedSeconds - record.penaltySeconds;
    row.workedSeconds += record.workedSeconds;
    row.actualSeconds += result;
    row.actualNetSeconds += netSeconds(result);
    row.lateSeconds += record.lateSeconds;
    row.penaltySeconds += record.penaltySeconds;
  }

  return {
    pendingCount: count.pendingCount,
    rows: [...rows.values()].sort(byName(employees)),
  };
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
