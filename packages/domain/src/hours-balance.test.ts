import { describe, expect, it } from 'vitest';
import { type ContractHours, type ContractPeriod, MONDAY_TO_FRIDAY } from './contract-periods';
import { carriedHoursBalances, type HoursBalanceInput, hoursBalance } from './hours-balance';

const H = 60;

const contract = (hours: ContractHours, from = '2025-01-01'): ContractPeriod => ({
  from,
  to: null,
  hours,
  workingWeekdays: MONDAY_TO_FRIDAY,
});
const fixed32 = contract({ kind: 'fixed', minutesPerWeek: 32 * H });

function month(overrides: Partial<HoursBalanceInput>): HoursBalanceInput {
  return {
    from: '2026-02-01',
    to: '2026-02-28',
    contracts: [fixed32],
    paidHolidays: new Set(),
    workedMinutes: 0,
    leaveMinutes: 0,
    unpaidLeaveMinutes: 0,
    sickMinutes: 0,
    previousBalanceMinutes: 0,
    ...overrides,
  };
}

describe('hoursBalance: April 2026 with a week of leave and two public holidays', () => {
  // 32 h a week over April's 30 days: 1920 × 30 / 7 = 8228.57 → 8229 min. Tweede Paasdag
  // (Monday 6 April) and Koningsdag (Monday 27 April) are working days: 2 × 384 = 768 off.
  const april = {
    from: '2026-04-01',
    to: '2026-04-30',
    workedMinutes: 90 * H, // 5400
    leaveMinutes: 5 * 384, // vakantie 13–17 April: 1920
    sickMinutes: 384, // one sick day in an unrostered week
    previousBalanceMinutes: -120,
  };

  it('takes the holidays off the contract when the company gives them off: +4 h 3 min', () => {
    const result = hoursBalance(
      month({ ...april, paidHolidays: new Set(['2026-04-06', '2026-04-27']) }),
    );
    expect(result).toEqual({
      contractMinutes: 7461, // 8229 − 768
      maxMinutes: 7461,
      holidayMinutes: 768,
      unpaidLeaveMinutes: 0,
      workedMinutes: 5400,
      leaveMinutes: 1920,
      sickMinutes: 384,
      doneMinutes: 7704, // 5400 + 1920 + 384
      differenceMinutes: 243, // 7704 − 7461
      previousBalanceMinutes: -120,
      balanceMinutes: 123,
    });
  });

  it('counts the holidays as ordinary days when the company is open: −8 h 45 min', () => {
    const result = hoursBalance(month(april));
    expect(result).toMatchObject({
      contractMinutes: 8229,
      holidayMinutes: 0,
      differenceMinutes: -525,
    });
    expect(result.balanceMinutes).toBe(-645);
  });
});

describe('hoursBalance', () => {
  it('runs the contract per day: four weeks of February are 128 h, from the 15th 64 h', () => {
    expect(hoursBalance(month({})).contractMinutes).toBe(128 * H);
    const fromMid = contract({ kind: 'fixed', minutesPerWeek: 32 * H }, '2026-02-15');
    expect(hoursBalance(month({ contracts: [fromMid] })).contractMinutes).toBe(64 * H);
  });

  it('adds each part of a month whose hours change: 24 h to the 14th, 32 h after', () => {
    const contracts = [
      { ...contract({ kind: 'fixed', minutesPerWeek: 24 * H }), to: '2026-02-14' },
      contract({ kind: 'fixed', minutesPerWeek: 32 * H }, '2026-02-15'),
    ];
    expect(hoursBalance(month({ contracts })).contractMinutes).toBe(48 * H + 64 * H);
  });

  it('takes unpaid leave off the contract hours, not off the done hours', () => {
    const result = hoursBalance(month({ unpaidLeaveMinutes: 32 * H, workedMinutes: 96 * H }));
    expect(result).toMatchObject({ contractMinutes: 96 * H, differenceMinutes: 0 });
  });

  it('carries the balance from month to month', () => {
    const february = hoursBalance(month({ workedMinutes: 130 * H, previousBalanceMinutes: 30 }));
    expect(february.balanceMinutes).toBe(30 + 120); // 2 h plus
    const march = hoursBalance(
      month({
        from: '2026-03-01',
        to: '2026-03-31',
        workedMinutes: 8000, // March: 1920 × 31 / 7 = 8502.86 → 8503
        previousBalanceMinutes: february.balanceMinutes,
      }),
    );
    expect(march).toMatchObject({
      contractMinutes: 8503,
      differenceMinutes: -503,
      balanceMinutes: -353,
    });
  });

  it('gives a zero-hours contract no contract hours, no minus and no plus', () => {
    const zero = contract({ kind: 'zeroHours' });
    for (const workedMinutes of [0, 40 * H, 200 * H]) {
      const result = hoursBalance(
        month({ contracts: [zero], workedMinutes, previousBalanceMinutes: 45 }),
      );
      expect(result).toMatchObject({
        contractMinutes: 0,
        maxMinutes: null,
        differenceMinutes: 0,
        balanceMinutes: 45,
      });
    }
  });

  it('gives a min-max contract minus hours below the minimum and plus hours above the maximum', () => {
    // 16–32 h a week over February's four weeks: 64 h to 128 h.
    const minMax = contract({
      kind: 'minMax',
      minMinutesPerWeek: 16 * H,
      maxMinutesPerWeek: 32 * H,
    });
    const of = (workedMinutes: number) =>
      hoursBalance(month({ contracts: [minMax], workedMinutes }));
    expect(of(50 * H)).toMatchObject({
      contractMinutes: 64 * H,
      maxMinutes: 128 * H,
      differenceMinutes: -14 * H,
    });
    expect(of(64 * H).differenceMinutes).toBe(0);
    expect(of(100 * H).differenceMinutes).toBe(0);
    expect(of(128 * H).differenceMinutes).toBe(0);
    expect(of(130 * H).differenceMinutes).toBe(2 * H);
  });

  it('agrees no hours outside the contract', () => {
    const later = contract({ kind: 'fixed', minutesPerWeek: 32 * H }, '2026-03-01');
    const result = hoursBalance(month({ contracts: [later], workedMinutes: 600 }));
    expect(result).toMatchObject({ contractMinutes: 0, maxMinutes: null, differenceMinutes: 0 });
  });

  it('refuses parts of minutes and negative hours', () => {
    expect(() => hoursBalance(month({ workedMinutes: 1.5 }))).toThrow(RangeError);
    expect(() => hoursBalance(month({ sickMinutes: -1 }))).toThrow(RangeError);
    expect(() => hoursBalance(month({ previousBalanceMinutes: 0.5 }))).toThrow(RangeError);
  });
});

describe('carriedHoursBalances', () => {
  it('starts each month from the balance the one before ended with', () => {
    const [february, march] = carriedHoursBalances(
      [
        month({ workedMinutes: 130 * H }),
        month({ from: '2026-03-01', to: '2026-03-31', workedMinutes: 130 * H }),
      ],
      -60,
    );
    // February: 128 h asked, 130 done: +2 h on −1 h. March: 1920 × 31 / 7 = 8503 asked.
    expect(february).toMatchObject({ differenceMinutes: 120, balanceMinutes: 60 });
    expect(march).toMatchObject({
      contractMinutes: 8503,
      previousBalanceMinutes: 60,
      differenceMinutes: 130 * H - 8503,
      balanceMinutes: 60 + 130 * H - 8503,
    });
  });
});
