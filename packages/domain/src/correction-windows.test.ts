import { describe, expect, it } from 'vitest';
import { applyCorrections, recordForCorrection } from './apply-corrections';
import { correctionsWindow, LONGEST_RECORD_MS, recordsWindow } from './correction-windows';
import { monthBounds } from './month-bounds';
import type { CorrectionInput, InstantWindow, TimeRecordInput } from './time-records';

const AMS = 'Europe/Amsterdam';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function record(id: number, clockIn: number, clockOut: number | null): TimeRecordInput {
  return {
    recordId: id,
    employeeId: 1,
    clockInTime: new Date(clockIn),
    clockOutTime: clockOut === null ? null : new Date(clockOut),
    approvalStatus: 'Approved',
  };
}

function correction(id: number, requested: number): CorrectionInput {
  return {
    correctionId: id,
    employeeId: 1,
    requestedTime: new Date(requested),
    status: 'APPROVED',
    reviewedAt: new Date(requested + HOUR),
  };
}

const inside = (at: number, window: InstantWindow) =>
  at >= window.from.getTime() && at < window.to.getTime();

/**
 * The rule applies the correction to the record, and each window holds the other: the month's
 * correction window holds the correction, the correction's record window holds the record.
 */
function expectSeen(r: TimeRecordInput, c: CorrectionInput, period: InstantWindow): void {
  expect(recordForCorrection(c, [r], AMS)).toBe(r);
  expect(inside(c.requestedTime.getTime(), correctionsWindow(period))).toBe(true);
  const at = { from: c.requestedTime, to: c.requestedTime };
  expect(inside(r.clockInTime.getTime(), recordsWindow(at))).toBe(true);
}

describe('the correction windows of a month (January 2026, Amsterdam)', () => {
  const month = monthBounds(2026, 1, AMS);
  const period = { from: month.start, to: month.end };
  const start = month.start.getTime();
  const end = month.end.getTime();

  it('hold a correction on the first day, even one before the clock-in it corrects', () => {
    expectSeen(record(1, start + 8 * HOUR, start + 9 * HOUR), correction(1, start), period);
    expectSeen(record(2, start, start + HOUR), correction(2, start + 20 * HOUR), period);
  });

  it('hold a correction on the day after the month for a night shift that clocked out then', () => {
    // Clocked in on 31 January at 22:00, out on 1 February at 06:00; corrected to 07:00.
    const nightShift = record(1, end - 2 * HOUR, end + 6 * HOUR);
    expectSeen(nightShift, correction(1, end + 7 * HOUR), period);
    // The last moment of 1 February still names a clock-out of that day.
    expectSeen(nightShift, correction(2, end + DAY - 1), period);
  });

  it('hold the corrections of a record open over the month boundary (the 24-hour rule)', () => {
    const open = record(1, end - 2 * HOUR, null);
    expectSeen(open, correction(1, end + 22 * HOUR - 1), period);
    // 24 hours or more after the clock-in no correction applies to an open record.
    expect(recordForCorrection(correction(2, end + 22 * HOUR), [open], AMS)).toBeNull();
  });

  it('hold the corrections of the longest registration they allow for', () => {
    const lastIn = end - 1;
    const longest = record(1, lastIn, lastIn + LONGEST_RECORD_MS);
    // It clocks out late on 2 February; a correction up to that day's end applies to it.
    expectSeen(longest, correction(1, end + 2 * DAY - 1), period);
  });

  it('leave out what cannot apply: the day before the month, far past its end', () => {
    const window = correctionsWindow(period);
    expect(window.from.getTime()).toBeLessThanOrEqual(start - 1);
    expect(
      recordForCorrection(correction(1, start - 1), [record(1, start, start + HOUR)], AMS),
    ).toBeNull();
    expect(window.to.getTime()).toBeLessThan(end + 4 * DAY);
  });
});

describe('the records window', () => {
  it("holds the registration before a period that takes a correction from the period's own", () => {
    const month = monthBounds(2026, 2, AMS);
    const start = month.start.getTime();
    // 31 January 22:00 – 1 February 03:00, and 1 February 17:00–23:00.
    const night = record(1, start - 2 * HOUR, start + 3 * HOUR);
    const evening = record(2, start + 17 * HOUR, start + 23 * HOUR);
    // Corrected to 04:00 on 1 February: the nearest clock-out that day is the night's.
    const c = correction(1, start + 4 * HOUR);
    expect(recordForCorrection(c, [night, evening], AMS)).toBe(night);
    // Read with the month's registrations only, the evening would take it (and last 11 hours).
    expect(recordForCorrection(c, [evening], AMS)).toBe(evening);
    const around = recordsWindow(correctionsWindow({ from: month.start, to: month.end }));
    expect(inside(night.clockInTime.getTime(), around)).toBe(true);
  });
});

describe('the windows on the nights the clocks move (Amsterdam, 2025)', () => {
  it('reach the last hour of a 25-hour day', () => {
    // Sunday 26 October 2025 runs from 25 October 22:00Z to 26 October 23:00Z.
    const dayStart = Date.parse('2025-10-25T22:00:00Z');
    const dayEnd = Date.parse('2025-10-26T23:00:00Z');
    // A registration that clocks in at the very end of that day: a correction at its very start
    // still names that day's clock-out.
    const late = record(1, dayEnd - 2, dayEnd - 1);
    expectSeen(late, correction(1, dayStart), { from: late.clockInTime, to: late.clockInTime });
    // The longest registration, clocking out at the day's start, corrected at its end.
    const long = record(2, dayStart - LONGEST_RECORD_MS, dayStart);
    expectSeen(long, correction(2, dayEnd - 1), { from: long.clockInTime, to: long.clockInTime });
  });
});

describe('reading only the windows', () => {
  it('corrects the records of a period as reading everything would, around both 2025 nights', () => {
    let seed = 11;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (const night of [Date.parse('2025-03-30T01:00:00Z'), Date.parse('2025-10-26T01:00:00Z')]) {
      const records: TimeRecordInput[] = [];
      for (let id = 1; id <= 400; id++) {
        const clockIn = night + (random(480) - 240) * 900_000;
        const open = random(8) === 0;
        records.push({
          ...record(
            id,
            clockIn,
            open ? null : clockIn + random(LONGEST_RECORD_MS / 900_000) * 900_000,
          ),
          employeeId: 1 + random(4),
        });
      }
      const corrections = Array.from({ length: 300 }, (_, i) => ({
        ...correction(i, night + (random(960) - 480) * 900_000),
        employeeId: 1 + random(4),
      }));
      const everything = applyCorrections(records, corrections, AMS);
      for (let p = 0; p < 20; p++) {
        const from = night + (random(96) - 48) * 900_000;
        const period = { from: new Date(from), to: new Date(from + random(96) * 900_000) };
        const read = correctionsWindow(period);
        const around = recordsWindow(read);
        const windowed = applyCorrections(
          records.filter((r) => inside(r.clockInTime.getTime(), around)),
          corrections.filter((c) => inside(c.requestedTime.getTime(), read)),
          AMS,
        );
        for (const r of everything) {
          if (!inside(r.clockInTime.getTime(), { from: period.from, to: period.to })) continue;
          const same = windowed.find((w) => w.recordId === r.recordId);
          expect(same?.effectiveClockOut, `record ${r.recordId}`).toEqual(r.effectiveClockOut);
          expect(same?.correctionId).toBe(r.correctionId);
        }
      }
    }
  });
});
