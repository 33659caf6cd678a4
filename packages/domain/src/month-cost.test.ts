import { describe, expect, it } from 'vitest';
import { monthCost } from './month-cost';
import type { WageRow } from './wage-cost';

const H = 3600;
const row = (employeeId: number, lastName: string, paidHours: number, cents: number): WageRow => ({
  employeeId,
  email: `${lastName}@example.test`,
  firstName: 'Test',
  lastName,
  hourlyRate: 14.25,
  paidSeconds: paidHours * H,
  expenseCents: cents,
});

describe('monthCost', () => {
  it('is the basic wage plus every band, per employee and in all, to the cent', () => {
    // Visser, € 14.25: 15 h = 21 375 basic; 225 night minutes × 25 % = 1335.94 → 1336 and
    // 450 Sunday minutes × 50 % = 5343.75 → 5344 (surchargesOf). Kumar: 5 h at € 12.00 = 6000,
    // no bands. 21 375 + 6000 = 27 375 basic, 6680 surcharges, 34 055 in all.
    const cost = monthCost(
      {
        rows: [row(2, 'Kumar', 5, 6000), row(1, 'Visser', 15, 21_375)],
        totalCents: 27_375,
        skippedRecords: 1,
      },
      [
        {
          employeeId: 1,
          bands: [
            { bandId: 'nacht', minutes: 225, surchargeCents: 1336 },
            { bandId: 'zondag', minutes: 450, surchargeCents: 5344 },
          ],
          surchargeCents: 6680,
        },
      ],
    );
    expect(
      cost.rows.map((r) => [r.lastName, r.expenseCents, r.surchargeCents, r.totalCents]),
    ).toEqual([
      ['Kumar', 6000, 0, 6000],
      ['Visser', 21_375, 6680, 28_055],
    ]);
    expect(cost.rows[1]?.bands.map((b) => b.bandId)).toEqual(['nacht', 'zondag']);
    expect(cost).toMatchObject({
      basicCents: 27_375,
      surchargeCents: 6680,
      totalCents: 34_055,
      skippedRecords: 1,
    });
  });
});
