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

  it('rounds the surcharge on its own, as the band hours cost under their code', () => {
    // 450 Sunday minutes at € 14.25 and 50 %: 7.50 h × 14.25 × 0.5 = 5343.75 → 5344 cents (a
    // rounded total less the rounded base, 16 031 − 10 688, would say 5343).
    const sunday = { bandId: 'zondag', percent: 50, minutes: 450 };
    expect(bandWageCost([sunday], 1425, 1000).bands[0]).toMatchObject({
      baseCents: 10_688,
      surchargeCents: 5344,
      totalCents: 16_032,
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
