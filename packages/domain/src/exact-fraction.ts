/**
 * Exact sums of pro-rata parts, rounded once. Leave accrues per day over contract periods of
 * different weekly hours (and over paid minutes at 4/52), contract hours run over a month's days:
 * rounding every part would let the parts disagree with their total by a minute or more, and the
 * products of minutes, days and rates pass 2^53, so the parts are kept as BigInt fractions.
 */
export interface Fraction {
  numerator: bigint;
  /** Always positive. */
  denominator: bigint;
}

export const ZERO: Fraction = { numerator: 0n, denominator: 1n };

/** numerator / denominator of whole numbers; a denominator of 0 is a RangeError. */
export function fraction(numerator: number, denominator = 1): Fraction {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || denominator === 0) {
    throw new RangeError(`Not a fraction: ${numerator}/${denominator}`);
  }
  const sign = denominator < 0 ? -1n : 1n;
  return { numerator: sign * BigInt(numerator), denominator: sign * BigInt(denominator) };
}

export function add(a: Fraction, b: Fraction): Fraction {
  if (a.denominator === b.denominator) {
    return { numerator: a.numerator + b.numerator, denominator: a.denominator };
  }
  return {
    numerator: a.numerator * b.denominator + b.numerator * a.denominator,
    denominator: a.denominator * b.denominator,
  };
}

/** a × n / d for whole numbers n and d (d > 0). */
export function scale(a: Fraction, n: number, d = 1): Fraction {
  return { numerator: a.numerator * BigInt(n), denominator: a.denominator * BigInt(d) };
}

/**
 * The nearest whole number, a half away from zero (as `roundHalfUp` in format.ts and the
 * cents of the wage cost): 7½ → 8, −7½ → −8.
 */
export function roundHalfAwayFromZero(a: Fraction): number {
  const magnitude = a.numerator < 0n ? -a.numerator : a.numerator;
  const rounded = (magnitude * 2n + a.denominator) / (2n * a.denominator);
  return Number(a.numerator < 0n ? -rounded : rounded);
}
