import { describe, expect, it } from 'vitest';
import { matchShifts } from './match-shifts';
import type { MonthRecord, MonthShift } from './time-records';

const record = (recordId: number, clockIn: string, employeeId = 1): MonthRecord => ({
  recordId,
  employeeId,
  clockInMs: Date.parse(clockIn),
  clockOutMs: null,
  approvalStatus: 'Approved',
});
const shift = (scheduleId: number, start: string, employeeId = 1): MonthShift => ({
  scheduleId,
  employeeId,
  startMs: Date.parse(start),
  endMs: Date.parse(start) + 8 * 3600_000,
});

/** matchShifts' answer (a shift per record position) by record id, as the rule speaks of it. */
function matchById(records: MonthRecord[], shifts: MonthShift[]): Map<number, MonthShift> {
  const matched = matchShifts(records, shifts);
  expect(matched).toHaveLength(records.length);
  return new Map(
    records.flatMap((r, i): [number, MonthShift][] => {
      const s = matched[i];
      return s ? [[r.recordId, s]] : [];
    }),
  );
}

describe('matchShifts (docs/calculations.md#shift-matching)', () => {
  it('takes the shift whose start is nearest to the clock-in', () => {
    const matched = matchById(
      [record(1, '2025-01-10T08:50:00Z')],
      [shift(10, '2025-01-10T06:00:00Z'), shift(11, '2025-01-10T09:00:00Z')],
    );
    expect(matched.get(1)?.scheduleId).toBe(11);
  });

  it('matches up to 4 hours away and not a second more', () => {
    expect(
      matchById([record(1, '2025-01-10T13:00:00Z')], [shift(10, '2025-01-10T09:00:00Z')]).get(1)
        ?.scheduleId,
    ).toBe(10);
    expect(
      matchById([record(1, '2025-01-10T13:00:01Z')], [shift(10, '2025-01-10T09:00:00Z')]).has(1),
    ).toBe(false);
  });

  it('gives a shift to one record only, the nearest', () => {
    const matched = matchById(
      [record(1, '2025-01-10T09:40:00Z'), record(2, '2025-01-10T09:05:00Z')],
      [shift(10, '2025-01-10T09:00:00Z')],
    );
    expect(matched.get(2)?.scheduleId).toBe(10);
    expect(matched.has(1)).toBe(false);
  });

  it('never matches another employee’s shift', () => {
    expect(
      matchById([record(1, '2025-01-10T09:00:00Z', 1)], [shift(10, '2025-01-10T09:00:00Z', 2)])
        .size,
    ).toBe(0);
  });

  it('matches a shift that starts up to 4 hours after the clock-in, not a second more', () => {
    const shifts = [shift(10, '2025-01-10T13:00:00Z')];
    expect(matchById([record(1, '2025-01-10T09:00:00Z')], shifts).get(1)?.scheduleId).toBe(10);
    expect(matchById([record(1, '2025-01-10T08:59:59Z')], shifts).has(1)).toBe(false);
  });

  // Dense rosters on whole hours, so that records compete for shifts and distances tie.
  it.each([
    [11, 300, 300, 30 * 24 * 4, 15],
    [12, 200, 60, 7 * 24, 60],
    [13, 200, 120, 3 * 24, 60],
  ])(
    'agrees with comparing every record with every shift (seed %i: %i records, %i shifts)',
    (initial, recordCount, shiftCount, slots, slotMinutes) => {
      let seed = initial;
      const random = (n: number) => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return seed % n;
      };
      const base = Date.parse('2025-03-01T00:00:00Z');
      const slot = () => new Date(base + random(slots) * slotMinutes * 60_000).toISOString();
      const records = Array.from({ length: recordCount }, (_, i) =>
        record(i + 1, slot(), 1 + random(4)),
      );
      const shifts = Array.from({ length: shiftCount }, (_, i) =>
        shift(1000 + i, slot(), 1 + random(4)),
      );
      // The rule as docs/calculations.md states it, with no shortcuts.
      const pairs = records
        .flatMap((r) =>
          shifts
            .filter((s) => s.employeeId === r.employeeId)
            .map((s) => ({
              r,
              s,
              distance: Math.abs(s.startMs - r.clockInMs),
            })),
        )
        .filter((p) => p.distance <= 4 * 3600_000)
        .sort(
          (a, b) =>
            a.distance - b.distance ||
            a.r.recordId - b.r.recordId ||
            a.s.scheduleId - b.s.scheduleId,
        );
      const expected = new Map<number, number>();
      const taken = new Set<number>();
      for (const { r, s } of pairs) {
        if (expected.has(r.recordId) || taken.has(s.scheduleId)) continue;
        expected.set(r.recordId, s.scheduleId);
        taken.add(s.scheduleId);
      }
      const matched = matchById(records, shifts);
      expect(new Map([...matched].map(([id, s]) => [id, s.scheduleId]))).toEqual(expected);
      expect(expected.size).toBeGreaterThan(20);
      // Some records had to give way to a nearer one, so the slow path was taken too.
      expect(expected.size).toBeLessThan(
        records.filter((r) => pairs.some((p) => p.r === r)).length,
      );
    },
  );
});
