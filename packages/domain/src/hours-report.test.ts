import { describe, expect, it } from 'vitest';
import { countMonth, type PenaltySettings } from './counted-records';
import { monthlyHours, UNKNOWN_EMPLOYEE } from './hours-report';
import { monthBounds } from './month-bounds';
import type { CorrectionInput, MonthRecord, MonthShift } from './time-records';

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
function shift(start: string, end: string, employeeId = 1): MonthShift {
  return { scheduleId: nextId++, employeeId, startMs: Date.parse(start), endMs: Date.parse(end) };
}

const ahmed = { employeeId: 1, firstName: 'Ahmed', lastName: 'Yilmaz' };
const sanne = { employeeId: 2, firstName: 'Sanne', lastName: 'de Vries' };

function report(
  records: MonthRecord[],
  schedules: MonthShift[] = [],
  options: {
    corrections?: CorrectionInput[];
    settings?: PenaltySettings;
    month?: [number, number];
  } = {},
) {
  const [year, month] = options.month ?? [2025, 3];
  const bounds = monthBounds(year, month, AMS);
  const count = countMonth({
    month: bounds,
    timeZone: AMS,
    records,
    corrections: options.corrections ?? [],
    schedules,
    settings: options.settings ?? ON,
  });
  return monthlyHours(count, { month: bounds, schedules, employees: [ahmed, sanne] });
}

describe('monthlyHours (docs/calculations.md#hours-report)', () => {
  it('counts an early clock-in from the scheduled start, and deducts the break', () => {
    // Monday 3 March 2025, CET: shift 09:00–17:00, in at 08:50, out at 17:05.
    const { rows, pendingCount } = report(
      [rec('2025-03-03T07:50:00Z', '2025-03-03T16:05:00Z')],
      [shift('2025-03-03T08:00:00Z', '2025-03-03T16:00:00Z')],
    );
    expect(pendingCount).toBe(0);
    expect(rows).toEqual([
      {
        employeeId: 1,
        name: 'Ahmed Yilmaz',
        scheduledSeconds: 8 * H,
        scheduledNetSeconds: 7.5 * H,
        workedSeconds: 8 * H + 5 * M, // from 09:00, not 08:50
        actualSeconds: 8 * H + 5 * M, // no penalty: the same
        actualNetSeconds: 8 * H + 5 * M - 45 * M, // above 8 h: three quarters of an hour
        lateSeconds: 0,
        penaltySeconds: 0,
      },
    ]);
  });

  it('counts lateness to the minute and deducts the penalty when it applies', () => {
    // Shift 17:00–23:00; in at 17:07:30 (late 7 minutes), out at 23:00.
    const records = [rec('2025-03-04T16:07:30Z', '2025-03-04T22:00:00Z')];
    const schedules = [shift('2025-03-04T16:00:00Z', '2025-03-04T22:00:00Z')];
    const [on] = report(records, schedules).rows;
    expect(on?.lateSeconds).toBe(7 * M);
    expect(on?.penaltySeconds).toBe(15 * M);
    // 5:52:30 worked − 0:15 penalty = 5:37:30, above 5.5 h: half an hour of break.
    expect(on?.workedSeconds).toBe(5 * H + 52 * M + 30);
    expect(on?.actualSeconds).toBe(5 * H + 37 * M + 30);
    expect(on?.actualNetSeconds).toBe(5 * H + 7 * M + 30);

    const [off] = report(records, schedules, {
      settings: { applyPenalty: false, penaltyMinutes: 15 },
    }).rows;
    expect(off?.lateSeconds).toBe(7 * M);
    expect(off?.penaltySeconds).toBe(0);
    expect(off?.workedSeconds).toBe(5 * H + 52 * M + 30);
    expect(off?.actualSeconds).toBe(5 * H + 52 * M + 30);
  });

  it('takes no more penalty than there is worked time, so worked − penalty = result', () => {
    // Shift 17:00–23:00; in late at 17:05, gone at 17:15: 10 minutes, the penalty is 15.
    const [row] = report(
      [rec('2025-03-04T16:05:00Z', '2025-03-04T16:15:00Z')],
      [shift('2025-03-04T16:00:00Z', '2025-03-04T22:00:00Z')],
    ).rows;
    expect(row).toMatchObject({
      workedSeconds: 10 * M,
      lateSeconds: 5 * M,
      penaltySeconds: 10 * M,
      actualSeconds: 0,
      actualNetSeconds: 0,
    });
  });

  it('does not call a clock-in within the scheduled minute late', () => {
    const [row] = report(
      [rec('2025-03-04T16:00:59Z', '2025-03-04T20:00:00Z')],
      [shift('2025-03-04T16:00:00Z', '2025-03-04T20:00:00Z')],
    ).rows;
    expect(row?.lateSeconds).toBe(0);
    expect(row?.penaltySeconds).toBe(0);
  });

  it('counts real elapsed time on the night summer time starts: 22:00–04:00 is 5 hours', () => {
    // 29→30 March 2025: 22:00 CET = 21:00Z, 04:00 CEST = 02:00Z.
    const [row] = report([rec('2025-03-29T21:00:00Z', '2025-03-30T02:00:00Z')]).rows;
    expect(row?.actualSeconds).toBe(5 * H);
    expect(row?.actualNetSeconds).toBe(5 * H);
  });

  it('and on the night it ends: 22:00–04:00 is 7 hours', () => {
    // 25→26 October 2025: 22:00 CEST = 20:00Z, 04:00 CET = 03:00Z.
    const [row] = report([rec('2025-10-25T20:00:00Z', '2025-10-26T03:00:00Z')], [], {
      month: [2025, 10],
    }).rows;
    expect(row?.actualSeconds).toBe(7 * H);
    expect(row?.actualNetSeconds).toBe(6.5 * H);
  });

  it('counts a record by the month of its clock-in in the company zone', () => {
    // 1 March 00:30 Amsterdam is still 28 February in UTC.
    const first = rec('2025-02-28T23:30:00Z', '2025-03-01T03:30:00Z');
    // 31 March 23:30 Amsterdam (CEST) belongs to March; 1 April 00:00 does not.
    const last = rec('2025-03-31T21:30:00Z', '2025-04-01T01:30:00Z');
    const april = rec('2025-03-31T22:00:00Z', '2025-04-01T02:00:00Z');
    const [row] = report([first, last, april]).rows;
    expect(row?.actualSeconds).toBe(8 * H);
  });

  it('shows pending records as a count and leaves them, rejected ones and open ones out', () => {
    const { rows, pendingCount } = report([
      rec('2025-03-05T08:00:00Z', '2025-03-05T12:00:00Z', { approvalStatus: 'Pending' }),
      rec('2025-03-06T08:00:00Z', '2025-03-06T12:00:00Z', { approvalStatus: 'Rejected' }),
      rec('2025-03-07T08:00:00Z', null),
      rec('2025-03-08T08:00:00Z', '2025-03-08T12:00:00Z'),
    ]);
    expect(pendingCount).toBe(1);
    expect(rows[0]?.actualSeconds).toBe(4 * H);
  });

  it('uses the approved correction of the clock-out, also for a missing clock-out', () => {
    const open = rec('2025-03-10T16:00:00Z', null); // 17:00, never clocked out
    const fixed = rec('2025-03-11T16:00:00Z', '2025-03-11T20:00:00Z');
    const corrections: CorrectionInput[] = [
      {
        correctionId: 1,
        employeeId: 1,
        requestedTime: at('2025-03-10T22:00:00Z'),
        status: 'APPROVED',
        reviewedAt: at('2025-03-12T09:00:00Z'),
      },
      {
        correctionId: 2,
        employeeId: 1,
        requestedTime: at('2025-03-11T21:00:00Z'),
        status: 'APPROVED',
        reviewedAt: at('2025-03-12T09:00:00Z'),
      },
    ];
    const [row] = report([open, fixed], [], { corrections }).rows;
    expect(row?.actualSeconds).toBe(6 * H + 5 * H);
  });

  it('sums the month’s shifts as scheduled hours, also without records', () => {
    const { rows } = report(
      [],
      [
        shift('2025-03-03T08:00:00Z', '2025-03-03T16:00:00Z', 2),
        shift('2025-03-04T08:00:00Z', '2025-03-04T13:30:00Z', 2),
        shift('2025-04-01T08:00:00Z', '2025-04-01T16:00:00Z', 2), // April
      ],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        name: 'Sanne de Vries',
        scheduledSeconds: 13.5 * H,
        scheduledNetSeconds: 13 * H, // 8 h − 0.5 and 5.5 h − 0
        actualSeconds: 0,
      }),
    ]);
  });

  it('names an employee it does not know, and sorts by last name with unknowns last', () => {
    const { rows } = report([
      rec('2025-03-03T08:00:00Z', '2025-03-03T10:00:00Z', { employeeId: 99 }),
      rec('2025-03-03T08:00:00Z', '2025-03-03T10:00:00Z', { employeeId: 1 }),
      rec('2025-03-03T08:00:00Z', '2025-03-03T10:00:00Z', { employeeId: 2 }),
    ]);
    expect(rows.map((r) => r.name)).toEqual(['Sanne de Vries', 'Ahmed Yilmaz', UNKNOWN_EMPLOYEE]);
  });
});

describe('monthlyHours at the edge of the month', () => {
  // 31 January 2026 22:00 – 1 February 03:00 (CET, UTC+1); a correction for 04:00 on 1 February.
  const night = () => rec('2026-01-31T21:00:00Z', '2026-02-01T02:00:00Z');
  const day = () => rec('2026-02-01T09:00:00Z', '2026-02-01T17:00:00Z');
  const correction = (): CorrectionInput => ({
    correctionId: 900,
    employeeId: 1,
    requestedTime: at('2026-02-01T03:00:00Z'),
    status: 'APPROVED',
    reviewedAt: at('2026-02-02T08:00:00Z'),
  });

  it("gives a correction at 04:00 on the 1st to the night of the 31st, not to the 1st's shift", () => {
    const records = [night(), day()];
    const february = report(records, [], { corrections: [correction()], month: [2026, 2] });
    // February counts its own day, 10:00–18:00, untouched: 8 hours.
    expect(february.rows[0]?.actualSeconds).toBe(8 * H);
    const january = report(records, [], { corrections: [correction()], month: [2026, 1] });
    // January counts the night to the corrected 04:00: 6 hours.
    expect(january.rows[0]?.actualSeconds).toBe(6 * H);
  });

  it('counts only the month’s records and their pending ones', () => {
    const pending = rec('2026-01-31T10:00:00Z', '2026-01-31T12:00:00Z', {
      approvalStatus: 'Pending',
    });
    const february = report([pending, day()], [], { month: [2026, 2] });
    expect(february.pendingCount).toBe(0);
    expect(february.rows[0]?.actualSeconds).toBe(8 * H);
  });
});
