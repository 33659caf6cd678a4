import { describe, expect, it } from 'vitest';
import { roundHalfUp } from './format';
import {
  hoursText,
  hundredthsOfHour,
  nmbrsCsv,
  nmbrsCsvName,
  type PayrollPerson,
  paidDays,
  payrollDaysCsv,
  payrollDaysCsvName,
  payrollRows,
  spreadHundredths,
} from './payroll-export';
import type { PaidRecord } from './wage-cost';

const AMS = 'Europe/Amsterdam';
const H = 3600;

let nextId = 1;
function paid(
  employeeId: number,
  clockIn: string,
  seconds: number,
  penaltySeconds = 0,
): PaidRecord {
  return {
    recordId: nextId++,
    employeeId,
    clockInMs: Date.parse(clockIn),
    paidSeconds: seconds,
    penaltySeconds,
  };
}

/** A paid day; the penalty 0 unless given, null for a closing that did not keep it. */
function day(
  employeeId: number,
  date: string,
  paidSeconds: number,
  penaltySeconds: number | null = 0,
) {
  return { employeeId, date, paidSeconds, penaltySeconds };
}

const anna: PayrollPerson = {
  employeeId: 1,
  firstName: 'Anna',
  lastName: 'Bakker',
  payrollNumber: '1001',
};
const bram: PayrollPerson = {
  employeeId: 2,
  firstName: 'Bram',
  lastName: 'de Vries',
  payrollNumber: null,
};

describe('hundredthsOfHour', () => {
  it('rounds half-up in whole numbers: 36 seconds are 0.01 hour', () => {
    expect(hundredthsOfHour(0)).toBe(0);
    expect(hundredthsOfHour(17)).toBe(0); // 0.0047 h
    expect(hundredthsOfHour(18)).toBe(1); // 0.005 h, half: up
    expect(hundredthsOfHour(7.5 * H)).toBe(750);
    expect(hundredthsOfHour(27_010)).toBe(750); // 7.5028 h
  });

  it('writes exactly what the wage-cost CSV writes for the same seconds', () => {
    // The wage-cost CSV rounds seconds / 3600 with roundHalfUp; the export must never differ.
    // Every second of the first 50 hours, then every 7th up to a month's 400 (a step prime to
    // 36, so every remainder of a hundredth comes by): quick enough for a loaded CI machine.
    const differ: number[] = [];
    for (let seconds = 0; seconds <= 400 * H; seconds += seconds < 50 * H ? 1 : 7) {
      if (hundredthsOfHour(seconds) !== Math.round(roundHalfUp(seconds / H, 2) * 100)) {
        differ.push(seconds);
      }
    }
    expect(differ).toEqual([]);
  });
});

describe('spreadHundredths', () => {
  it('makes the days add up to the rounded month, where rounding each day would not', () => {
    // Three days of 7:30:10 (27,010 s = 750.28 hundredths each): rounding each day gives
    // 3 × 7,50 = 22,50, but the month is 81,030 s = 22.5083 h → 22,51.
    expect(spreadHundredths([27_010, 27_010, 27_010])).toEqual([751, 750, 750]);
  });

  it('gives the leftover hundredths to the days that lost the most', () => {
    // 7,5 h + 10 s (rem 10) and 4 h + 30 s (rem 30): total 41,440 s = 1151.1 → 1151.
    // Floors 750 + 400 = 1150; the one left goes to the second day (remainder 30 > 10).
    expect(spreadHundredths([27_010, 14_430])).toEqual([750, 401]);
  });

  it('changes nothing for whole hundredths and keeps every day within 0.01 h', () => {
    expect(spreadHundredths([7.5 * H, 8 * H])).toEqual([750, 800]);
    const days = [1_000, 35, 35, 35, 29_999, 17, 18];
    const shares = spreadHundredths(days);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(
      hundredthsOfHour(days.reduce((a, b) => a + b, 0)),
    );
    days.forEach((s, i) => {
      expect(Math.abs((shares[i] ?? 0) - s / 36)).toBeLessThan(1);
    });
  });
});

describe('paidDays', () => {
  it('adds up per employee and day of the clock-in in the company zone', () => {
    const days = paidDays(
      [
        paid(1, '2025-03-03T08:00:00Z', 4 * H, 15 * 60),
        paid(1, '2025-03-03T14:00:00Z', 3 * H, 15 * 60), // same day: added, penalty too
        // 23:30Z on 3 March is 00:30 on 4 March in Amsterdam (UTC+1).
        paid(1, '2025-03-03T23:30:00Z', 2 * H),
        // A night shift from 22:00 local counts on the day it began.
        paid(2, '2025-03-05T21:00:00Z', 5.5 * H),
      ],
      AMS,
    );
    expect(days).toEqual([
      day(1, '2025-03-03', 7 * H, 30 * 60),
      day(1, '2025-03-04', 2 * H),
      day(2, '2025-03-05', 5.5 * H),
    ]);
  });
});

describe('payrollRows', () => {
  it('orders by name, counts days with paid time and keeps a missing number empty', () => {
    const rows = payrollRows(
      [
        day(2, '2025-03-04', 27_010, 7 * 60),
        day(2, '2025-03-05', 14_430, 7 * 60),
        day(1, '2025-03-03', 7.5 * H),
        day(1, '2025-03-09', 0),
      ],
      [bram, anna],
    );
    expect(rows.employees).toEqual([
      {
        employeeId: 1,
        payrollNumber: '1001',
        name: 'Anna Bakker',
        days: 1,
        paidSeconds: 7.5 * H,
        hundredths: 750,
        penaltySeconds: 0,
        penaltyHundredths: 0,
        codes: [],
      },
      {
        employeeId: 2,
        payrollNumber: null,
        name: 'Bram de Vries',
        days: 2,
        paidSeconds: 41_440,
        hundredths: 1151,
        // 14 minutes are 0.2333 h: 0.23, the days' 0.1166 each spread as 0.12 + 0.11.
        penaltySeconds: 14 * 60,
        penaltyHundredths: 23,
        codes: [],
      },
    ]);
    expect(rows.days).toEqual([
      {
        employeeId: 1,
        payrollNumber: '1001',
        name: 'Anna Bakker',
        date: '2025-03-03',
        paidSeconds: 7.5 * H,
        hundredths: 750,
        penaltySeconds: 0,
        penaltyHundredths: 0,
        codes: [],
      },
      {
        employeeId: 2,
        payrollNumber: null,
        name: 'Bram de Vries',
        date: '2025-03-04',
        paidSeconds: 27_010,
        hundredths: 750,
        penaltySeconds: 7 * 60,
        penaltyHundredths: 12,
        codes: [],
      },
      {
        employeeId: 2,
        payrollNumber: null,
        name: 'Bram de Vries',
        date: '2025-03-05',
        paidSeconds: 14_430,
        hundredths: 401,
        penaltySeconds: 7 * 60,
        penaltyHundredths: 11,
        codes: [],
      },
    ]);
  });

  it('keeps an employee whose paid time is zero, with no days', () => {
    const rows = payrollRows([day(1, '2025-03-03', 0)], [anna]);
    expect(rows.employees).toEqual([expect.objectContaining({ days: 0, hundredths: 0 })]);
    expect(rows.days).toEqual([]);
  });

  it("takes the month's penalty of a closing that kept none per day from the hours report", () => {
    const rows = payrollRows(
      [day(1, '2025-03-03', 4 * H, null), day(1, '2025-03-04', 4 * H, null)],
      [anna],
      new Map([[1, 30 * 60]]),
    );
    expect(rows.employees[0]).toMatchObject({ penaltySeconds: 30 * 60, penaltyHundredths: 50 });
    expect(rows.days.map((d) => d.penaltyHundredths)).toEqual([null, null]);
  });
});

describe('the files', () => {
  const rows = payrollRows(
    [
      day(1, '2025-03-03', 7.5 * H, 15 * 60),
      day(1, '2025-03-04', 4 * H + 30 * 60),
      day(2, '2025-03-04', 27_010),
    ],
    [anna, bram],
  );

  it('hoursText writes whole hundredths with a decimal comma', () => {
    expect(hoursText(0)).toBe('0,00');
    expect(hoursText(5)).toBe('0,05');
    expect(hoursText(1151)).toBe('11,51');
    expect(hoursText(12_345_678)).toBe('123456,78');
  });

  it('the Nmbrs sheet: its columns, the hours code and its remark with the penalty, one line per employee', () => {
    const csv = nmbrsCsv(
      rows.employees,
      { debtorNumber: '12345', companyNumber: '678', hoursCode: 'U2100' },
      2025,
      3,
    );
    expect(csv).toBe(
      '\uFEFF' +
        [
          'Debiteurnr;Bedrijfnr;Persnr;Naam;Periode;Dagen;U2100;OpmerkingenU2100',
          '12345;678;1001;Anna Bakker;2025-03;2;12,00;Penalty te laat inklokken: 0,25 uur, niet van de uren afgetrokken',
          '12345;678;;Bram de Vries;2025-03;1;7,50;',
        ].join('\r\n') +
        '\r\n',
    );
    expect(nmbrsCsvName(2025, 3)).toBe('nmbrs_variabele_looncomponenten_2025_03.csv');
  });

  it('the plain CSV: one line per employee per day, ISO dates, the penalty beside the hours', () => {
    expect(payrollDaysCsv(rows.days)).toBe(
      '\uFEFF' +
        [
          'Personeelsnummer;Naam;Datum;Uren;Penalty',
          '1001;Anna Bakker;2025-03-03;7,50;0,25',
          '1001;Anna Bakker;2025-03-04;4,50;0,00',
          ';Bram de Vries;2025-03-04;7,50;0,00',
        ].join('\r\n') +
        '\r\n',
    );
    expect(payrollDaysCsvName(2025, 11)).toBe('salarisexport_uren_per_dag_2025_11.csv');
  });

  it('quotes a name with a separator and defuses one that looks like a formula', () => {
    const csv = payrollDaysCsv([
      {
        employeeId: 3,
        payrollNumber: '7',
        name: '=HYPERLINK("x"); Jansen',
        date: '2025-03-03',
        paidSeconds: H,
        hundredths: 100,
        penaltySeconds: null,
        penaltyHundredths: null,
        codes: [],
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe(`7;"'=HYPERLINK(""x""); Jansen";2025-03-03;1,00;`);
  });
});
