import { breakSeconds } from './breaks';
import { isoWeekday, toIsoDate } from './local-date';
import { utcMs } from './utc-time';
import { zonedParts } from './zoned-time';

/**
 * Surcharge bands, toeslagen (docs/leave-and-hours-balance.md#surcharge-bands): a company pays
 * a percentage on top of the wage for hours at night, on a weekday (Sunday) or on a public
 * holiday. A worked interval is split into minutes per band by the company's clock: each
 * minute belongs to the band its local date and time fall in, the highest percentage winning
 * where bands overlap (the first listed on a tie), and to the normal band (0 %) outside all.
 */
export type SurchargeBand =
  /**
   * From `fromMinute` to `toMinute` after local midnight (0–1440); past midnight when `from` is
   * later than `to` (22:00–06:00 is 1320 to 360). With `weekdays`, only on those days (by the
   * minute's own day: Saturday 22:00–24:00 is Saturday, 00:00–06:00 Sunday).
   */
  | {
      id: string;
      percent: number;
      kind: 'timeOfDay';
      fromMinute: number;
      toMinute: number;
      weekdays?: readonly number[];
    }
  /** Whole days: ISO weekdays, 1 = Monday … 7 = Sunday. */
  | { id: string; percent: number; kind: 'weekday'; weekdays: readonly number[] }
  /** The public holidays given to the split (dutch-holidays.ts, the company's choice). */
  | { id: string; percent: number; kind: 'publicHoliday' };

/** Minutes in one band; `bandId` null is the normal band. */
export interface BandMinutes {
  bandId: string | null;
  percent: number;
  minutes: number;
}

export interface WorkedInterval {
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/** A percentage in hundredths (12.5 % → 1250); more than two decimals is a RangeError. */
export function percentHundredths(percent: number): number {
  const scaled = Math.round(percent * 100);
  if (!Number.isFinite(percent) || percent < 0 || Math.abs(percent * 100 - scaled) > 1e-6) {
    throw new RangeError(`Not a percentage with at most two decimals: ${percent}`);
  }
  return scaled;
}

function validWeekdays(weekdays: readonly number[]): boolean {
  return weekdays.length > 0 && weekdays.every((d) => Number.isInteger(d) && d >= 1 && d <= 7);
}

function validMinuteOfDay(minute: number): boolean {
  return Number.isInteger(minute) && minute >= 0 && minute <= DAY_MINUTES;
}

/** The bands checked: unique ids, valid percentages, times and weekdays; else a RangeError. */
export function checkedBands(bands: readonly SurchargeBand[]): readonly SurchargeBand[] {
  const ids = new Set<string>();
  for (const band of bands) {
    percentHundredths(band.percent);
    if (ids.has(band.id)) throw new RangeError(`Band ${band.id} is listed twice`);
    ids.add(band.id);
    const valid =
      band.kind === 'publicHoliday' ||
      (band.kind === 'weekday' && validWeekdays(band.weekdays)) ||
      (band.kind === 'timeOfDay' &&
        validMinuteOfDay(band.fromMinute) &&
        validMinuteOfDay(band.toMinute) &&
        band.fromMinute % DAY_MINUTES !== band.toMinute % DAY_MINUTES &&
        (band.weekdays === undefined || validWeekdays(band.weekdays)));
    if (!valid) throw new RangeError(`Band ${band.id} has invalid days or times`);
  }
  return bands;
}

/** A local minute: its date, ISO weekday and minutes since midnight. */
interface LocalMinute {
  date: string;
  weekday: number;
  minuteOfDay: number;
}

function inTimeBand(from: number, to: number, minute: number): boolean {
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

function applies(band: SurchargeBand, at: LocalMinute, holidays: ReadonlySet<string>): boolean {
  switch (band.kind) {
    case 'publicHoliday':
      return holidays.has(at.date);
    case 'weekday':
      return band.weekdays.includes(at.weekday);
    case 'timeOfDay':
      return (
        (band.weekdays === undefined || band.weekdays.includes(at.weekday)) &&
        inTimeBand(band.fromMinute, band.toMinute, at.minuteOfDay)
      );
  }
}

/** The index of the band a minute belongs to, or -1 for the normal band. */
function bandOf(bands: readonly SurchargeBand[], at: LocalMinute, holidays: ReadonlySet<string>) {
  let best = -1;
  bands.forEach((band, index) => {
    if (!applies(band, at, holidays)) return;
    if (best === -1 || band.percent > (bands[best]?.percent ?? 0)) best = index;
  });
  return best;
}

/** The local reading of an instant, and its wall-clock time as milliseconds for comparing. */
function localAt(ms: number, timeZone: string): LocalMinute & { wallMs: number } {
  const p = zonedParts(new Date(ms), timeZone);
  const date = { year: p.year, month: p.month, day: p.day };
  return {
    date: toIsoDate(date),
    weekday: isoWeekday(date),
    minuteOfDay: p.hour * 60 + p.minute,
    wallMs: utcMs(p.year, p.month, p.day, p.hour, p.minute),
  };
}

/** The next local minute of the day, after `minute`, at which some band may begin or end. */
function nextEdge(bands: readonly SurchargeBand[], minute: number): number {
  let edge = DAY_MINUTES;
  for (const band of bands) {
    if (band.kind !== 'timeOfDay') continue;
    for (const at of [band.fromMinute, band.toMinute]) {
      if (at > minute && at < edge) edge = at;
    }
  }
  return edge;
}

/**
 * The minutes of [start, end) per band, both ends cut to the whole minute (a clock-in at
 * 09:00:40 counts from 09:00). Time runs as real elapsed time: the fall-back night's repeated
 * hour counts twice, the spring-forward night's missing hour not at all. The normal band comes
 * first, then the bands in their order; bands without minutes are left out.
 */
export function splitByBand(
  interval: WorkedInterval,
  bands: readonly SurchargeBand[],
  holidays: ReadonlySet<string>,
  timeZone: string,
): BandMinutes[] {
  checkedBands(bands);
  const endMs = Math.floor(interval.end.getTime() / MINUTE) * MINUTE;
  let ms = Math.floor(interval.start.getTime() / MINUTE) * MINUTE;
  if (endMs < ms) throw new RangeError('The interval ends before it starts');
  const minutes = new Array<number>(bands.length + 1).fill(0);
  while (ms < endMs) {
    const here = localAt(ms, timeZone);
    const index = bandOf(bands, here, holidays);
    // Jump to the next edge of a band or of the day in one step, unless the zone's offset
    // changes on the way (a transition): then halve the step until it does not.
    let step = Math.min(
      nextEdge(bands, here.minuteOfDay) - here.minuteOfDay,
      (endMs - ms) / MINUTE,
    );
    while (
      step > 1 &&
      localAt(ms + step * MINUTE, timeZone).wallMs - here.wallMs !== step * MINUTE
    ) {
      step = Math.floor(step / 2);
    }
    minutes[index + 1] = (minutes[index + 1] ?? 0) + step;
    ms += step * MINUTE;
  }
  const normal: BandMinutes = { bandId: null, percent: 0, minutes: minutes[0] ?? 0 };
  const split = bands.map((band, i) => ({
    bandId: band.id,
    percent: band.percent,
    minutes: minutes[i + 1] ?? 0,
  }));
  return [normal, ...split].filter((band) => band.minutes > 0);
}

/**
 * Takes an unpaid break off the bands in proportion to their minutes (a break is taken at no
 * known moment), whole minutes by largest remainder; of equal remainders the band with the
 * lower percentage loses the minute, so the employee keeps the better-paid one.
 */
export function deductBreak(split: readonly BandMinutes[], breakMinutes: number): BandMinutes[] {
  const total = split.reduce((sum, band) => sum + band.minutes, 0);
  const deduct = Math.min(Math.max(0, breakMinutes), total);
  if (deduct === 0) return split.map((band) => ({ ...band }));
  const shares = split.map((band, index) => ({
    index,
    whole: Math.floor((deduct * band.minutes) / total),
    remainder: (deduct * band.minutes) % total,
  }));
  let left = deduct - shares.reduce((sum, share) => sum + share.whole, 0);
  const byRemainder = [...shares].sort(
    (a, b) =>
      b.remainder - a.remainder ||
      (split[a.index]?.percent ?? 0) - (split[b.index]?.percent ?? 0) ||
      a.index - b.index,
  );
  for (const share of byRemainder) {
    if (left === 0) break;
    share.whole += 1;
    left -= 1;
  }
  return split
    .map((band, index) => ({ ...band, minutes: band.minutes - (shares[index]?.whole ?? 0) }))
    .filter((band) => band.minutes > 0);
}

/**
 * A registration's paid minutes per band: the split of its interval less the break its real
 * length carries (breaks.ts, as the wage cost deducts it).
 */
export function paidMinutesByBand(
  interval: WorkedInterval,
  bands: readonly SurchargeBand[],
  holidays: ReadonlySet<string>,
  timeZone: string,
): BandMinutes[] {
  const worked = Math.floor((interval.end.getTime() - interval.start.getTime()) / 1000);
  const split = splitByBand(interval, bands, holidays, timeZone);
  return deductBreak(split, breakSeconds(Math.max(0, worked)) / 60);
}
