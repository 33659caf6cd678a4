import { describe, expect, it } from 'vitest';
import { add, fraction, roundHalfAwayFromZero, scale } from './exact-fraction';

describe('exact fractions', () => {
  it('adds parts exactly and rounds once, a half away from zero', () => {
    // 5760 × 181 / 365 + 7680 × 184 / 365 = 2 455 680 / 365 = 6727.89
    const sum = add(scale(fraction(5760), 181, 365), scale(fraction(7680), 184, 365));
    expect(roundHalfAwayFromZero(sum)).toBe(6728);
    expect(roundHalfAwayFromZero(fraction(15, 2))).toBe(8);
    expect(roundHalfAwayFromZero(fraction(-15, 2))).toBe(-8);
    expect(roundHalfAwayFromZero(fraction(29, 4))).toBe(7);
    expect(roundHalfAwayFromZero(add(fraction(1, 3), fraction(1, 6)))).toBe(1);
  });

  it('stays exact beyond 2^53', () => {
    const big = scale(fraction(2 ** 40), 2 ** 20, 3);
    expect(roundHalfAwayFromZero(scale(big, 3))).toBe(2 ** 60);
  });

  it('refuses a part of a whole number or a zero denominator', () => {
    expect(() => fraction(1.5)).toThrow(RangeError);
    expect(() => fraction(1, 0)).toThrow(RangeError);
  });
});
