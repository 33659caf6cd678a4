import { describe, expect, it } from 'vitest';
import { countMonth, type PenaltySettings } from './counted-records';
import { monthBounds } from './month-bounds';
import type { CorrectionInput, MonthRecord, MonthShift } from './time-records';
import { expenseCents, type PaidEmployee, paidRecords, wageCostOfPaid } from './wage-cost';

const AMS = 'Europe/Amsterdam';
const at = (iso: string) => new Date(iso);
const H = 3600;
const M = 60;
const ON: PenaltySettings = { applyPenalty: true, penaltyMinutes: 15 };

let nextId = 1;
function rec(
  clockIn: string,
  clockOut: string | null,
  options: Partial<MonthRecord> = {},
): MonthRecord {
  return {
    recordId: nextId++,
    employeeId: 1,
    clockInMs: Date.parse(clockIn),
    clockOutMs: clockOut === null ? null : Date.parse(clockOut),
    approvalStatus: 'Approved',
    ...options,
  };
}

const ahmed: PaidEmployee = {
  employeeId: 1,
  firstName: 'Ahmed',
  lastName: 'Yilmaz',
  email: 'ahmed@example.test',
  salary: 14.25,
  hoursRating: 1,
};
const sanne: PaidEmployee = {
  employeeId: 2,
  firstName: 'Sanne',
  lastName: 'de Vries',
  email: 'sanne@example.test',
  salary: 14.25,
  hoursRating: 1.25,
};

/** March 2025's counted registrations, the penalty on as by default: pay never reads it. */
function count(
  records: MonthRecord[],
  corrections: CorrectionInput[] = [],
  schedules: MonthShift[] = [],
) {
  return countMonth({
    month: monthBounds(2025, 3, AMS),
    timeZone: AMS,
    records,
    corrections,
    schedules,
    settings: ON,
  });
}

function run(
  records: MonthRecord[],
  corrections: CorrectionInput[] = [],
  employees = [ahmed, sanne],
) {
  return wageCostOfPaid(paidRecords(count(records, corrections), employees), employees);
}

describe('expenseCents', () => {
  it('rounds half a cent up, exactly', () => {
    // 7.5 h × € 14.25 = € 106.875
    expect(expenseCents(7.5 * H, 1425, 1000)).toBe(10688);
    // 7.5 h × € 14.25 × 1.25 = € 133.59375
    expect(expenseCents(7.5 * H, 1425, 1250)).toBe(13359);
    expect(expenseCents(0, 1425, 1000)).toBe(0);
  });

  it('stays exact where floating point would not', () => {
    // 744 h × € 9,999.99 × 999.999: far past 2^53 in the intermediate product.
    expect(expenseCents(744 * H, 999_999, 999_999)).toBe(743_998_512_001);
  });
});

describe('wageCostOfPaid (docs/calculations.md#wage-cost)', () => {
  it('pays worked time minus the break, at salary × hours rating, rounded per employee', () => {
    const report = run([
      rec('2025-03-03T08:00:00Z', '2025-03-03T16:00:00Z'), // 8 h → 7.5 paid
      rec('2025-03-03T08:00:00Z', '2025-03-03T16:00:00Z', { employeeId: 2 }),
    ]);
    expect(report.rows).toEqual([
      {
        employeeId: 2,
        email: 'sanne@example.test',
        firstName: 'Sanne',
        lastName: 'de Vries',
        hourlyRate: 17.8125,
        paidSeconds: 7.5 * H,
        expenseCents: 13359,
      },
      expect.objectContaining({ employeeId: 1, hourlyRate: 14.25, expenseCents: 10688 }),
    ]);
    expect(report.totalCents).toBe(13359 + 10688);
    expect(report.skippedRecords).toBe(0);
  });

  it('deducts the break per record, not over the month’s sum', () => {
    // Two shifts of 5 h: no break each (a single 10 h shift would lose 0.75 h).
    const report = run([
      rec('2025-03-03T08:00:00Z', '2025-03-03T13:00:00Z'),
      rec('2025-03-04T08:00:00Z', '2025-03-04T13:00:00Z'),
    ]);
    expect(report.rows[0]?.paidSeconds).toBe(10 * H);
  });

  it('counts only approved records whose clock-in falls in the month', () => {
    const report = run([
      rec('2025-03-05T08:00:00Z', '2025-03-05T12:00:00Z', { approvalStatus: 'Pending' }),
      rec('2025-03-06T08:00:00Z', '2025-03-06T12:00:00Z', { approvalStatus: 'Rejected' }),
      rec('2025-02-28T22:00:00Z', '2025-03-01T02:00:00Z'), // 28 Feb 23:00 local
      rec('2025-03-07T08:00:00Z', '2025-03-07T12:00:00Z'),
    ]);
    expect(report.rows[0]?.paidSeconds).toBe(4 * H);
    expect(report.skippedRecords).toBe(0);
  });

  it('skips and counts records without a clock-out and of unknown employees', () => {
    const report = run([
      rec('2025-03-07T08:00:00Z', null),
      rec('2025-03-07T08:00:00Z', '2025-03-07T12:00:00Z', { employeeId: 77 }),
      rec('2025-03-08T08:00:00Z', '2025-03-08T12:00:00Z'),
    ]);
    expect(report.skippedRecords).toBe(2);
    expect(report.rows).toHaveLength(1);
  });

  it('pays a clock-out supplied by an approved correction', () => {
    const report = run(
      [rec('2025-03-07T08:00:00Z', null)],
      [
        {
          correctionId: 1,
          employeeId: 1,
          requestedTime: at('2025-03-07T14:00:00Z'),
          status: 'APPROVED',
          reviewedAt: at('2025-03-08T09:00:00Z'),
        },
      ],
    );
    expect(report.skippedRecords).toBe(0);
    expect(report.rows[0]?.paidSeconds).toBe(5.5 * H);
    expect(report.rows[0]?.expenseCents).toBe(7838); // 5.5 × 14.25 = 78.375
  });

  it('pays an employee without a salary nothing, and says so with a rate of 0', () => {
    const report = run(
      [rec('2025-03-07T08:00:00Z', '2025-03-07T12:00:00Z')],
      [],
      [{ ...ahmed, salary: null }],
    );
    expect(report.rows[0]).toMatchObject({ hourlyRate: 0, expenseCents: 0 });
    expect(report.totalCents).toBe(0);
  });
});

describe('paidRecords: the one rule of paid time (wage cost and payroll export)', () => {
  const paid = (
    records: MonthRecord[],
    corrections: CorrectionInput[] = [],
    schedules: MonthShift[] = [],
  ) => paidRecords(count(records, corrections, schedules), [ahmed, sanne]);

  it('gives each approved record of the month its worked time minus its break', () => {
    const eight = rec('2025-03-03T08:00:00Z', '2025-03-03T16:00:00Z');
    const five = rec('2025-03-04T08:00:00Z', '2025-03-04T13:00:00Z', { employeeId: 2 });
    const { records, skippedRecords } = paid([
      eight,
      five,
      rec('2025-03-05T08:00:00Z', '2025-03-05T12:00:00Z', { approvalStatus: 'Pending' }),
      rec('2025-03-06T08:00:00Z', null),
    ]);
    expect(records).toEqual([
      {
        recordId: eight.recordId,
        employeeId: 1,
        clockInMs: eight.clockInMs,
        paidSeconds: 7.5 * H,
        penaltySeconds: 0,
      },
      {
        recordId: five.recordId,
        employeeId: 2,
        clockInMs: five.clockInMs,
        paidSeconds: 5 * H,
        penaltySeconds: 0,
      },
    ]);
    expect(skippedRecords).toBe(1);
  });

  it('uses the clock-out an approved correction supplies to an open record', () => {
    const night = rec('2025-03-07T21:00:00Z', null); // 22:00 local, open
    const { records } = paid(
      [night],
      [
        {
          correctionId: 5,
          employeeId: 1,
          requestedTime: at('2025-03-08T03:00:00Z'), // 04:00 local the next morning
          status: 'APPROVED',
          reviewedAt: at('2025-03-09T09:00:00Z'),
        },
      ],
    );
    // 22:00 → 04:00 the next day: 6 h worked, 0.5 h break.
    expect(records[0]?.paidSeconds).toBe(5.5 * H);
  });

  it('is what the wage-cost rows add up, record by record', () => {
    const records = [
      rec('2025-03-03T08:00:00Z', '2025-03-03T16:00:17Z'),
      rec('2025-03-04T08:00:00Z', '2025-03-04T18:30:00Z'),
      rec('2025-03-05T09:13:00Z', '2025-03-05T12:00:00Z', { employeeId: 2 }),
      rec('2025-03-06T08:00:00Z', '2025-03-06T14:00:01Z', { employeeId: 2 }),
    ];
    const time = paid(records);
    const report = run(records);
    for (const row of report.rows) {
      const own = time.records.filter((r) => r.employeeId === row.employeeId);
      expect(row.paidSeconds).toBe(own.reduce((sum, r) => sum + r.paidSeconds, 0));
    }
    expect(report.skippedRecords).toBe(time.skippedRecords);
  });

  it('pays from the clock-in, early minutes too, and carries the penalty without deducting it', () => {
    // Shift 09:00–17:00 (CET). In early at 08:50 on the 3rd; late at 09:07:30 on the 4th.
    const early = rec('2025-03-03T07:50:00Z', '2025-03-03T16:00:00Z');
    const late = rec('2025-03-04T08:07:30Z', '2025-03-04T16:00:00Z');
    const { records } = paid(
      [early, late],
      [],
      [
        { scheduleId: 1, employeeId: 1, startMs: Date.parse('2025-03-03T08:00:00Z'), endMs: 0 },
        { scheduleId: 2, employeeId: 1, startMs: Date.parse('2025-03-04T08:00:00Z'), endMs: 0 },
      ],
    );
    expect(records).toEqual([
      // 8:10 worked from 08:50, break 0:45.
      expect.objectContaining({ paidSeconds: 7 * H + 25 * M, penaltySeconds: 0 }),
      // 7:52:30 worked, break 0:30; the report's 15 minutes are named, not taken.
      expect.objectContaining({ paidSeconds: 7 * H + 22 * M + 30, penaltySeconds: 15 * M }),
    ]);
  });

  it('pays 22:00–04:00 over the spring-forward night as 5 h worked, no break', () => {
    // 29 March 2025 22:00 local (21:00Z) to 30 March 04:00 local (02:00Z).
    const { records } = paid([rec('2025-03-29T21:00:00Z', '2025-03-30T02:00:00Z')]);
    expect(records[0]?.paidSeconds).toBe(5 * H);
  });
});
