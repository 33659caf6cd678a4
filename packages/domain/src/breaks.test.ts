import { describe, expect, it } from 'vitest';
import { breakSeconds, netSeconds } from './breaks';

const h = (hours: number) => hours * 3600;

describe('breakSeconds (docs/calculations.md#breaks)', () => {
  it.each([
    [0, 0],
    [h(4), 0],
    [h(5.5), 0],
    [h(5.5) + 1, h(0.5)],
    [h(8), h(0.5)],
    [h(8) + 1, h(0.75)],
    [h(10), h(0.75)],
    [h(10) + 1, h(1)],
    [h(14), h(1)],
  ])('a shift of %i s has a break of %i s', (worked, expected) => {
    expect(breakSeconds(worked)).toBe(expected);
  });
});

describe('netSeconds', () => {
  it('deducts the break and never goes below zero', () => {
    expect(netSeconds(h(8))).toBe(h(7.5));
    expect(netSeconds(h(5.5) + 1)).toBe(h(5) + 1);
    expect(netSeconds(h(10) + 1)).toBe(h(9) + 1);
    expect(netSeconds(0)).toBe(0);
  });
});
