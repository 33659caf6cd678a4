import { describe, expect, it } from 'vitest';
import { matchShifts } from './match-shifts';
import type { ScheduleInput, TimeRecordInput } from './time-records';

const at = (iso: string) => new Date(iso);
const record = (recordId: number, clockIn: string, employeeId = 1): TimeRecordInput => ({
  recordId,
  employeeId,
  clockInTime: at(clockIn),
  clockOutTime: null,
  approvalStatus: 'Approved',
});
const shift = (scheduleId: number, start: string, employeeId = 1): ScheduleInput => ({
  scheduleId,
  employeeId,
  startTime: at(start),
  endTime: new Date(at(start).getTime() + 8 * 3600_000),
});

describe('matchShifts (DESIGN §5)', () => {
  it('takes the shift whose start is nearest to the clock-in', () => {
    const matched = matchShifts(
      [record(1, '2025-01-10T08:50:00Z')],
      [shift(10, '2025-01-10T06:00:00Z'), shift(11, '2025-01-10T09:00:00Z')],
    );
    expect(matched.get(1)?.scheduleId).toBe(11);
  });

  it('matches up to 4 hours away and not a second more', () => {
    expect(
      matchShifts([record(1, '2025-01-10T13:00:00Z')], [shift(10, '2025-01-10T09:00:00Z')]).get(1)
        ?.scheduleId,
    ).toBe(10);
    expect(
      matchShifts([record(1, '2025-01-10T13:00:01Z')], [shift(10, '2025-01-10T09:00:00Z')]).has(1),
    ).toBe(false);
  });

  it('gives a shift to one record only, the nearest', () => {
    const matched = matchShifts(
      [record(1, '2025-01-10T09:40:00Z'), record(2, '2025-01-10T09:05:00Z')],
      [shift(10, '2025-01-10T09:00:00Z')],
    );
    expect(matched.get(2)?.scheduleId).toBe(10);
    expect(matched.has(1)).toBe(false);
  });

  it('never matches another employee’s shift', () => {
    expect(
      matchShifts([record(1, '2025-01-10T09:00:00Z', 1)], [shift(10, '2025-01-10T09:00:00Z', 2)])
        .size,
    ).toBe(0);
  });
});
