import { describe, expect, it } from 'vitest';
import { type ContractPeriod, MONDAY_TO_FRIDAY } from './contract-periods';
import { extraAccrual, type LeaveAccrualInput, statutoryAccrual } from './leave-accrual';

const H = 60;

function fixed(from: string, to: string | null, hoursPerWeek: number): ContractPeriod {
  return {
    from,
    to,
    hours: { kind: 'fixed', minutesPerWeek: hoursPerWeek * H },
    workingWeekdays: MONDAY_TO_FRIDAY,
  };
}

function zeroHours(from: string, to: string | null): ContractPeriod {
  return { from, to, hours: { kind: 'zeroHours' }, workingWeekdays: MONDAY_TO_FRIDAY };
}

const input = (
  contracts: ContractPeriod[],
  year = 2026,
  paidMinutes: LeaveAccrualInput['paidMinutes'] = [],
): LeaveAccrualInput => ({ year, contracts, paidMinutes });

describe('statutoryAccrual (BW 7:634)', () => {
  it('earns four times the weekly hours over a full year: 32 h → 128 h', () => {
    expect(statutoryAccrual(input([fixed('2025-05-01', null, 32)]))).toEqual({
      minutes: 128 * H,
      rule: 'statutoryAccrual',
    });
  });

  it('earns a day’s share from a start on 1 March: 7680 × 306 / 365 = 6438.58 → 107 h 19 min', () => {
    // 1 March to 31 December 2026 is 306 days of the year's 365.
    expect(statutoryAccrual(input([fixed('2026-03-01', null, 32)])).minutes).toBe(6439);
  });

  it('divides by 366 in a leap year: a full 2028 is still 128 h, from 1 March 6421 min', () => {
    expect(statutoryAccrual(input([fixed('2028-01-01', null, 32)], 2028)).minutes).toBe(7680);
    // 7680 × 306 / 366 = 6421.09
    expect(statutoryAccrual(input([fixed('2028-03-01', null, 32)], 2028)).minutes).toBe(6421);
  });

  it('earns each part at its own hours when 24 h become 32 h on 1 July: 112 h 8 min', () => {
    const contracts = [fixed('2024-01-01', '2026-06-30', 24), fixed('2026-07-01', null, 32)];
    // 96 h × 181/365 + 128 h × 184/365 = (5760 × 181 + 7680 × 184) / 365 = 2 455 680 / 365
    // = 6727.89 → 6728 min (112 h 8 min), rounded once for the year.
    expect(statutoryAccrual(input(contracts)).minutes).toBe(6728);
  });

  it('stops at the contract’s end: until 30 June, 7680 × 181 / 365 = 3808.44 → 3808 min', () => {
    expect(statutoryAccrual(input([fixed('2025-01-01', '2026-06-30', 32)])).minutes).toBe(3808);
  });

  it('earns nothing in a year outside the contract', () => {
    expect(statutoryAccrual(input([fixed('2027-01-01', null, 32)])).minutes).toBe(0);
  });

  it('earns 4/52 of the paid minutes of a zero-hours contract: 520 h paid → 40 h', () => {
    const paid = [
      { date: '2026-02-10', minutes: 200 * H },
      { date: '2026-08-20', minutes: 320 * H },
      { date: '2025-12-31', minutes: 100 * H }, // last year's: not this year's base
    ];
    expect(statutoryAccrual(input([zeroHours('2025-01-01', null)], 2026, paid)).minutes).toBe(
      40 * H,
    );
  });

  it('counts paid minutes only while the contract is flexible, days while it is fixed', () => {
    const contracts = [zeroHours('2025-01-01', '2026-06-30'), fixed('2026-07-01', null, 24)];
    const paid = [
      { date: '2026-03-02', minutes: 13_000 }, // zero-hours: 13000 × 4/52 = 1000
      { date: '2026-09-01', minutes: 9_999 }, // fixed: the days count, not the paid minutes
    ];
    // 1000 + 5760 × 184 / 365 = 1000 + 2903.67 = 3903.67 → 3904
    expect(statutoryAccrual(input(contracts, 2026, paid)).minutes).toBe(3904);
  });

  it('refuses overlapping contract periods, which would count days twice', () => {
    const contracts = [fixed('2026-01-01', '2026-07-01', 24), fixed('2026-07-01', null, 32)];
    expect(() => statutoryAccrual(input(contracts))).toThrow(RangeError);
  });
});

describe('extraAccrual (bovenwettelijk, company setting)', () => {
  it('earns days at full time as fifths of the contract week: 5 days at 32 h → 32 h', () => {
    const result = extraAccrual(input([fixed('2025-01-01', null, 32)]), {
      unit: 'days',
      perYear: 5,
    });
    expect(result).toEqual({ minutes: 32 * H, rule: 'extraAccrual' });
  });

  it('earns hours pro rata to the full-time week: 40 h a year at 40 h full time, 32 h → 32 h', () => {
    const setting = {
      unit: 'hours',
      minutesPerYear: 40 * H,
      fullTimeMinutesPerWeek: 40 * H,
    } as const;
    expect(extraAccrual(input([fixed('2025-01-01', null, 32)]), setting).minutes).toBe(32 * H);
  });

  it('earns a day’s share from a start on 1 March: 1920 × 306 / 365 = 1609.64 → 1610 min', () => {
    const setting = { unit: 'days', perYear: 5 } as const;
    expect(extraAccrual(input([fixed('2026-03-01', null, 32)]), setting).minutes).toBe(1610);
  });

  it('takes half days (2.5 days at 32 h = 16 h) and refuses a third decimal', () => {
    const contracts = [fixed('2025-01-01', null, 32)];
    expect(extraAccrual(input(contracts), { unit: 'days', perYear: 2.5 }).minutes).toBe(16 * H);
    expect(() => extraAccrual(input(contracts), { unit: 'days', perYear: 2.125 })).toThrow(
      RangeError,
    );
  });

  it('earns the same share of paid minutes on a zero-hours contract: 520 h × 5/260 days', () => {
    // 5 days a year at full time F: 5 × F/5 = F minutes over 52 × F paid: 1/52 per paid minute.
    const paid = [{ date: '2026-05-01', minutes: 520 * H }];
    const setting = { unit: 'days', perYear: 5 } as const;
    expect(extraAccrual(input([zeroHours('2025-01-01', null)], 2026, paid), setting).minutes).toBe(
      10 * H,
    );
  });

  it('is nothing without a setting', () => {
    expect(extraAccrual(input([fixed('2025-01-01', null, 32)]), null).minutes).toBe(0);
  });
});
