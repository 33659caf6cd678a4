import { DUTCH_MONTHS } from './dutch-calendar';
import { roundHalfUp } from './format';
import type { HoursRow } from './hours-report';
import { HOUR_SECONDS } from './time-records';
import type { WageRow } from './wage-cost';

/**
 * CSV files for Dutch Excel (docs/calculations.md#csv-files): UTF-8 with a byte-order mark (or Excel guesses the
 * wrong encoding and mangles "Müller"), `;` between cells, a decimal comma, numbers as plain
 * numbers without a unit, RFC 4180 quoting and CRLF line ends.
 */
export type Cell = string | number;

const BOM = '\uFEFF';

/** 1234.5 → '1234,50': no thousands separator, which Excel would read as text. */
function numberCell(value: number): string {
  return roundHalfUp(value, 2).toFixed(2).replace('.', ',');
}

/**
 * A text cell, quoted when it holds a separator, a quote or a line break. One that starts like
 * a formula (= + - @) is prefixed with an apostrophe: an employee named "=HYPERLINK(…)" must
 * not become a live formula in the owner's spreadsheet (CSV injection).
 */
function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvFile(rows: readonly (readonly Cell[])[]): string {
  const lines = rows.map((row) =>
    row.map((cell) => (typeof cell === 'number' ? numberCell(cell) : textCell(cell))).join(';'),
  );
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

const hours = (seconds: number) => seconds / HOUR_SECONDS;

/**
 * employee_hours_{yyyy}_{mm}.csv, the story of each employee's month left to right: planned,
 * worked (from the scheduled start when clocked in early, before the penalty), late, the
 * penalty, and the result (worked − penalty) net and gross; Verschil = result − planned,
 * computed before rounding. "excl. pauze" is net (break deducted), "incl. pauze" gross.
 */
export function hoursCsv(rows: readonly HoursRow[]): string {
  return csvFile([
    [
      'Medewerker-ID',
      'Naam',
      'Gepland (excl. pauze)',
      'Gepland (incl. pauze)',
      'Gewerkt (incl. pauze)',
      'Te laat',
      'Penalty',
      'Resultaat (excl. pauze)',
      'Resultaat (incl. pauze)',
      'Verschil (excl. pauze)',
      'Verschil (incl. pauze)',
    ],
    ...rows.map((r) => [
      String(r.employeeId),
      r.name,
      hours(r.scheduledNetSeconds),
      hours(r.scheduledSeconds),
      hours(r.workedSeconds),
      hours(r.lateSeconds),
      hours(r.penaltySeconds),
      hours(r.actualNetSeconds),
      hours(r.actualSeconds),
      hours(r.actualNetSeconds - r.scheduledNetSeconds),
      hours(r.actualSeconds - r.scheduledSeconds),
    ]),
  ]);
}

export function hoursCsvName(year: number, month: number): string {
  return `employee_hours_${year}_${String(month).padStart(2, '0')}.csv`;
}

/** expense_report_{Maand}_{yyyy}.csv: Medewerker; Gewerkte uren; Loonkosten (in euro). */
export function wageCostCsv(rows: readonly WageRow[]): string {
  return csvFile([
    ['Medewerker', 'Gewerkte uren', 'Loonkosten'],
    ...rows.map((r) => [
      `${r.firstName} ${r.lastName}`,
      hours(r.paidSeconds),
      r.expenseCents / 100,
    ]),
  ]);
}

export function wageCostCsvName(year: number, month: number): string {
  return `expense_report_${DUTCH_MONTHS[month - 1]}_${year}.csv`;
}
