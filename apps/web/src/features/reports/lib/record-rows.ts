import type {
  TimeRecordItem as TimeRecord,
  WorkedHoursItem as WorkedHoursRecord,
} from '@klokwerk/contract/time';

/** One line of the registrations table, from either list call. */
export type RecordRow = Pick<
  TimeRecord,
  'recordId' | 'clockInTime' | 'clockOutTime' | 'approvalStatus' | 'rejectionReason'
> & {
  name: string;
  /** The clock-out comes from an approved correction, not from the kiosk. */
  corrected: boolean;
  /** Marked for review (a late or parked tap): decided one by one, never by Alles goedkeuren. */
  needsReview: boolean;
  /** Why it was marked; kept after the decision. */
  reviewNote: string | null;
};

const nameOf = (record: TimeRecord) =>
  `${record.employee.firstName} ${record.employee.lastName}`.trim();

/**
 * Registrations as the server lists them (by clock-in; the company's or one's own), with the
 * clock-out an approved correction gave them: the time the reports and the export count.
 */
export function recordRows(records: readonly WorkedHoursRecord[]): RecordRow[] {
  return records.map((record) => ({
    recordId: record.recordId,
    name: nameOf(record),
    clockInTime: record.clockInTime,
    clockOutTime: record.effectiveClockOutTime ?? record.clockOutTime,
    approvalStatus: record.approvalStatus,
    rejectionReason: record.rejectionReason,
    corrected: record.correctionId !== null,
    needsReview: record.needsReview ?? false,
    reviewNote: record.reviewNote ?? null,
  }));
}
