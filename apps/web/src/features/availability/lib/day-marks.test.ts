import { describe, expect, it } from 'vitest';
import { dayMarks } from './day-marks';

describe('dayMarks', () => {
  it("marks each day by its entries' start in the company's zone", () => {
    const marks = dayMarks(
      [
        // 00:30 in Amsterdam on the 2nd, though still the 1st in UTC.
        { startTime: '2026-11-01T23:30:00.000Z', available: true },
        { startTime: '2026-11-03T07:00:00.000Z', available: false },
        { startTime: '2026-11-04T07:00:00.000Z', available: true },
        { startTime: '2026-11-04T15:00:00.000Z', available: false },
      ],
      'Europe/Amsterdam',
    );
    expect(Object.fromEntries(marks)).toEqual({
      '2026-11-02': 'available',
      '2026-11-03': 'unavailable',
      '2026-11-04': 'mixed',
    });
  });
});
