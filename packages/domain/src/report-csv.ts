import { DUTCH_MONTHS } from './dutch-calendar';
import { formatNumber, roundHalfUp } from './format';
import type { HoursRow } from './hours-report';
import type { MonthCost } from './month-cost';
import type { BandOfMonth } from './pay-codes';
import { HOUR_SECONDS } from './time-records';

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

/** 50 → '50 %', 12.5 → '12,50 %': as the screen names a band. */
const percentText = (percent: number) =>
  `${formatNumber(percent, Number.isInteger(percent) ? 0 : 2)} %`;

/**
 * expense_report_{Maand}_{yyyy}.csv (docs/calculations.md#csv-files): Medewerker; Gewerkte
 * uren; Loonkosten, the cost incl. surcharges (the three columns the file has always had, so a
 * sheet that reads them still does); then Basisloon and, per surcharge band with hours in the
 * month, its hours and its surcharge ("Nacht (T25, 25 %) uren", "… toeslag"), in the company's
 * order, so that each row reads Loonkosten = Basisloon + the surcharges (euro).
 */
export function wageCostCsv(cost: MonthCost, bands: readonly BandOfMonth[]): string {
  const used = bands.filter((band) =>
    cost.rows.some((row) => row.bands.some((b) => b.bandId === band.id)),
  );
  const bandOf = (row: MonthCost['rows'][number], id: string) =>
    row.bands.find((b) => b.bandId === id);
  return csvFile([
    [
      'Medewerker',
      'Gewerkte uren',
      'Loonkosten',
      'Basisloon',
      ...used.flatMap((band) => {
        const name = `${band.name} (${band.hoursCode}, ${percentText(band.percent)})`;
        return [`${name} uren`, `${name} toeslag`];
      }),
    ],
    ...cost.rows.map((r) => [
      `${r.firstName} ${r.lastName}`,
      hours(r.paidSeconds),
      r.totalCents / 100,
      r.expenseCents / 100,
      ...used.flatMap((band) => {
        const own = bandOf(r, band.id);
        return [(own?.minutes ?? 0) / 60, (own?.surchargeCents ?? 0) / 100];
      }),
    ]),
  ]);
}

export function wageCostCsvName(year: number, month: number): string {
  return `expense_report_${DUTCH_MONTHS[month - 1]}_${year}.csv`;
}
