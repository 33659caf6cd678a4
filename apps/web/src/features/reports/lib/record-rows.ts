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
};

const nameOf = (record: TimeRecord) =>
  `${record.employee.firstName} ${record.employee.lastName}`.trim();

/** The company's registrations as the server lists them (by clock-in). */
export function companyRows(records: readonly TimeRecord[]): RecordRow[] {
  return records.map((record) => ({
    recordId: record.recordId,
    name: nameOf(record),
    clockInTime: record.clockInTime,
    clockOutTime: record.clockOutTime,
    approvalStatus: record.approvalStatus,
    rejectionReason: record.rejectionReason,
    corrected: false,
  }));
}

/** One's own registrations, with the clock-out an approved correction gave them. */
export function ownRows(records: readonly WorkedHoursRecord[]): RecordRow[] {
  return records.map((record) => ({
    recordId: record.recordId,
    name: nameOf(record),
    clockInTime: record.clockInTime,
    clockOutTime: record.effectiveClockOutTime ?? record.clockOutTime,
    approvalStatus: record.approvalStatus,
    rejectionReason: record.rejectionReason,
    corrected: record.correctionId !== null,
  }));
}
