import { describe, expect, it } from 'vitest';
import { csvFile, hoursCsv, hoursCsvName, wageCostCsv, wageCostCsvName } from './report-csv';

const H = 3600;

describe('csvFile', () => {
  it('writes a BOM, semicolons, decimal commas and CRLF', () => {
    expect(
      csvFile([
        ['Naam', 'Uren'],
        ['Ahmed', 7.5],
      ]),
    ).toBe('\uFEFFNaam;Uren\r\nAhmed;7,50\r\n');
  });

  it('quotes cells with a separator, a quote or a line break (RFC 4180)', () => {
    expect(csvFile([['a;b', 'zei "ja"', 'twee\nregels']])).toBe(
      '\uFEFF"a;b";"zei ""ja""";"twee\nregels"\r\n',
    );
  });

  it('defuses a name that Excel would read as a formula', () => {
    expect(csvFile([['=HYPERLINK("x")', '+31', '-1', '@SUM(A1)']])).toBe(
      `\uFEFF"'=HYPERLINK(""x"")";'+31;'-1;'@SUM(A1)\r\n`,
    );
  });

  it('rounds half up to two decimals and writes no thousands separator', () => {
    expect(csvFile([[1.005, 1234567.891, 0]])).toBe('\uFEFF1,01;1234567,89;0,00\r\n');
  });
});

describe('the report files (docs/calculations.md#csv-files)', () => {
  it('writes the hours file as a story: worked, late, penalty, result; the difference before rounding', () => {
    const file = hoursCsv([
      {
        employeeId: 12,
        name: 'Ahmed Yilmaz',
        scheduledSeconds: 16 * H,
        scheduledNetSeconds: 15 * H,
        workedSeconds: 16 * H + 35 * 60,
        actualSeconds: 16 * H + 20 * 60,
        actualNetSeconds: 15 * H + 20 * 60,
        lateSeconds: 7 * 60,
        penaltySeconds: 15 * 60,
      },
    ]);
    expect(file.split('\r\n')).toEqual([
      '\uFEFFMedewerker-ID;Naam;Gepland (excl. pauze);Gepland (incl. pauze);Gewerkt (incl. pauze);Te laat;Penalty;Resultaat (excl. pauze);Resultaat (incl. pauze);Verschil (excl. pauze);Verschil (incl. pauze)',
      // 16:35 − 0:15 = 16:20; 7 minutes are 0.1166 h.
      '12;Ahmed Yilmaz;15,00;16,00;16,58;0,12;0,25;15,33;16,33;0,33;0,33',
      '',
    ]);
    expect(hoursCsvName(2025, 3)).toBe('employee_hours_2025_03.csv');
  });

  it('writes the wage-cost file with plain numbers and the Dutch month in its name', () => {
    const file = wageCostCsv([
      {
        employeeId: 1,
        email: 'a@example.test',
        firstName: 'Ahmed',
        lastName: 'Yilmaz',
        hourlyRate: 14.25,
        paidSeconds: 7.5 * H,
        expenseCents: 10688,
      },
    ]);
    expect(file).toBe('\uFEFFMedewerker;Gewerkte uren;Loonkosten\r\nAhmed Yilmaz;7,50;106,88\r\n');
    expect(wageCostCsvName(2025, 3)).toBe('expense_report_Maart_2025.csv');
    expect(wageCostCsvName(2025, 12)).toBe('expense_report_December_2025.csv');
  });
});
