/**
 * What the hour rules read of the registrations of a month (DESIGN §5). Instants are Dates;
 * the company's time zone is passed to each rule, never taken from the machine.
 */
export type ApprovalStatus = 'Pending' | 'Approved' | 'Rejected';

export interface TimeRecordInput {
  recordId: number;
  employeeId: number;
  clockInTime: Date;
  /** null while the employee has not clocked out (or forgot to). */
  clockOutTime: Date | null;
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

export interface ScheduleInput {
  scheduleId: number;
  employeeId: number;
  startTime: Date;
  endTime: Date;
}

/** Whole seconds between two instants (DESIGN §5: compute in whole seconds). */
export function secondsBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / 1000);
}

export const HOUR_SECONDS = 3600;
const DAY_MS = 24 * 60 * 60 * 1000;

export function plusDay(instant: Date): Date {
  return new Date(instant.getTime() + DAY_MS);
}
