import { correctedClockOut, correctionsByRecord } from './apply-corrections';
import { netSeconds } from './breaks';
import { byName, type ReportEmployee } from './hours-report';
import { inMonth, type MonthBounds } from './month-bounds';
import { type CorrectionInput, secondsBetween, type TimeRecordInput } from './time-records';

export interface PaidEmployee extends ReportEmployee {
  email: string;
  /** Hourly wage in euro (2 decimals); null counts as 0 (spec part 1 §5). */
  salary: number | null;
  /** Multiplier for employer charges (3 decimals); 1 when not set. */
  hoursRating: number;
}

export interface WageRow {
  employeeId: number;
  email: string;
  firstName: string;
  lastName: string;
  /** salary × hoursRating, in euro, unrounded. */
  hourlyRate: number;
  /** Σ (worked − break) per record, in whole seconds. */
  paidSeconds: number;
  /** paid hours × hourly rate, rounded half-up to whole cents. */
  expenseCents: number;
}

export interface WageCostReport {
  rows: WageRow[];
  /** Σ of the rounded rows. */
  totalCents: number;
  /** Approved records left out: no clock-out, or an employee that is not known. */
  skippedRecords: number;
}

export interface WageCostInput {
  month: MonthBounds;
  timeZone: string;
  records: readonly TimeRecordInput[];
  corrections: readonly CorrectionInput[];
  employees: readonly PaidEmployee[];
}

/**
 * Cents of `seconds` at `salaryCents` an hour times `ratingMilli` / 1000, rounded half-up,
 * exactly: in BigInt, since seconds × cents × thousandths passes 2^53 for large months.
 */
export function expenseCents(seconds: number, salaryCents: number, ratingMilli: number): number {
  const numerator = BigInt(seconds) * BigInt(salaryCents) * BigInt(ratingMilli);
  const denominator = 3_600_000n;
  return Number((numerator * 2n + denominator) / (2n * denominator));
}

/**
 * The wage-cost report (spec part 1 §9, DESIGN §5): per employee over the month's approved
 * records, worked = (corrected) clock-out − clock-in, with no schedule and no penalty; paid =
 * worked − break; expense = paid hours × salary × hoursRating, rounded to cents per employee;
 * the total is the sum of the rounded rows, so the table adds up.
 */
export function wageCost(input: WageCostInput): WageCostReport {
  const employees = new Map(input.employees.map((e) => [e.employeeId, e]));
  // Corrections are matched among all the month's records, as in the hours report, so both
  // reports correct the same record.
  const month = input.records.filter((r) => inMonth(r.clockInTime, input.month));
  const paid = new Map<number, number>();
  let skippedRecords = 0;
  const corrections = correctionsByRecord(month, input.corrections, input.timeZone);
  for (const record of month) {
    if (record.approvalStatus !== 'Approved') continue;
    const clockOut = correctedClockOut(record, corrections.get(record.recordId));
    if (clockOut === null || !employees.has(record.employeeId)) {
      skippedRecords++;
      continue;
    }
    const worked = secondsBetween(record.clockInTime, clockOut);
    paid.set(record.employeeId, (paid.get(record.employeeId) ?? 0) + netSeconds(worked));
  }

  const rows: WageRow[] = [];
  for (const [employeeId, paidSeconds] of paid) {
    const employee = employees.get(employeeId);
    if (!employee) continue;
    const salaryCents = Math.round((employee.salary ?? 0) * 100);
    const ratingMilli = Math.round(employee.hoursRating * 1000);
    rows.push({
      employeeId,
      email: employee.email,
      firstName: employee.firstName,
      lastName: employee.lastName,
      hourlyRate: (salaryCents * ratingMilli) / 100_000,
      paidSeconds,
      expenseCents: expenseCents(paidSeconds, salaryCents, ratingMilli),
    });
  }
  rows.sort(byName(employees));
  return {
    rows,
    totalCents: rows.reduce((sum, row) => sum + row.expenseCents, 0),
    skippedRecords,
  };
}
