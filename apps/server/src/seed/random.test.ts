import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('repeats its sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const draws = Array.from({ length: 5 }, () => [a.int(1, 100), b.int(1, 100)]);
    for (const [x, y] of draws) expect(x).toBe(y);
    expect(createRandom(43).next()).not.toBe(createRandom(42).next());
  });
});
