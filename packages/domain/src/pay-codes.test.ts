import { describe, expect, it } from 'vitest';
import { type ContractPeriod, MONDAY_TO_FRIDAY } from './contract-periods';
import { ALL_HOLIDAYS, publicHolidayDates } from './dutch-holidays';
import {
  type AbsenceCodes,
  type BandOfMonth,
  type CodeDay,
  type CodeDaysInput,
  codeColumns,
  codeDays,
  surchargesOf,
} from './pay-codes';
import { type PaidDay, payrollDaysCsv, payrollRows } from './payroll-export';
import { sickHours } from './sick-hours';
import type { SurchargeBand } from './surcharge-bands';

const AMS = 'Europe/Amsterdam';
const night: SurchargeBand = {
  id: 'nacht',
  percent: 25,
  kind: 'timeOfDay',
  fromMinute: 22 * 60,
  toMinute: 6 * 60,
};
const sunday: SurchargeBand = { id: 'zondag', percent: 50, kind: 'weekday', weekdays: [7] };
const holiday: SurchargeBand = { id: 'feestdag', percent: 100, kind: 'publicHoliday' };
const bands = [night, sunday, holiday];
const ofMonth: BandOfMonth[] = [
  { id: 'nacht', name: 'Nacht', hoursCode: 'T25', percent: 25 },
  { id: 'zondag', name: 'Zondag', hoursCode: 'T50', percent: 50 },
  { id: 'feestdag', name: 'Feestdag', hoursCode: 'T100', percent: 100 },
];
const contract32: ContractPeriod = {
  from: '2026-01-01',
  to: null,
  hours: { kind: 'fixed', minutesPerWeek: 32 * 60 },
  workingWeekdays: MONDAY_TO_FRIDAY,
};
const codes: AbsenceCodes = {
  leave: { vakantie: 'VAKANTIE', bijzonder: 'BIJZVERLOF', onbetaald: 'ONBETAALD' },
  sick: 'ZIEKTE',
};

const record = (employeeId: number, start: string, end: string) => ({
  employeeId,
  clockInMs: Date.parse(start),
  clockOutMs: Date.parse(end),
});

const input = (over: Partial<CodeDaysInput>): CodeDaysInput => ({
  counted: [],
  bands,
  surchargeHolidays: (from, to) => publicHolidayDates(from, to, ALL_HOLIDAYS),
  leave: [],
  contracts: new Map([[1, [contract32]]]),
  paidHolidays: new Set(),
  sick: [],
  from: '2026-04-01',
  to: '2026-04-30',
  timeZone: AMS,
  ...over,
});

describe('codeDays: band minutes', () => {
  it('gives a shift across midnight into Christmas its night and holiday minutes, break off', () => {
    // Thu 24 Dec 2026 20:00 – Fri 02:00: 120 normal, 120 night, 120 holiday; 6 h carries a
    // 30-minute break, 10 off each band: 110 night and 110 holiday on the 24th (the clock-in).
    const days = codeDays(
      input({
        counted: [record(1, '2026-12-24T20:00:00+01:00', '2026-12-25T02:00:00+01:00')],
        from: '2026-12-01',
        to: '2026-12-31',
      }),
    );
    expect(days).toEqual([
      {
        employeeId: 1,
        date: '2026-12-24',
        bands: [
          { bandId: 'nacht', minutes: 110 },
          { bandId: 'feestdag', minutes: 110 },
        ],
        leave: { vakantie: 0, bijzonder: 0, onbetaald: 0 },
        sickMinutes: 0,
      },
    ]);
  });

  it('counts the fall-back night as 9 real hours: 110 night and 385 Sunday minutes', () => {
    // Sat 24 Oct 2026 22:00 CEST – Sun 06:00 CET: 120 Saturday night, 420 Sunday (50 % beats
    // the night); 9 h carries 45 minutes of break: 45 × 120 / 540 = 10 and 45 × 420 / 540 = 35.
    const days = codeDays(
      input({
        counted: [record(1, '2026-10-24T22:00:00+02:00', '2026-10-25T06:00:00+01:00')],
        from: '2026-10-01',
        to: '2026-10-31',
      }),
    );
    expect(days.map((d) => [d.date, d.bands])).toEqual([
      [
        '2026-10-24',
        [
          { bandId: 'nacht', minutes: 110 },
          { bandId: 'zondag', minutes: 385 },
        ],
      ],
    ]);
  });

  it('counts the spring-forward night as 7 real hours on Eerste Paasdag 2027', () => {
    // Sat 27 Mar 2027 22:00 CET – Sun 06:00 CEST: 120 night, 300 holiday (Easter Sunday,
    // 100 % beats Sunday's 50 %); 7 h carries 30 minutes: 30 × 120 / 420 = 8.57 and
    // 30 × 300 / 420 = 21.43; the minute left goes to the larger remainder: 9 and 21 off.
    const days = codeDays(
      input({
        counted: [record(1, '2027-03-27T22:00:00+01:00', '2027-03-28T06:00:00+02:00')],
        from: '2027-03-01',
        to: '2027-03-31',
      }),
    );
    expect(days[0]?.bands).toEqual([
      { bandId: 'nacht', minutes: 111 },
      { bandId: 'feestdag', minutes: 279 },
    ]);
  });

  it('gives a night shift of 31 December its Nieuwjaarsdag minutes in the next month', () => {
    // Thu 31 Dec 2026 21:00 – Fri 1 Jan 2027 03:00: 60 normal, 120 night, 180 holiday (100 %
    // beats the night); 6 h carries 30 minutes, 5, 10 and 15 off: 110 night, 165 holiday, on
    // the 31st. The month's own days end on the 31st; the holiday is the next month's first.
    const days = codeDays(
      input({
        counted: [record(1, '2026-12-31T21:00:00+01:00', '2027-01-01T03:00:00+01:00')],
        from: '2026-12-01',
        to: '2026-12-31',
      }),
    );
    expect(days.map((d) => [d.date, d.bands])).toEqual([
      [
        '2026-12-31',
        [
          { bandId: 'nacht', minutes: 110 },
          { bandId: 'feestdag', minutes: 165 },
        ],
      ],
    ]);
  });

  it('adds two registrations of one day and leaves a day without band minutes out', () => {
    const days = codeDays(
      input({
        counted: [
          record(1, '2026-04-26T10:00:00+02:00', '2026-04-26T14:00:00+02:00'),
          record(1, '2026-04-26T16:00:00+02:00', '2026-04-26T20:00:00+02:00'),
          record(1, '2026-04-28T10:00:00+02:00', '2026-04-28T14:00:00+02:00'),
        ],
      }),
    );
    expect(days.map((d) => [d.date, d.bands])).toEqual([
      ['2026-04-26', [{ bandId: 'zondag', minutes: 480 }]],
    ]);
  });

  it('counts no band minutes without bands', () => {
    const days = codeDays(
      input({
        bands: [],
        counted: [record(1, '2026-04-26T10:00:00+02:00', '2026-04-26T14:00:00+02:00')],
      }),
    );
    expect(days).toEqual([]);
  });
});

describe('codeDays: leave and sickness', () => {
  it('counts a week of vakantie in the month of each day, none on Koningsdag given off', () => {
    // Mon 27 Apr – Fri 1 May 2026 at 32 h over five days (384 min a day); the company gives
    // Koningsdag (27 April) off: April holds 28, 29 and 30 April, May the 1st.
    const leave = [
      {
        employeeId: 1,
        type: 'vakantie' as const,
        span: { unit: 'days' as const, from: '2026-04-27', to: '2026-05-01' },
      },
      {
        employeeId: 1,
        type: 'bijzonder' as const,
        span: { unit: 'hours' as const, date: '2026-04-14', minutes: 150 },
      },
    ];
    const april = codeDays(input({ leave, paidHolidays: new Set(['2026-04-27']) }));
    expect(april.map((d) => [d.date, d.leave])).toEqual([
      ['2026-04-14', { vakantie: 0, bijzonder: 150, onbetaald: 0 }],
      ['2026-04-28', { vakantie: 384, bijzonder: 0, onbetaald: 0 }],
      ['2026-04-29', { vakantie: 384, bijzonder: 0, onbetaald: 0 }],
      ['2026-04-30', { vakantie: 384, bijzonder: 0, onbetaald: 0 }],
    ]);
    const may = codeDays(input({ leave, from: '2026-05-01', to: '2026-05-31' }));
    expect(may.map((d) => [d.date, d.leave.vakantie])).toEqual([['2026-05-01', 384]]);
  });

  it('takes the sick minutes sickHours counted, within the month', () => {
    // Sick Mon 16 – Mon 23 March 2026 without a shift, contract days counted: 5 × 384 = 1920
    // in the week, and Monday the 23rd is the day of the recovery (not counted).
    const sick = sickHours({
      sickness: {
        start: new Date('2026-03-16T08:00:00+01:00'),
        recoveredAt: new Date('2026-03-23T09:00:00+01:00'),
      },
      from: '2026-03-01',
      to: '2026-03-31',
      shifts: [],
      basis: 'contractWhenUnplanned',
      contracts: [contract32],
      paidHolidays: new Set(),
      timeZone: AMS,
    });
    const days = codeDays(
      input({ sick: [{ employeeId: 1, days: sick.days }], from: '2026-03-01', to: '2026-03-31' }),
    );
    expect(days.map((d) => d.sickMinutes)).toEqual([384, 384, 384, 384, 384]);
    expect(days.reduce((sum, d) => sum + d.sickMinutes, 0)).toBe(1920);
  });
});

const codeDay = (over: Partial<CodeDay> & Pick<CodeDay, 'employeeId' | 'date'>): CodeDay => ({
  bands: [],
  leave: { vakantie: 0, bijzonder: 0, onbetaald: 0 },
  sickMinutes: 0,
  ...over,
});

describe('surchargesOf', () => {
  it('rounds each band once per employee: 220 night minutes at € 14.25 add € 13.06', () => {
    // 220 min × 14.25 × 25 % = 1306.25 cents → 1306 (docs/leave-and-hours-balance.md).
    const days = [
      codeDay({ employeeId: 1, date: '2026-04-02', bands: [{ bandId: 'nacht', minutes: 110 }] }),
      codeDay({ employeeId: 1, date: '2026-04-03', bands: [{ bandId: 'nacht', minutes: 110 }] }),
      codeDay({ employeeId: 2, date: '2026-04-05', bands: [{ bandId: 'zondag', minutes: 60 }] }),
    ];
    const rates = new Map([
      [1, { salaryCents: 1425, ratingMilli: 1000 }],
      [2, { salaryCents: 1200, ratingMilli: 1250 }],
    ]);
    expect(surchargesOf(days, ofMonth, rates)).toEqual([
      {
        employeeId: 1,
        bands: [{ bandId: 'nacht', minutes: 220, surchargeCents: 1306 }],
        surchargeCents: 1306,
      },
      // 60 min × 12.00 × 1.25 × 50 % = 750 cents.
      {
        employeeId: 2,
        bands: [{ bandId: 'zondag', minutes: 60, surchargeCents: 750 }],
        surchargeCents: 750,
      },
    ]);
  });
});

describe('codeColumns and the export rows', () => {
  const days = [
    codeDay({ employeeId: 1, date: '2026-04-05', bands: [{ bandId: 'zondag', minutes: 385 }] }),
    codeDay({
      employeeId: 1,
      date: '2026-04-06',
      leave: { vakantie: 384, bijzonder: 0, onbetaald: 0 },
    }),
    codeDay({ employeeId: 2, date: '2026-04-07', sickMinutes: 384 }),
  ];

  it('has a column per code with minutes in the month, bands first', () => {
    expect(codeColumns(days, ofMonth, codes).map((c) => [c.code, c.label])).toEqual([
      ['T50', 'Zondag'],
      ['VAKANTIE', 'Vakantie'],
      ['ZIEKTE', 'Ziekte'],
    ]);
  });

  it('shares a column between bands with one code', () => {
    const shared = ofMonth.map((b) => ({ ...b, hoursCode: 'TOESLAG' }));
    const both = [
      codeDay({
        employeeId: 1,
        date: '2026-04-05',
        bands: [
          { bandId: 'zondag', minutes: 60 },
          { bandId: 'nacht', minutes: 30 },
        ],
      }),
    ];
    const columns = codeColumns(both, shared, codes);
    expect(columns.map((c) => c.code)).toEqual(['TOESLAG']);
    expect(columns[0]?.minutesOf(both[0] as CodeDay)).toBe(90);
  });

  it('puts an employee with only sick hours in the rows, and each code in hours', () => {
    const paid: PaidDay[] = [
      { employeeId: 1, date: '2026-04-05', paidSeconds: 8.25 * 3600, penaltySeconds: 0 },
    ];
    const people = [
      { employeeId: 1, firstName: 'Anna', lastName: 'Bakker', payrollNumber: '1001' },
      { employeeId: 2, firstName: 'Bram', lastName: 'de Vries', payrollNumber: '1002' },
    ];
    const columns = codeColumns(days, ofMonth, codes);
    const rows = payrollRows(paid, people, new Map(), days, columns);
    // 385 min = 6.4166 h → 6,42; 384 min = 6.40 h.
    expect(rows.employees.map((e) => [e.name, e.days, e.hundredths, e.codes])).toEqual([
      ['Anna Bakker', 1, 825, [642, 640, 0]],
      ['Bram de Vries', 0, 0, [0, 0, 640]],
    ]);
    expect(payrollDaysCsv(rows.days, columns).split('\r\n')).toEqual([
      '\uFEFFPersoneelsnummer;Naam;Datum;Uren;Penalty;T50;VAKANTIE;ZIEKTE',
      '1001;Anna Bakker;2026-04-05;8,25;0,00;6,42;;',
      '1001;Anna Bakker;2026-04-06;0,00;0,00;;6,40;',
      '1002;Bram de Vries;2026-04-07;0,00;0,00;;;6,40',
      '',
    ]);
  });
});
