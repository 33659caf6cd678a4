import { describe, expect, it } from 'vitest';
import { applyCorrections, correctedClockOut, recordForCorrection } from './apply-corrections';
import { localDateOf } from './local-date';
import { type CorrectionInput, monthRecordOf, type TimeRecordInput } from './time-records';

const AMS = 'Europe/Amsterdam';
const at = (iso: string) => new Date(iso);

function record(
  recordId: number,
  clockIn: string,
  clockOut: string | null,
  employeeId = 1,
): TimeRecordInput {
  return {
    recordId,
    employeeId,
    clockInTime: at(clockIn),
    clockOutTime: clockOut === null ? null : at(clockOut),
    approvalStatus: 'Approved',
  };
}

function correction(
  correctionId: number,
  requested: string,
  options: Partial<Omit<CorrectionInput, 'requestedTime'>> = {},
): CorrectionInput {
  return {
    correctionId,
    employeeId: 1,
    requestedTime: at(requested),
    status: 'APPROVED',
    reviewedAt: at('2025-01-20T12:00:00Z'),
    ...options,
  };
}

const out = (records: ReturnType<typeof applyCorrections>, id: number) =>
  records.find((r) => r.recordId === id)?.effectiveClockOut?.toISOString() ?? null;

describe('applyCorrections (docs/calculations.md#corrections)', () => {
  // Winter: Amsterdam is UTC+1.
  const shift = record(1, '2025-01-10T16:00:00Z', '2025-01-10T21:00:00Z'); // 17:00–22:00

  it('replaces the clock-out of the record that clocked out on the requested day', () => {
    const result = applyCorrections([shift], [correction(9, '2025-01-10T22:30:00Z')], AMS);
    expect(out(result, 1)).toBe('2025-01-10T22:30:00.000Z');
    expect(result[0]?.correctionId).toBe(9);
  });

  it('leaves the record alone when the request is for another day', () => {
    const result = applyCorrections([shift], [correction(9, '2025-01-11T22:30:00Z')], AMS);
    expect(out(result, 1)).toBe('2025-01-10T21:00:00.000Z');
    expect(result[0]?.correctionId).toBeNull();
  });

  it('compares calendar days in the company zone, not in UTC', () => {
    // Clocked out at 23:30 Amsterdam; asked for 00:15 the next Amsterdam day (still 10 Jan UTC).
    const late = record(2, '2025-01-10T17:00:00Z', '2025-01-10T22:30:00Z');
    expect(recordForCorrection(correction(9, '2025-01-10T23:15:00Z'), [late], AMS)).toBeNull();
    expect(recordForCorrection(correction(9, '2025-01-10T23:15:00Z'), [late], 'UTC')).toBe(late);
  });

  it('supplies the missing clock-out of an open record of less than 24 hours', () => {
    const open = record(3, '2025-01-12T16:00:00Z', null);
    const result = applyCorrections([open], [correction(9, '2025-01-12T23:00:00Z')], AMS);
    expect(out(result, 3)).toBe('2025-01-12T23:00:00.000Z');
    // 24 hours or more after the clock-in is no longer this shift.
    expect(out(applyCorrections([open], [correction(9, '2025-01-13T16:00:00Z')], AMS), 3)).toBe(
      null,
    );
  });

  it('takes the record with the nearest clock-out when several clocked out that day', () => {
    const lunch = record(4, '2025-01-14T09:00:00Z', '2025-01-14T12:00:00Z');
    const evening = record(5, '2025-01-14T16:00:00Z', '2025-01-14T21:00:00Z');
    const result = applyCorrections([lunch, evening], [correction(9, '2025-01-14T20:00:00Z')], AMS);
    expect(out(result, 5)).toBe('2025-01-14T20:00:00.000Z');
    expect(out(result, 4)).toBe('2025-01-14T12:00:00.000Z');
  });

  it('lets the most recently approved of several corrections win', () => {
    const result = applyCorrections(
      [shift],
      [
        correction(8, '2025-01-10T22:45:00Z', { reviewedAt: at('2025-01-12T09:00:00Z') }),
        correction(9, '2025-01-10T22:15:00Z', { reviewedAt: at('2025-01-11T09:00:00Z') }),
      ],
      AMS,
    );
    expect(out(result, 1)).toBe('2025-01-10T22:45:00.000Z');
  });

  it('ignores pending and rejected corrections and those of other employees', () => {
    const result = applyCorrections(
      [shift],
      [
        correction(7, '2025-01-10T22:00:00Z', { status: 'PENDING' }),
        correction(8, '2025-01-10T22:10:00Z', { status: 'REJECTED' }),
        correction(9, '2025-01-10T22:20:00Z', { employeeId: 2 }),
      ],
      AMS,
    );
    expect(out(result, 1)).toBe('2025-01-10T21:00:00.000Z');
  });

  it('moves a corrected clock-out that is not after the clock-in a day on (overnight)', () => {
    // 22:00–23:59 on Monday; the employee asks for 01:30 but types Monday's date.
    const night = record(6, '2025-01-13T21:00:00Z', '2025-01-13T22:59:00Z');
    const result = applyCorrections([night], [correction(9, '2025-01-13T00:30:00Z')], AMS);
    expect(out(result, 6)).toBe('2025-01-14T00:30:00.000Z');
  });

  it('moves a corrected clock-out equal to the clock-in a day on, and one just after it not', () => {
    // 09:00–17:00 on Monday; the employee asks for 09:00 that day: not after the clock-in.
    const day = record(10, '2025-01-13T08:00:00Z', '2025-01-13T16:00:00Z');
    const equal = applyCorrections([day], [correction(9, '2025-01-13T08:00:00Z')], AMS);
    expect(out(equal, 10)).toBe('2025-01-14T08:00:00.000Z');
    expect(correctedClockOut(monthRecordOf(day), correction(9, '2025-01-13T08:00:00Z'))).toBe(
      Date.parse('2025-01-14T08:00:00Z'),
    );
    const after = applyCorrections([day], [correction(9, '2025-01-13T08:00:00.001Z')], AMS);
    expect(out(after, 10)).toBe('2025-01-13T08:00:00.001Z');
  });

  it('applies each correction to one record only', () => {
    const twin = record(7, '2025-01-10T16:00:00Z', '2025-01-10T21:00:00Z');
    const result = applyCorrections([shift, twin], [correction(9, '2025-01-10T22:30:00Z')], AMS);
    expect(result.filter((r) => r.correctionId === 9)).toHaveLength(1);
  });

  it('finds the day in a zone that skips midnight itself (Santiago, 8 September 2024)', () => {
    // The clocks there jump from 23:59:59 on the 7th to 01:00 on the 8th: the 8th starts at 01:00.
    const santiago = 'America/Santiago';
    const early = record(8, '2024-09-08T00:00:00Z', '2024-09-08T04:30:00Z'); // out 01:30 on the 8th
    const before = record(9, '2024-09-07T20:00:00Z', '2024-09-08T03:30:00Z'); // out 23:30 on the 7th
    expect(
      recordForCorrection(correction(1, '2024-09-08T05:00:00Z'), [early, before], santiago),
    ).toBe(early);
    expect(
      recordForCorrection(correction(1, '2024-09-08T03:45:00Z'), [early, before], santiago),
    ).toBe(before);
  });
});

/** The rule of docs/calculations.md#corrections as plainly as it can be written: every clock-out converted to its local date. */
function naiveRecordFor(
  c: CorrectionInput,
  records: readonly TimeRecordInput[],
  timeZone: string,
): TimeRecordInput | null {
  const dayKey = (d: Date) => JSON.stringify(localDateOf(d, timeZone));
  const own = records.filter((r) => r.employeeId === c.employeeId);
  const sameDay = own
    .filter((r) => r.clockOutTime && dayKey(r.clockOutTime) === dayKey(c.requestedTime))
    .sort(
      (a, b) =>
        Math.abs((a.clockOutTime as Date).getTime() - c.requestedTime.getTime()) -
          Math.abs((b.clockOutTime as Date).getTime() - c.requestedTime.getTime()) ||
        a.recordId - b.recordId,
    );
  if (sameDay[0]) return sameDay[0];
  const open = own
    .filter((r) => r.clockOutTime === null)
    .filter((r) => {
      const since = c.requestedTime.getTime() - r.clockInTime.getTime();
      return since > 0 && since < 24 * 3600_000;
    })
    .sort((a, b) => b.clockInTime.getTime() - a.clockInTime.getTime() || a.recordId - b.recordId);
  return open[0] ?? null;
}

describe('recordForCorrection against the plain rule', () => {
  it('agrees on random records around both daylight-saving nights of 2025', () => {
    // A fixed pseudo-random sequence, so a failure can be reproduced.
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const nights = [Date.parse('2025-03-30T01:00:00Z'), Date.parse('2025-10-26T01:00:00Z')];
    let matched = 0;
    for (const night of nights) {
      const records: TimeRecordInput[] = [];
      for (let id = 1; id <= 60; id++) {
        const clockIn = night + (random(96) - 48) * 1800_000;
        const open = random(6) === 0;
        records.push({
          recordId: id,
          employeeId: 1 + random(3),
          clockInTime: new Date(clockIn),
          clockOutTime: open ? null : new Date(clockIn + random(24) * 1800_000),
          approvalStatus: 'Approved',
        });
      }
      for (let i = 0; i < 200; i++) {
        const c = correction(i, new Date(night + (random(120) - 60) * 900_000).toISOString(), {
          employeeId: 1 + random(3),
        });
        const expected = naiveRecordFor(c, records, AMS);
        expect(recordForCorrection(c, records, AMS), `${i}`).toBe(expected);
        if (expected) matched++;
      }
    }
    expect(matched).toBeGreaterThan(100);
  });
});
