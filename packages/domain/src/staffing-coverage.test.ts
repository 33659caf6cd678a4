import { describe, expect, it } from 'vitest';
import { coverageOf, type PlannedShift, plannedCostCents } from './staffing-coverage';

const ZONE = 'Europe/Amsterdam';
/** Monday 30 November 2026; Amsterdam is UTC+1. */
const MONDAY = { year: 2026, month: 11, day: 30 };
const KOK = 11;
const OBER = 12;

const shift = (
  start: string,
  end: string,
  jobTitleId: number | null = KOK,
  hourlyCostCents = 2000,
): PlannedShift => ({
  start: new Date(start),
  end: new Date(end),
  jobTitleId,
  hourlyCostCents,
});

describe('coverageOf', () => {
  it('counts the shifts of the job title that span the whole window, per date', () => {
    const needs = [
      { id: 1, weekday: 1, start: '17:00', end: '23:00', jobTitleId: KOK, headcount: 2 },
    ];
    const result = coverageOf(MONDAY, ZONE, needs, [
      // 16:00–23:00 local: spans it.
      shift('2026-11-30T15:00:00Z', '2026-11-30T22:00:00Z'),
      // 17:00–22:59 local: one minute short, does not count.
      shift('2026-11-30T16:00:00Z', '2026-11-30T21:59:00Z'),
      // The right hours, another job title.
      shift('2026-11-30T16:00:00Z', '2026-11-30T22:00:00Z', OBER),
    ]);
    expect(result).toEqual([
      {
        needId: 1,
        date: '2026-11-30',
        jobTitleId: KOK,
        start: new Date('2026-11-30T16:00:00Z'),
        end: new Date('2026-11-30T22:00:00Z'),
        needed: 2,
        planned: 1,
      },
    ]);
  });

  it('reads an end at or before the start as the next day, and orders by start', () => {
    const needs = [
      { id: 2, weekday: 7, start: '18:00', end: '01:00', jobTitleId: OBER, headcount: 1 },
      { id: 3, weekday: 2, start: '10:00', end: '14:00', jobTitleId: KOK, headcount: 3 },
    ];
    const result = coverageOf(MONDAY, ZONE, needs, [
      shift('2026-12-06T17:00:00Z', '2026-12-07T00:00:00Z', OBER),
      shift('2026-12-06T17:00:00Z', '2026-12-07T00:00:00Z', OBER),
    ]);
    expect(
      result.map((n) => [n.date, n.start.toISOString(), n.end.toISOString(), n.planned]),
    ).toEqual([
      ['2026-12-01', '2026-12-01T09:00:00.000Z', '2026-12-01T13:00:00.000Z', 0],
      // Over-staffed: two planned, one needed.
      ['2026-12-06', '2026-12-06T17:00:00.000Z', '2026-12-07T00:00:00.000Z', 2],
    ]);
  });

  it('leaves out a window that does not exist on the day the clock springs forward', () => {
    // Sunday 29 March 2026: 02:00–03:00 does not exist in Amsterdam.
    const needs = [
      { id: 4, weekday: 7, start: '02:30', end: '06:00', jobTitleId: KOK, headcount: 1 },
    ];
    expect(coverageOf({ year: 2026, month: 3, day: 23 }, ZONE, needs, [])).toEqual([]);
  });
});

describe('plannedCostCents', () => {
  it('costs the paid time, the break deducted, per shift', () => {
    // 4:00 at € 20: no break, € 80. 8:00 at € 15.50: half an hour off, 7.5 × 15.50 = € 116.25.
    // 8:00:01 would lose three quarters: 7:15:01 at € 10 = € 72.50 (72.5028 rounds down).
    expect(
      plannedCostCents([
        shift('2026-11-30T09:00:00Z', '2026-11-30T13:00:00Z', KOK, 2000),
        shift('2026-12-01T09:00:00Z', '2026-12-01T17:00:00Z', KOK, 1550),
        shift('2026-12-02T09:00:00Z', '2026-12-02T17:00:01Z', null, 1000),
      ]),
    ).toBe(8000 + 11_625 + 7250);
  });

  it('is nothing for no shifts', () => {
    expect(plannedCostCents([])).toBe(0);
  });
});
