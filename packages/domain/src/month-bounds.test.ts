import { describe, expect, it } from 'vitest';
import { inMonth, monthBounds } from './month-bounds';

const AMS = 'Europe/Amsterdam';

describe('monthBounds', () => {
  it('runs from local midnight to local midnight, across the spring-forward night', () => {
    const march = monthBounds(2025, 3, AMS);
    expect(march.start.toISOString()).toBe('2025-02-28T23:00:00.000Z'); // CET
    expect(march.end.toISOString()).toBe('2025-03-31T22:00:00.000Z'); // CEST
  });

  it('and across the fall-back night', () => {
    const october = monthBounds(2025, 10, AMS);
    expect(october.start.toISOString()).toBe('2025-09-30T22:00:00.000Z');
    expect(october.end.toISOString()).toBe('2025-10-31T23:00:00.000Z');
  });

  it('turns the year in December', () => {
    expect(monthBounds(2025, 12, AMS).end.toISOString()).toBe('2025-12-31T23:00:00.000Z');
  });
});

describe('inMonth', () => {
  const march = monthBounds(2025, 3, AMS);
  it('holds the first local hour and the last local second, not the next month', () => {
    expect(inMonth(new Date('2025-02-28T23:00:00Z'), march)).toBe(true); // 1 March 00:00
    expect(inMonth(new Date('2025-02-28T22:59:59Z'), march)).toBe(false); // 28 Feb 23:59:59
    expect(inMonth(new Date('2025-03-31T21:59:59Z'), march)).toBe(true); // 31 March 23:59:59
    expect(inMonth(new Date('2025-03-31T22:00:00Z'), march)).toBe(false); // 1 April 00:00
  });
});
