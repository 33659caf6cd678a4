import { type BandMinutes, percentHundredths } from './surcharge-bands';
import { expenseCents } from './wage-cost';

/**
 * The wage cost per surcharge band (docs/leave-and-hours-balance.md#wage-cost-per-band), in
 * whole cents as the wage cost counts them (wage-cost.ts): hourly rate = salary × hoursRating,
 * and a band's minutes cost that rate plus its percentage.
 */
export interface BandCost extends BandMinutes {
  /** The minutes at the hourly rate: expenseCents of the band's seconds. */
  baseCents: number;
  /**
   * minutes × rate × percentage, rounded half up once: what the band's hours cost on the
   * payroll export's code at the employee's rate.
   */
  surchargeCents: number;
  /** baseCents + surchargeCents. */
  totalCents: number;
}

export interface BandWageCost {
  bands: BandCost[];
  /** Σ of the rounded bands, so the table adds up. */
  totalCents: number;
}

/** 60 minutes an hour × 1000 (the rating in thousandths) × 10 000 (100 % in hundredths). */
const DENOMINATOR = 60n * 1000n * 10_000n;

/**
 * Adds up several splits (an employee's month of registrations) band by band, in the order the
 * bands first appear, so that each band is rounded to cents once per employee.
 */
export function sumBandMinutes(splits: readonly (readonly BandMinutes[])[]): BandMinutes[] {
  const sums = new Map<string | null, BandMinutes>();
  for (const split of splits) {
    for (const band of split) {
      const sum = sums.get(band.bandId);
      if (sum) sum.minutes += band.minutes;
      else sums.set(band.bandId, { ...band });
    }
  }
  return [...sums.values()];
}

/**
 * Each band's cost at `salaryCents` an hour times `ratingMilli` / 1000 (as wageCostOfPaid
 * reads them from the salary and the hoursRating), exactly (BigInt): the base is the wage
 * cost's own rounding of the band's minutes, the surcharge minutes × rate × percentage rounded
 * half up once on its own, so that it is what the band's hours cost under their own code (a
 * surcharge taken as a rounded total less a rounded base could be a cent off), and the total
 * base + surcharge.
 */
export function bandWageCost(
  bands: readonly BandMinutes[],
  salaryCents: number,
  ratingMilli: number,
): BandWageCost {
  const rows = bands.map((band) => {
    const percent = BigInt(percentHundredths(band.percent));
    const numerator = BigInt(band.minutes) * BigInt(salaryCents) * BigInt(ratingMilli) * percent;
    const surchargeCents = Number((numerator * 2n + DENOMINATOR) / (2n * DENOMINATOR));
    const baseCents = expenseCents(band.minutes * 60, salaryCents, ratingMilli);
    return { ...band, baseCents, surchargeCents, totalCents: baseCents + surchargeCents };
  });
  return { bands: rows, totalCents: rows.reduce((sum, row) => sum + row.totalCents, 0) };
}
