import { describe, expect, it } from 'vitest';
import { type ContractPeriod, MONDAY_TO_FRIDAY } from './contract-periods';
import type { DatedMinutes } from './leave-accrual';
import {
  type LeaveBalance,
  type LeaveBalanceInput,
  type LeaveKindBalance,
  leaveBalance,
} from './leave-balance';
import { leaveExpiryDate } from './leave-expiry';

const H = 60;

const fixed = (from: string, hoursPerWeek: number): ContractPeriod => ({
  from,
  to: null,
  hours: { kind: 'fixed', minutesPerWeek: hoursPerWeek * H },
  workingWeekdays: MONDAY_TO_FRIDAY,
});

/** `hours` of leave on each of `dates`. */
const days = (hours: number, ...dates: string[]): DatedMinutes[] =>
  dates.map((date) => ({ date, minutes: hours * H }));

function balance(overrides: Partial<LeaveBalanceInput>): LeaveBalance {
  return leaveBalance({
    year: 2026,
    today: '2026-12-31',
    firstYear: 2026,
    opening: [],
    contracts: [fixed('2025-01-01', 32)],
    paidMinutes: [],
    extra: null,
    leave: [],
    corrections: [],
    ...overrides,
  });
}

/** The figures without their rules, to compare at a glance. */
function minutesOf(kind: LeaveKindBalance) {
  return Object.fromEntries(Object.entries(kind).map(([name, figure]) => [name, figure.minutes]));
}

function expectAddsUp(kind: LeaveKindBalance) {
  const { opening, accrued, corrections, taken, planned, expired, remaining } = kind;
  expect(
    opening.minutes +
      accrued.minutes +
      corrections.minutes -
      taken.minutes -
      planned.minutes -
      expired.minutes,
  ).toBe(remaining.minutes);
}

describe('leaveExpiryDate', () => {
  it('lapses statutory leave on 1 July of the next year, other leave five years on', () => {
    expect(leaveExpiryDate('statutory', 2026)).toBe('2027-07-01'); // BW 7:640a
    expect(leaveExpiryDate('extra', 2026)).toBe('2032-01-01'); // BW 7:642
  });
});

describe('leaveBalance', () => {
  // 32 h a week: 128 h (7680 min) a year. 80 h taken in August 2026 leaves 48 h of 2026.
  const august = days(
    8,
    '2026-08-03',
    '2026-08-04',
    '2026-08-05',
    '2026-08-06',
    '2026-08-07',
    '2026-08-10',
    '2026-08-11',
    '2026-08-12',
    '2026-08-13',
    '2026-08-14',
  );
  const february = days(8, '2027-02-01', '2027-02-02');

  it('names the rule of every figure', () => {
    const year = balance({ leave: august });
    expect(year.statutory.accrued).toEqual({ minutes: 7680, rule: 'statutoryAccrual' });
    expect(year.statutory.expired.rule).toBe('statutoryExpiry');
    expect(year.extra.accrued.rule).toBe('extraAccrual');
    expect(year.extra.expired.rule).toBe('extraExpiry');
    expect(year.statutory.opening.rule).toBe('openingBalance');
    expect(year.statutory.taken.rule).toBe('leaveTaken');
    expect(balance({ year: 2027 }).statutory.opening.rule).toBe('carriedOver');
  });

  it('keeps what was not taken until 1 July of the next year', () => {
    const year = balance({ leave: [...august, ...february] });
    expect(minutesOf(year.statutory)).toEqual({
      opening: 0,
      accrued: 7680,
      corrections: 0,
      taken: 4800,
      planned: 0,
      expired: 0,
      remaining: 2880,
    });
    expect(year.expiries).toEqual([
      {
        date: '2027-07-01',
        kind: 'statutory',
        accrualYear: 2026,
        minutes: 2880,
        rule: 'statutoryExpiry',
      },
    ]);
  });

  it('lets 2026’s hours lapse on 1 July 2027 after taking from them first', () => {
    // February 2027's 16 h come out of 2026 (it lapses first): 48 − 16 = 32 h of 2026 lapse.
    const year = balance({ year: 2027, today: '2027-06-15', leave: [...august, ...february] });
    expect(minutesOf(year.statutory)).toEqual({
      opening: 2880,
      accrued: 7680,
      corrections: 0,
      taken: 960,
      planned: 0,
      expired: 1920,
      remaining: 7680,
    });
    expect(year.expiries.map((e) => [e.date, e.accrualYear, e.minutes])).toEqual([
      ['2027-07-01', 2026, 1920],
      ['2028-07-01', 2027, 7680],
    ]);
    expectAddsUp(year.statutory);
  });

  it('takes the pot that lapses first: statutory before extra-statutory, old before new', () => {
    // Opening: 16 h statutory and 24 h extra of 2025. 2026 earns 128 h and 5 days (32 h) extra.
    // 32 h on 2 March take 2025's 16 h statutory (lapses 1 July 2026), then 16 h of 2026's
    // statutory (1 July 2027), before any extra-statutory hour (2031 and 2032).
    const year = balance({
      opening: [
        { kind: 'statutory', accrualYear: 2025, minutes: 16 * H },
        { kind: 'extra', accrualYear: 2025, minutes: 24 * H },
      ],
      extra: { unit: 'days', perYear: 5 },
      leave: days(32, '2026-03-02'),
    });
    expect(minutesOf(year.statutory)).toMatchObject({ opening: 960, taken: 1920, expired: 0 });
    expect(year.statutory.remaining.minutes).toBe(6720);
    expect(minutesOf(year.extra)).toMatchObject({ opening: 1440, accrued: 1920, taken: 0 });
    expect(year.extra.remaining.minutes).toBe(3360);
    expect(year.expiries.map((e) => [e.date, e.kind, e.accrualYear, e.minutes])).toEqual([
      ['2027-07-01', 'statutory', 2026, 6720],
      ['2031-01-01', 'extra', 2025, 1440],
      ['2032-01-01', 'extra', 2026, 1920],
    ]);
  });

  it('lets an unused opening pot lapse within the year', () => {
    const year = balance({
      opening: [{ kind: 'statutory', accrualYear: 2025, minutes: 40 * H }],
      leave: days(8, '2026-03-02', '2026-03-03', '2026-03-04'),
    });
    // 40 h of 2025 − 24 h taken in March = 16 h lapse on 1 July 2026.
    expect(minutesOf(year.statutory)).toMatchObject({ opening: 2400, taken: 1440, expired: 960 });
    expect(year.expiries[0]).toMatchObject({ date: '2026-07-01', accrualYear: 2025, minutes: 960 });
    expectAddsUp(year.statutory);
  });

  it('counts leave after today as planned', () => {
    const year = balance({ today: '2026-06-30', leave: days(8, '2026-06-30', '2026-07-01') });
    expect(minutesOf(year.statutory)).toMatchObject({ taken: 480, planned: 480 });
  });

  it('runs into a debt when more is taken than earned, paid off by next year’s hours', () => {
    // 24 h a week earn 96 h (5760 min) in 2026; 100 h taken leave 4 h of debt.
    const contracts = [fixed('2026-01-01', 24)];
    const leave = [{ date: '2026-12-01', minutes: 100 * H }];
    const first = balance({ contracts, leave });
    expect(first.statutory.remaining.minutes).toBe(-240);
    expect(first.expiries).toEqual([]);
    const next = balance({ year: 2027, contracts, leave });
    expect(minutesOf(next.statutory)).toMatchObject({ opening: -240, accrued: 5760, expired: 0 });
    expect(next.statutory.remaining.minutes).toBe(5520);
    // The debt came out of 2027's pot, so only 92 h of it can lapse.
    expect(next.expiries.map((e) => [e.date, e.minutes])).toEqual([['2028-07-01', 5520]]);
  });

  it('adds HR’s corrections to the year’s pot and takes negative ones like leave', () => {
    const year = balance({
      extra: { unit: 'days', perYear: 5 },
      corrections: [
        { date: '2026-05-01', kind: 'statutory', minutes: 8 * H },
        { date: '2026-05-01', kind: 'extra', minutes: -2 * H },
        { date: '2025-05-01', kind: 'statutory', minutes: 99 * H }, // before the first year
      ],
    });
    expect(minutesOf(year.statutory)).toMatchObject({ corrections: 480, remaining: 8160 });
    expect(minutesOf(year.extra)).toMatchObject({ corrections: -120, remaining: 1800 });
    expectAddsUp(year.extra);
  });

  it('lets extra-statutory hours lapse after five years (BW 7:642)', () => {
    // 5 days at 32 h: 32 h extra a year from 2026; none taken. On 1 January 2032 2026's lapse.
    const year = balance({ year: 2032, today: '2032-01-15', extra: { unit: 'days', perYear: 5 } });
    expect(minutesOf(year.extra)).toEqual({
      opening: 6 * 1920,
      accrued: 1920,
      corrections: 0,
      taken: 0,
      planned: 0,
      expired: 1920,
      remaining: 6 * 1920,
    });
    expect(year.expiries[0]).toEqual({
      date: '2032-01-01',
      kind: 'extra',
      accrualYear: 2026,
      minutes: 1920,
      rule: 'extraExpiry',
    });
    // Statutory: only 2031's 128 h are carried in, and they lapse on 1 July 2032.
    expect(minutesOf(year.statutory)).toMatchObject({ opening: 7680, expired: 7680 });
    expectAddsUp(year.statutory);
  });

  it('refuses a year before the first and an opening pot of a kept year', () => {
    expect(() => balance({ year: 2025 })).toThrow(RangeError);
    expect(() =>
      balance({ opening: [{ kind: 'statutory', accrualYear: 2026, minutes: 60 }] }),
    ).toThrow(RangeError);
  });
});

describe('leaveBalance across the year boundary and contract changes', () => {
  it('earns from a start on 1 March: 6439 min, and takes a week of it', () => {
    const result = balance({
      contracts: [fixed('2026-03-01', 32)],
      leave: days(6.4, '2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05'),
    });
    expect(minutesOf(result.statutory)).toMatchObject({
      opening: 0,
      accrued: 6439,
      taken: 1920,
      remaining: 4519,
    });
    expectAddsUp(result.statutory);
  });

  it('earns each part when 24 h become 32 h on 1 July: 6728 min', () => {
    const result = balance({
      contracts: [{ ...fixed('2026-01-01', 24), to: '2026-06-30' }, fixed('2026-07-01', 32)],
    });
    expect(result.statutory.accrued.minutes).toBe(6728);
  });

  it('takes leave over New Year from each year’s own pots, last year’s statutory first', () => {
    // 2025 leaves 128 h − 2 days; 2026 opens with it, and 2 January takes from 2025's pot.
    const dates = days(6.4, '2025-12-30', '2025-12-31', '2026-01-02');
    const in2025 = balance({ year: 2025, firstYear: 2025, today: '2026-01-05', leave: dates });
    expect(in2025.statutory.taken.minutes).toBe(768);
    expect(in2025.statutory.remaining.minutes).toBe(7680 - 768);
    const in2026 = balance({ firstYear: 2025, today: '2026-01-05', leave: dates });
    expect(in2026.statutory.opening).toEqual({ minutes: 7680 - 768, rule: 'carriedOver' });
    expect(in2026.statutory.taken.minutes).toBe(384);
    // What is left of 2025 after 2 January lapses on 1 July 2026 (BW 7:640a).
    expect(in2026.statutory.expired.minutes).toBe(7680 - 768 - 384);
    expect(in2026.expiries[0]).toMatchObject({
      date: '2026-07-01',
      accrualYear: 2025,
      rule: 'statutoryExpiry',
    });
    expectAddsUp(in2026.statutory);
  });
});
