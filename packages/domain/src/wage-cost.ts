import { netSeconds } from './breaks';
import type { MonthCount } from './counted-records';
import { byName, type ReportEmployee } from './hours-report';

export interface PaidEmployee extends ReportEmployee {
  email: string;
  /** Hourly wage in euro (2 decimals); null counts as 0 (docs/screens.md#wage-cost). */
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

/**
 * Cents of `seconds` at `salaryCents` an hour times `ratingMilli` / 1000, rounded half-up,
 * exactly: in BigInt, since seconds × cents × thousandths passes 2^53 for large months.
 */
export function expenseCents(seconds: number, salaryCents: number, ratingMilli: number): number {
  const numerator = BigInt(seconds) * BigInt(salaryCents) * BigInt(ratingMilli);
  const denominator = 3_600_000n;
  return Number((numerator * 2n + denominator) / (2n * denominator));
}

/** A record's paid time: the unit both the wage-cost report and the payroll export add up. */
export interface PaidRecord {
  recordId: number;
  employeeId: number;
  clockInMs: number;
  /** (corrected) clock-out − clock-in − break, in whole seconds. */
  paidSeconds: number;
  /**
   * The hours report's late penalty of this registration: not deducted here, carried so that
   * the payroll export can name it (docs/payroll-export.md).
   */
  penaltySeconds: number;
}

export interface PaidTime {
  /** The month's approved records with a (corrected) clock-out, of known employees. */
  records: PaidRecord[];
  /** Approved records left out: no clock-out, or an employee that is not known. */
  skippedRecords: number;
}

/**
 * The paid time of the month's counted registrations (countMonth) of known employees: the one
 * rule behind the wage-cost report and the payroll export, so their hours never differ.
 */
export function paidRecords(count: MonthCount, people: readonly PaidEmployee[]): PaidTime {
  const known = new Set(people.map((e) => e.employeeId));
  const records: PaidRecord[] = [];
  let skippedRecords = count.withoutClockOut;
  for (const record of count.counted) {
    if (!known.has(record.employeeId)) {
      skippedRecords++;
      continue;
    }
    records.push({
      recordId: record.recordId,
      employeeId: record.employeeId,
      clockInMs: record.clockInMs,
      paidSeconds: netSeconds(record.elapsedSeconds),
      penaltySeconds: record.penaltySeconds,
    });
  }
  return { records, skippedRecords };
}

/**
 * The wage-cost report (docs/calculations.md#wage-cost): per employee the paid time of the month's
 * approved records (paidRecords); expense = paid hours × salary × hoursRating, rounded to cents
 * per employee; the total is the sum of the rounded rows, so the table adds up.
 */
export function wageCostOfPaid(
  { records, skippedRecords }: PaidTime,
  people: readonly PaidEmployee[],
): WageCostReport {
  const employees = new Map(people.map((e) => [e.employeeId, e]));
  const paid = new Map<number, number>();
  for (const record of records) {
    paid.set(record.employeeId, (paid.get(record.employeeId) ?? 0) + record.paidSeconds);
  }

  const rows: WageRow[] = [];
  for (const [employeeId, seconds] of paid) {
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
      paidSeconds: seconds,
      expenseCents: expenseCents(seconds, salaryCents, ratingMilli),
    });
  }
  rows.sort(byName(employees));
  return {
    rows,
    totalCents: rows.reduce((sum, row) => sum + row.expenseCents, 0),
    skippedRecords,
  };
}
