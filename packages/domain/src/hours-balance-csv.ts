import { csvFile } from './report-csv';

/**
 * plus_min_uren_{yyyy}_{mm}-{mm}.csv: the report "Plus/min-uren" for Dutch Excel, with the
 * conventions of the other reports (report-csv.ts): hours as plain decimal numbers, a minus
 * sign for minus hours.
 */
export interface HoursBalanceCsvRow {
  employeeId: number;
  firstName: string;
  lastName: string;
  contractMinutes: number;
  workedMinutes: number;
  leaveMinutes: number;
  sickMinutes: number;
  unpaidLeaveMinutes: number;
  differenceMinutes: number;
  balanceMinutes: number;
}

const hours = (minutes: number) => minutes / 60;

export function hoursBalanceCsv(rows: readonly HoursBalanceCsvRow[]): string {
  return csvFile([
    [
      'Medewerker-ID',
      'Naam',
      'Contracturen',
      'Gewerkt',
      'Verlof',
      'Ziek',
      'Onbetaald verlof',
      'Verschil',
      'Saldo',
    ],
    ...rows.map((row) => [
      String(row.employeeId),
      `${row.firstName} ${row.lastName}`.trim(),
      hours(row.contractMinutes),
      hours(row.workedMinutes),
      hours(row.leaveMinutes),
      hours(row.sickMinutes),
      hours(row.unpaidLeaveMinutes),
      hours(row.differenceMinutes),
      hours(row.balanceMinutes),
    ]),
  ]);
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

export function hoursBalanceCsvName(year: number, from: number, to: number): string {
  return `plus_min_uren_${year}_${twoDigits(from)}-${twoDigits(to)}.csv`;
}
