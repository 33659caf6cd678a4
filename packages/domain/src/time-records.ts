/**
 * What the hour rules read of the registrations of a month (docs/calculations.md#time-and-time-zones). The company's time zone
 * is passed to each rule, never taken from the machine.
 */
export type ApprovalStatus = 'Pending' | 'Approved' | 'Rejected';

/** One registration, instants as Dates: the rules about a single registration read these. */
export interface TimeRecordInput {
  recordId: number;
  employeeId: number;
  clockInTime: Date;
  /** null while the employee has not clocked out (or forgot to). */
  clockOutTime: Date | null;
  approvalStatus: ApprovalStatus;
}

/**
 * A registration as the month's rules read it (the hours report, the wage cost, the payroll
 * export): instants as epoch milliseconds. A large company's month holds tens of thousands of
 * registrations, and a Date for each instant was most of a report's allocation and garbage
 * collection (bench/RESULTS.md).
 */
export interface MonthRecord {
  recordId: number;
  employeeId: number;
  clockInMs: number;
  /** null while the employee has not clocked out (or forgot to). */
  clockOutMs: number | null;
  approvalStatus: ApprovalStatus;
}

export interface CorrectionInput {
  correctionId: number;
  employeeId: number;
  /** The clock-out time the employee asked for. */
  requestedTime: Date;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  /** When it was approved; the most recent approval wins. */
  reviewedAt: Date | null;
}

/** A shift of the roster as the month's rules read it: instants as epoch milliseconds. */
export interface MonthShift {
  scheduleId: number;
  employeeId: number;
  startMs: number;
  endMs: number;
}

/** A single registration in the month's form, so that the rules about one share their code. */
export function monthRecordOf(record: TimeRecordInput): MonthRecord {
  return {
    recordId: record.recordId,
    employeeId: record.employeeId,
    clockInMs: record.clockInTime.getTime(),
    clockOutMs: record.clockOutTime?.getTime() ?? null,
    approvalStatus: record.approvalStatus,
  };
}

/** Whole seconds between two instants in epoch milliseconds (docs/calculations.md#durations-and-rounding: whole seconds). */
export function secondsBetweenMs(fromMs: number, toMs: number): number {
  return Math.floor((toMs - fromMs) / 1000);
}

/** Whole seconds between two instants (docs/calculations.md#durations-and-rounding: compute in whole seconds). */
export function secondsBetween(from: Date, to: Date): number {
  return secondsBetweenMs(from.getTime(), to.getTime());
}

/** A half-open stretch of time [from, to): what a read around a period takes. */
export interface InstantWindow {
  from: Date;
  to: Date;
}

export const HOUR_SECONDS = 3600;
export const DAY_MS = 24 * 60 * 60 * 1000;
