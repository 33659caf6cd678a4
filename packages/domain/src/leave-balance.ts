import {
  type DatedMinutes,
  type ExtraLeaveSetting,
  extraAccrual,
  type LeaveAccrualInput,
  statutoryAccrual,
} from './leave-accrual';
import { leaveExpiryDate } from './leave-expiry';
import type { LeaveKind, LeaveRuleId } from './leave-rules';

/**
 * An employee's leave balance of a year (docs/leave-and-hours-balance.md#the-balance). Each
 * year's statutory and extra-statutory leave is a pot of its own with its own expiry date;
 * the balance replays every event from the first year Klokwerk keeps, in date order:
 * expiries, then a year's accrual on 1 January, then HR's corrections, then the leave days.
 * Leave takes from the pot that expires first (statutory before extra-statutory of the same
 * year, as statutory leave expires first); leave beyond every pot makes the statutory pot of
 * its year negative, and the next minutes of that kind pay off that debt first.
 */

/** Leave of one kind and year, as HR enters a balance from before Klokwerk. */
export interface LeavePotAmount {
  kind: LeaveKind;
  accrualYear: number;
  minutes: number;
}

/**
 * HR's correction on a date: added to the pot of its kind and of the date's year, or, when
 * negative, taken from its kind's pots as leave is (the one that expires first).
 */
export interface LeaveCorrection {
  date: string;
  kind: LeaveKind;
  minutes: number;
}

/** `year` is the balance's year; `contracts` and `paidMinutes` reach back to `firstYear`. */
export interface LeaveBalanceInput extends LeaveAccrualInput {
  /** 'yyyy-mm-dd': leave up to and including it is taken, after it planned. */
  today: string;
  /** The first year Klokwerk keeps: it accrues from then, `opening` holds what came before. */
  firstYear: number;
  /** HR's opening balance: pots of years before `firstYear`. */
  opening: readonly LeavePotAmount[];
  extra: ExtraLeaveSetting | null;
  /** Approved leave that counts against the balance (vakantie), in minutes per day. */
  leave: readonly DatedMinutes[];
  corrections: readonly LeaveCorrection[];
}

export interface LeaveFigure {
  minutes: number;
  rule: LeaveRuleId;
}

/**
 * One kind's figures over the year; remaining = opening + accrued + corrections − taken −
 * planned − expired.
 */
export interface LeaveKindBalance {
  opening: LeaveFigure;
  accrued: LeaveFigure;
  corrections: LeaveFigure;
  taken: LeaveFigure;
  planned: LeaveFigure;
  expired: LeaveFigure;
  /** At the end of the year, after the planned leave. */
  remaining: LeaveFigure;
}

/** Minutes of a pot that lapse (or lapsed) on `date`. */
export interface LeaveExpiry {
  date: string;
  kind: LeaveKind;
  accrualYear: number;
  minutes: number;
  rule: LeaveRuleId;
}

export interface LeaveBalance {
  year: number;
  statutory: LeaveKindBalance;
  extra: LeaveKindBalance;
  /**
   * What lapsed during the year, and what will lapse later of the year-end's pots unless it is
   * taken first, in date order.
   */
  expiries: LeaveExpiry[];
}

interface Pot {
  kind: LeaveKind;
  accrualYear: number;
  expires: string;
  minutes: number;
}

type LeaveEvent =
  | { date: string; order: 0; type: 'expiry'; pot: Pot }
  | { date: string; order: 1; type: 'accrual'; kind: LeaveKind; year: number; minutes: number }
  | { date: string; order: 2; type: 'correction'; kind: LeaveKind; minutes: number }
  | { date: string; order: 3; type: 'leave'; minutes: number };

interface Tally {
  accrued: number;
  corrections: number;
  taken: number;
  planned: number;
  expired: number;
}

const KINDS: readonly LeaveKind[] = ['statutory', 'extra'];

/**
 * Takes from the pot that expires first. Under the law's dates no two pots share one
 * (statutory lapses on 1 July, extra-statutory on 1 January); should a changed rule make them,
 * statutory goes first, as the leave with the shorter life.
 */
function byExpiry(a: Pot, b: Pot): number {
  return a.expires.localeCompare(b.expires) || (a.kind === 'statutory' ? -1 : 1);
}

class Pots {
  readonly all = new Map<string, Pot>();

  get(kind: LeaveKind, accrualYear: number): Pot {
    const key = `${kind}:${accrualYear}`;
    let pot = this.all.get(key);
    if (!pot) {
      pot = { kind, accrualYear, expires: leaveExpiryDate(kind, accrualYear), minutes: 0 };
      this.all.set(key, pot);
    }
    return pot;
  }

  total(kind: LeaveKind): number {
    let sum = 0;
    for (const pot of this.all.values()) if (pot.kind === kind) sum += pot.minutes;
    return sum;
  }

  /** The pots leave on `date` may use, the first to expire first. */
  usable(date: string, kinds: readonly LeaveKind[]): Pot[] {
    const year = Number(date.slice(0, 4));
    return [...this.all.values()]
      .filter((p) => kinds.includes(p.kind) && p.accrualYear <= year && p.expires > date)
      .filter((p) => p.minutes > 0)
      .sort(byExpiry);
  }

  /** Takes up to `minutes` on `date` from the usable pots of `kinds`; what each kind gave. */
  drain(date: string, minutes: number, kinds: readonly LeaveKind[]): Record<LeaveKind, number> {
    const given: Record<LeaveKind, number> = { statutory: 0, extra: 0 };
    let rest = minutes;
    for (const pot of this.usable(date, kinds)) {
      if (rest === 0) break;
      const part = Math.min(pot.minutes, rest);
      pot.minutes -= part;
      given[pot.kind] += part;
      rest -= part;
    }
    return given;
  }

  /**
   * Takes `minutes` on `date` as `drain` does; what the pots do not hold becomes a debt in the
   * pot of `debtKind` of the date's year. Returns what each kind gave, the debt included.
   */
  take(date: string, minutes: number, kinds: readonly LeaveKind[], debtKind: LeaveKind) {
    const given = this.drain(date, minutes, kinds);
    const rest = minutes - given.statutory - given.extra;
    if (rest > 0) {
      this.get(debtKind, Number(date.slice(0, 4))).minutes -= rest;
      given[debtKind] += rest;
    }
    return given;
  }

  /** A debt of a kind is paid off by the next minutes of that kind, oldest debt first. */
  settle(kind: LeaveKind, date: string): void {
    const debts = [...this.all.values()]
      .filter((p) => p.kind === kind && p.minutes < 0)
      .sort(byExpiry);
    for (const debt of debts) debt.minutes += this.drain(date, -debt.minutes, [kind])[kind];
  }
}

function checkedMinutes(minutes: number, what: string, allowNegative = false): number {
  if (!Number.isInteger(minutes) || (!allowNegative && minutes < 0)) {
    throw new RangeError(`${what} must be whole minutes`);
  }
  return minutes;
}

/**
 * The events from the first year to the end of `input.year`, in the order they apply. The
 * pots are all made first (HR's opening balance with its minutes, each year's empty): a
 * correction or a debt only ever lands in the pot of a year from `firstYear` to `year`, so
 * each pot's expiry is an event of its own.
 */
function eventsOf(input: LeaveBalanceInput, pots: Pots): LeaveEvent[] {
  const start = `${input.firstYear}-01-01`;
  const end = `${input.year}-12-31`;
  for (const amount of input.opening) {
    if (amount.accrualYear >= input.firstYear) {
      throw new RangeError(`An opening balance is of a year before ${input.firstYear}`);
    }
    pots.get(amount.kind, amount.accrualYear).minutes += checkedMinutes(
      amount.minutes,
      'An opening balance',
      true,
    );
  }
  const events: LeaveEvent[] = [];
  for (let year = input.firstYear; year <= input.year; year++) {
    const accrualInput = { year, contracts: input.contracts, paidMinutes: input.paidMinutes };
    const date = `${year}-01-01`;
    const statutory = statutoryAccrual(accrualInput).minutes;
    const extra = extraAccrual(accrualInput, input.extra).minutes;
    events.push({ date, order: 1, type: 'accrual', kind: 'statutory', year, minutes: statutory });
    events.push({ date, order: 1, type: 'accrual', kind: 'extra', year, minutes: extra });
    for (const kind of KINDS) pots.get(kind, year);
  }
  for (const pot of pots.all.values()) {
    if (pot.expires <= end) events.push({ date: pot.expires, order: 0, type: 'expiry', pot });
  }
  for (const correction of input.corrections) {
    checkedMinutes(correction.minutes, 'A correction', true);
    if (correction.date < start || correction.date > end) continue;
    const { date, kind, minutes } = correction;
    events.push({ date, order: 2, type: 'correction', kind, minutes });
  }
  for (const day of input.leave) {
    checkedMinutes(day.minutes, 'Leave');
    if (day.date < start || day.date > end) continue;
    events.push({ date: day.date, order: 3, type: 'leave', minutes: day.minutes });
  }
  return events.sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
}

/** The year's leave balance, every figure with the rule it follows. */
export function leaveBalance(input: LeaveBalanceInput): LeaveBalance {
  if (input.year < input.firstYear) {
    throw new RangeError(`No leave balance before ${input.firstYear}`);
  }
  const pots = new Pots();
  const yearStart = `${input.year}-01-01`;
  const tally: Record<LeaveKind, Tally> = {
    statutory: { accrued: 0, corrections: 0, taken: 0, planned: 0, expired: 0 },
    extra: { accrued: 0, corrections: 0, taken: 0, planned: 0, expired: 0 },
  };
  const opening: Record<LeaveKind, number> = { statutory: 0, extra: 0 };
  const expiries: LeaveExpiry[] = [];
  let inYear = false;

  for (const event of eventsOf(input, pots)) {
    if (!inYear && event.date >= yearStart) {
      inYear = true;
      for (const kind of KINDS) opening[kind] = pots.total(kind);
    }
    const count = (kind: LeaveKind, field: keyof Tally, minutes: number) => {
      if (inYear) tally[kind][field] += minutes;
    };
    switch (event.type) {
      case 'expiry': {
        const lapsed = Math.max(0, event.pot.minutes);
        event.pot.minutes -= lapsed;
        count(event.pot.kind, 'expired', lapsed);
        if (inYear && lapsed > 0) expiries.push(expiryOf(event.pot, lapsed));
        break;
      }
      case 'accrual':
        pots.get(event.kind, event.year).minutes += event.minutes;
        count(event.kind, 'accrued', event.minutes);
        pots.settle(event.kind, event.date);
        break;
      case 'correction':
        if (event.minutes >= 0) {
          pots.get(event.kind, Number(event.date.slice(0, 4))).minutes += event.minutes;
          pots.settle(event.kind, event.date);
        } else {
          pots.take(event.date, -event.minutes, [event.kind], event.kind);
        }
        count(event.kind, 'corrections', event.minutes);
        break;
      case 'leave': {
        const given = pots.take(event.date, event.minutes, KINDS, 'statutory');
        const field = event.date > input.today ? 'planned' : 'taken';
        for (const kind of KINDS) count(kind, field, given[kind]);
        break;
      }
    }
  }

  const later = [...pots.all.values()].filter((p) => p.minutes > 0).sort(byExpiry);
  for (const pot of later) expiries.push(expiryOf(pot, pot.minutes));
  return {
    year: input.year,
    statutory: figures('statutory', input, opening.statutory, tally.statutory, pots),
    extra: figures('extra', input, opening.extra, tally.extra, pots),
    expiries,
  };
}

function expiryOf(pot: Pot, minutes: number): LeaveExpiry {
  const rule = pot.kind === 'statutory' ? 'statutoryExpiry' : 'extraExpiry';
  return { date: pot.expires, kind: pot.kind, accrualYear: pot.accrualYear, minutes, rule };
}

function figures(
  kind: LeaveKind,
  input: LeaveBalanceInput,
  opening: number,
  tally: Tally,
  pots: Pots,
): LeaveKindBalance {
  const statutory = kind === 'statutory';
  return {
    opening: {
      minutes: opening,
      rule: input.year === input.firstYear ? 'openingBalance' : 'carriedOver',
    },
    accrued: { minutes: tally.accrued, rule: statutory ? 'statutoryAccrual' : 'extraAccrual' },
    corrections: { minutes: tally.corrections, rule: 'correction' },
    taken: { minutes: tally.taken, rule: 'leaveTaken' },
    planned: { minutes: tally.planned, rule: 'leaveTaken' },
    expired: { minutes: tally.expired, rule: statutory ? 'statutoryExpiry' : 'extraExpiry' },
    remaining: { minutes: pots.total(kind), rule: 'remaining' },
  };
}
