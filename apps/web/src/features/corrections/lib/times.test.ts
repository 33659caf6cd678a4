import { describe, expect, it } from 'vitest';
import { wallClockValue } from '../../../lib/wall-clock';
import { formatDateTime, parseTimeOfDay, sameDayAt } from './times';

const AMSTERDAM = 'Europe/Amsterdam';

describe('times on the company clock', () => {
  it('writes the value of a datetime-local input in the company zone', () => {
    expect(wallClockValue(new Date('2026-07-01T21:05:00Z'), AMSTERDAM)).toBe('2026-07-01T23:05');
    expect(formatDateTime(new Date('2026-07-01T22:30:00Z'), AMSTERDAM)).toBe('02-07-2026 00:30');
  });

  it('turns the edited time into ISO UTC on the correction’s own local date', () => {
    // 1 November 2026 00:30 local (23:30 UTC the day before): 17:45 is on 1 November.
    expect(sameDayAt(new Date('2026-10-31T23:30:00Z'), '17:45', AMSTERDAM)).toBe(
      '2026-11-01T16:45:00.000Z',
    );
    expect(sameDayAt(new Date('2026-07-01T12:00:00Z'), '23:59', AMSTERDAM)).toBe(
      '2026-07-01T21:59:00.000Z',
    );
  });

  it('gives null for a time that does not exist that day, or is no time', () => {
    // 29 March 2026: the clocks go from 02:00 to 03:00.
    expect(sameDayAt(new Date('2026-03-29T12:00:00Z'), '02:30', AMSTERDAM)).toBeNull();
    expect(sameDayAt(new Date('2026-03-29T12:00:00Z'), '24:00', AMSTERDAM)).toBeNull();
    expect(sameDayAt(new Date('2026-03-29T12:00:00Z'), '', AMSTERDAM)).toBeNull();
  });

  it('reads a time as people type it, on a 24-hour clock', () => {
    expect(parseTimeOfDay('17:45')).toBe(17 * 60 + 45);
    expect(parseTimeOfDay(' 17.45 ')).toBe(17 * 60 + 45);
    expect(parseTimeOfDay('1745')).toBe(17 * 60 + 45);
    expect(parseTimeOfDay('9:05')).toBe(9 * 60 + 5);
    expect(parseTimeOfDay('00:00')).toBe(0);
    for (const wrong of ['24:00', '17:60', '5 PM', '17:4', '']) {
      expect(parseTimeOfDay(wrong)).toBeNull();
    }
  });
});
