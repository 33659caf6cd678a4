import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDuration,
  formatEuro,
  formatHours,
  formatLocalDate,
  formatNumber,
  formatTime,
  roundHalfUp,
} from './format';

const AMSTERDAM = 'Europe/Amsterdam';

describe('roundHalfUp', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [1.255, 1.26],
    [8.345, 8.35],
    [0.285, 0.29],
    [1234.565, 1234.57],
    [10.235, 10.24],
    [1.004, 1],
    [1.0049, 1],
    [25.333333, 25.33],
    [0.1 + 0.2, 0.3],
    [7, 7],
    [0, 0],
  ])('%d → %d (two decimals)', (value, expected) => {
    expect(roundHalfUp(value)).toBe(expected);
  });

  it('rounds negative halves away from zero', () => {
    expect(roundHalfUp(-1.005)).toBe(-1.01);
    expect(roundHalfUp(-2.675)).toBe(-2.68);
    expect(roundHalfUp(-2.5, 0)).toBe(-3);
    expect(roundHalfUp(-2.4, 0)).toBe(-2);
  });

  it('rounds to other numbers of decimals', () => {
    expect(roundHalfUp(2.5, 0)).toBe(3);
    expect(roundHalfUp(0.5, 0)).toBe(1);
    expect(roundHalfUp(1.45, 1)).toBe(1.5);
    expect(roundHalfUp(1.0005, 3)).toBe(1.001);
    expect(roundHalfUp(1.5e-7, 7)).toBe(2e-7);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfUp(-0.001), 0)).toBe(true);
    expect(Object.is(roundHalfUp(-0), 0)).toBe(true);
    expect(Object.is(roundHalfUp(-1e-7, 2), 0)).toBe(true);
  });

  it('leaves numbers beyond double precision and non-finite numbers alone', () => {
    expect(roundHalfUp(1e21)).toBe(1e21);
    expect(roundHalfUp(2 ** 53 + 2)).toBe(2 ** 53 + 2);
    expect(roundHalfUp(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(roundHalfUp(Number.NaN)).toBeNaN();
  });

  it('refuses a negative or fractional number of decimals', () => {
    expect(() => roundHalfUp(1, -1)).toThrow(RangeError);
    expect(() => roundHalfUp(1, 1.5)).toThrow(RangeError);
  });
});

describe('formatEuro', () => {
  it.each([
    [123456, '€ 1.234,56'],
    [0, '€ 0,00'],
    [5, '€ 0,05'],
    [100, '€ 1,00'],
    [99999, '€ 999,99'],
    [100000, '€ 1.000,00'],
    [123456789, '€ 1.234.567,89'],
  ])('%i cents → %s', (cents, expected) => {
    expect(formatEuro(cents)).toBe(expected);
  });

  it('uses a plain space, not a no-break space', () => {
    expect(formatEuro(100)).not.toMatch(/[\u00a0\u202f]/);
  });

  it('puts the minus sign after the euro sign', () => {
    expect(formatEuro(-1250)).toBe('€ -12,50');
    expect(formatEuro(-123456)).toBe('€ -1.234,56');
  });

  it('shows no minus sign for zero', () => {
    expect(formatEuro(-0)).toBe('€ 0,00');
    expect(formatEuro(-0.4)).toBe('€ 0,00');
  });

  it('rounds fractional cents half up', () => {
    expect(formatEuro(12.5)).toBe('€ 0,13');
    expect(formatEuro(12.4)).toBe('€ 0,12');
    expect(formatEuro(-12.5)).toBe('€ -0,13');
  });

  it('refuses a non-finite amount', () => {
    expect(() => formatEuro(Number.NaN)).toThrow(RangeError);
    expect(() => formatEuro(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatNumber', () => {
  it('uses a thousands dot and a decimal comma', () => {
    expect(formatNumber(1234.5)).toBe('1.234,50');
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber(0)).toBe('0,00');
  });

  it('rounds half up before formatting', () => {
    expect(formatNumber(1.005)).toBe('1,01');
    expect(formatNumber(2.675)).toBe('2,68');
  });

  it('takes the number of decimals', () => {
    expect(formatNumber(2.5, 0)).toBe('3');
    expect(formatNumber(1.25, 1)).toBe('1,3');
  });

  it('refuses a non-finite value', () => {
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatHours', () => {
  it.each([
    [25.333333, '25,33 uur'],
    [8, '8,00 uur'],
    [0, '0,00 uur'],
    [7.5, '7,50 uur'],
    [0.125, '0,13 uur'],
    [1234.5, '1.234,50 uur'],
    [-2.25, '-2,25 uur'],
    [-0.001, '0,00 uur'],
  ])('%d → %s', (hours, expected) => {
    expect(formatHours(hours)).toBe(expected);
  });
});

describe('formatLocalDate', () => {
  it('writes a calendar date as dd-mm-jjjj, with leading zeros', () => {
    expect(formatLocalDate({ year: 2026, month: 3, day: 9 })).toBe('09-03-2026');
    expect(formatLocalDate({ year: 2026, month: 11, day: 21 })).toBe('21-11-2026');
  });
});

describe('formatDate', () => {
  it('writes dd-mm-jjjj', () => {
    expect(formatDate(new Date('2026-11-21T10:00:00Z'), AMSTERDAM)).toBe('21-11-2026');
  });

  it('pads day and month', () => {
    expect(formatDate(new Date('2026-03-05T10:00:00Z'), AMSTERDAM)).toBe('05-03-2026');
  });

  it('uses the calendar day in the given zone', () => {
    const lateEvening = new Date('2026-11-21T23:30:00Z');
    expect(formatDate(lateEvening, AMSTERDAM)).toBe('22-11-2026');
    expect(formatDate(lateEvening, 'UTC')).toBe('21-11-2026');
    expect(formatDate(new Date('2025-12-31T23:00:00Z'), AMSTERDAM)).toBe('01-01-2026');
  });
});

describe('formatTime', () => {
  it('writes 24-hour HH:mm with leading zeros', () => {
    expect(formatTime(new Date('2026-11-21T08:05:00Z'), AMSTERDAM)).toBe('09:05');
    expect(formatTime(new Date('2026-11-21T20:45:00Z'), AMSTERDAM)).toBe('21:45');
  });

  it('writes midnight as 00:00, not 24:00', () => {
    expect(formatTime(new Date('2026-11-21T23:00:00Z'), AMSTERDAM)).toBe('00:00');
  });

  it('drops the seconds rather than rounding them up', () => {
    expect(formatTime(new Date('2026-11-21T08:05:59Z'), AMSTERDAM)).toBe('09:05');
  });

  it('follows summer time', () => {
    expect(formatTime(new Date('2026-07-01T07:00:00Z'), AMSTERDAM)).toBe('09:00');
    expect(formatTime(new Date('2025-03-30T01:00:00Z'), AMSTERDAM)).toBe('03:00');
  });
});

describe('formatDuration', () => {
  it('writes hours and minutes, whole hours without minutes, under an hour minutes only', () => {
    expect(formatDuration(34_200)).toBe('9 uur 30 min');
    expect(formatDuration(43_200)).toBe('12 uur');
    expect(formatDuration(2_700)).toBe('45 min');
    expect(formatDuration(509 * 60)).toBe('8 uur 29 min');
  });

  it('rounds down to the minute and never goes below 0 min', () => {
    expect(formatDuration(3_659)).toBe('1 uur');
    expect(formatDuration(59)).toBe('0 min');
    expect(formatDuration(-120)).toBe('0 min');
  });
});
