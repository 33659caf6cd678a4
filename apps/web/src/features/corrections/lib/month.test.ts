import { describe, expect, it } from 'vitest';
import { monthLabel } from './month';

describe('the month navigator', () => {
  it('labels the month in Dutch', () => {
    expect(monthLabel({ year: 2026, month: 11 })).toBe('november 2026');
    expect(monthLabel({ year: 2027, month: 3 })).toBe('maart 2027');
  });
});
