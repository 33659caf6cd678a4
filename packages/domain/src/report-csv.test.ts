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
    const ahmed = {
      employeeId: 1,
      email: 'a@example.test',
      firstName: 'Ahmed',
      lastName: 'Yilmaz',
      hourlyRate: 14.25,
      paidSeconds: 7.5 * H,
      expenseCents: 10688,
    };
    const plain = { rows: [{ ...ahmed, bands: [], surchargeCents: 0, totalCents: 10688 }] };
    const file = wageCostCsv(
      { ...plain, basicCents: 10688, surchargeCents: 0, totalCents: 10688, skippedRecords: 0 },
      [],
    );
    expect(file).toBe(
      '\uFEFFMedewerker;Gewerkte uren;Loonkosten;Basisloon\r\nAhmed Yilmaz;7,50;106,88;106,88\r\n',
    );
    expect(wageCostCsvName(2025, 3)).toBe('expense_report_Maart_2025.csv');
    expect(wageCostCsvName(2025, 12)).toBe('expense_report_December_2025.csv');
  });

  it('gives each band with hours its hours and surcharge, and Loonkosten incl. surcharges', () => {
    // 7.5 h at € 14.25 = 106.88 basic; 3 night hours × 25 % = 10.69; the Sunday band has no
    // hours this month and no column.
    const row = {
      employeeId: 1,
      email: 'a@example.test',
      firstName: 'Ahmed',
      lastName: 'Yilmaz',
      hourlyRate: 14.25,
      paidSeconds: 7.5 * H,
      expenseCents: 10688,
      bands: [{ bandId: 'nacht', minutes: 180, surchargeCents: 1069 }],
      surchargeCents: 1069,
      totalCents: 11757,
    };
    const file = wageCostCsv(
      {
        rows: [row],
        basicCents: 10688,
        surchargeCents: 1069,
        totalCents: 11757,
        skippedRecords: 0,
      },
      [
        { id: 'nacht', name: 'Nacht', hoursCode: 'T25', percent: 25 },
        { id: 'avond', name: 'Avond', hoursCode: 'T12', percent: 12.5 },
      ],
    );
    expect(file).toBe(
      '\uFEFFMedewerker;Gewerkte uren;Loonkosten;Basisloon;Nacht (T25, 25 %) uren;Nacht (T25, 25 %) toeslag\r\n' +
        'Ahmed Yilmaz;7,50;117,57;106,88;3,00;10,69\r\n',
    );
  });
});
