import { describe, expect, it } from 'vitest';
import type { BandMinutes } from './surcharge-bands';
import { bandWageCost, sumBandMinutes } from './surcharge-cost';

const normal = (minutes: number): BandMinutes => ({ bandId: null, percent: 0, minutes });
const night = (minutes: number): BandMinutes => ({ bandId: 'nacht', percent: 25, minutes });

describe('bandWageCost', () => {
  it('costs each band at the rate plus its percentage, rounded half up per band', () => {
    // € 14.25 an hour. Normal: 110 min × 1425 / 60 = 2612.5 → 2613 cents.
    // Night: 220 min × 1425 / 60 = 5225 base; × 1.25 = 6531.25 → 6531, so 1306 surcharge.
    expect(bandWageCost([normal(110), night(220)], 1425, 1000)).toEqual({
      bands: [
        { ...normal(110), baseCents: 2613, surchargeCents: 0, totalCents: 2613 },
        { ...night(220), baseCents: 5225, surchargeCents: 1306, totalCents: 6531 },
      ],
      totalCents: 9144,
    });
  });

  it('applies the hours rating as the wage cost does, and a percentage with decimals', () => {
    // 110 min × 1425 × 1.25 / 60 = 3265.625 → 3266.
    expect(bandWageCost([normal(110)], 1425, 1250).totalCents).toBe(3266);
    // 60 min × 1000 cents × 1.125 = 1125 cents.
    const band = { bandId: 'avond', percent: 12.5, minutes: 60 };
    expect(bandWageCost([band], 1000, 1000).bands[0]).toMatchObject({
      baseCents: 1000,
      surchargeCents: 125,
      totalCents: 1125,
    });
  });
});

describe('sumBandMinutes', () => {
  it('adds a month’s registrations band by band before rounding', () => {
    expect(sumBandMinutes([[normal(110), night(220)], [night(30)], [normal(5)]])).toEqual([
      normal(115),
      night(250),
    ]);
  });
});
