import { describe, expect, it } from 'vitest';
import { ALL_HOLIDAYS, publicHolidayDates } from './dutch-holidays';
import {
  type BandMinutes,
  deductBreak,
  paidMinutesByBand,
  type SurchargeBand,
  splitByBand,
} from './surcharge-bands';

const AMS = 'Europe/Amsterdam';
const holidays = publicHolidayDates('2026-01-01', '2027-12-31', ALL_HOLIDAYS);

const night: SurchargeBand = {
  id: 'nacht',
  percent: 25,
  kind: 'timeOfDay',
  fromMinute: 22 * 60,
  toMinute: 6 * 60,
};
const sunday: SurchargeBand = { id: 'zondag', percent: 50, kind: 'weekday', weekdays: [7] };
const holiday: SurchargeBand = { id: 'feestdag', percent: 100, kind: 'publicHoliday' };
const bands = [night, sunday, holiday];

const split = (start: string, end: string, list: readonly SurchargeBand[] = bands) =>
  splitByBand({ start: new Date(start), end: new Date(end) }, list, holidays, AMS);

/** 'band minutes' lines: easy to read against the hand count. */
const view = (result: readonly BandMinutes[]) =>
  result.map((band) => `${band.bandId ?? 'normaal'} ${band.minutes}`);

describe('splitByBand', () => {
  it('splits a shift across midnight into Christmas: 2 h normal, 2 h night, 2 h holiday', () => {
    // Thursday 24 December 2026 20:00 to Friday 25 December 02:00 (CET). From midnight the
    // holiday (100 %) beats the night (25 %).
    expect(view(split('2026-12-24T20:00:00+01:00', '2026-12-25T02:00:00+01:00'))).toEqual([
      'normaal 120',
      'nacht 120',
      'feestdag 120',
    ]);
  });

  it('gives Sunday evening to Sunday and the night after to Koningsdag', () => {
    // Sunday 26 April 2026 20:00 to Monday 27 April 03:00 (CEST): 20–24 Sunday (50 % beats
    // the night's 25 %), 00–03 Koningsdag.
    expect(view(split('2026-04-26T20:00:00+02:00', '2026-04-27T03:00:00+02:00'))).toEqual([
      'zondag 240',
      'feestdag 180',
    ]);
  });

  it('pays a Sunday day shift as Sunday', () => {
    expect(view(split('2026-03-15T10:00:00+01:00', '2026-03-15T18:00:00+01:00'))).toEqual([
      'zondag 480',
    ]);
  });

  it('counts the fall-back night’s repeated hour twice (25 October 2026)', () => {
    // Saturday 22:00 CEST to Sunday 06:00 CET is 9 real hours: 2 h Saturday night, 7 h Sunday.
    const start = '2026-10-24T22:00:00+02:00';
    const end = '2026-10-25T06:00:00+01:00';
    expect(view(split(start, end))).toEqual(['nacht 120', 'zondag 420']);
    expect(view(split(start, end, [night]))).toEqual(['nacht 540']);
    // A band of 02:00–03:00 holds that hour twice.
    const early: SurchargeBand = {
      id: 'vroeg',
      percent: 10,
      kind: 'timeOfDay',
      fromMinute: 120,
      toMinute: 180,
    };
    expect(view(split('2026-10-25T00:00:00+02:00', end, [early]))).toEqual([
      'normaal 300',
      'vroeg 120',
    ]);
  });

  it('skips the spring-forward night’s missing hour (28 March 2027, Easter Sunday too)', () => {
    // Saturday 22:00 CET to Sunday 06:00 CEST is 7 real hours: 2 h Saturday night, then
    // Eerste Paasdag (100 %) for 5 hours.
    const start = '2027-03-27T22:00:00+01:00';
    const end = '2027-03-28T06:00:00+02:00';
    expect(view(split(start, end))).toEqual(['nacht 120', 'feestdag 300']);
    expect(view(split(start, end, [night]))).toEqual(['nacht 420']);
    const early: SurchargeBand = {
      id: 'vroeg',
      percent: 10,
      kind: 'timeOfDay',
      fromMinute: 120,
      toMinute: 180,
    };
    expect(view(split(start, end, [early]))).toEqual(['normaal 420']);
    // 00:00 CET to 06:00 CEST is 5 real hours; 00:00–02:00 and then 03:00 come straight
    // after each other, so a 03:00–04:00 band gets its full hour and 2 + 2 h are normal.
    const three: SurchargeBand = {
      id: 'drie',
      percent: 10,
      kind: 'timeOfDay',
      fromMinute: 180,
      toMinute: 240,
    };
    expect(view(split('2027-03-28T00:00:00+01:00', end, [three]))).toEqual([
      'normaal 240',
      'drie 60',
    ]);
  });

  it('gives an overlap to the highest percentage, a tie to the band listed first', () => {
    const late: SurchargeBand = {
      id: 'laat',
      percent: 25,
      kind: 'timeOfDay',
      fromMinute: 20 * 60,
      toMinute: 24 * 60,
    };
    // Thursday 12 March 2026 20:00–23:00: 20–22 only 'laat', 22–23 both at 25 %.
    expect(
      view(split('2026-03-12T20:00:00+01:00', '2026-03-12T23:00:00+01:00', [late, night])),
    ).toEqual(['laat 180']);
    expect(
      view(split('2026-03-12T20:00:00+01:00', '2026-03-12T23:00:00+01:00', [night, late])),
    ).toEqual(['nacht 60', 'laat 120']);
  });

  it('limits a time band to its weekdays by each minute’s own day', () => {
    const saturdayEvening: SurchargeBand = {
      id: 'zaterdagavond',
      percent: 20,
      kind: 'timeOfDay',
      fromMinute: 18 * 60,
      toMinute: 24 * 60,
      weekdays: [6],
    };
    // Friday 13 March 17:00 to Saturday 14 March 20:00 ... only Saturday 18–20 is in the band.
    const result = split('2026-03-13T17:00:00+01:00', '2026-03-14T20:00:00+01:00', [
      saturdayEvening,
    ]);
    expect(view(result)).toEqual(['normaal 1500', 'zaterdagavond 120']);
  });

  it('cuts both ends to the whole minute and keeps an empty interval empty', () => {
    expect(view(split('2026-03-12T09:00:40+01:00', '2026-03-12T17:00:20+01:00', []))).toEqual([
      'normaal 480',
    ]);
    expect(split('2026-03-12T09:00:00Z', '2026-03-12T09:00:00Z')).toEqual([]);
    expect(() => split('2026-03-12T10:00:00Z', '2026-03-12T09:00:00Z')).toThrow(RangeError);
  });

  it('refuses bands it cannot read', () => {
    const bad: SurchargeBand[] = [
      { ...night, fromMinute: 0, toMinute: 1440 },
      { ...night, toMinute: 1441 },
      { ...sunday, weekdays: [] },
      { ...sunday, percent: 12.345 },
      { ...holiday, percent: -5 },
    ];
    for (const band of bad) {
      expect(() => split('2026-03-12T09:00:00Z', '2026-03-12T10:00:00Z', [band]), band.id).toThrow(
        RangeError,
      );
    }
    expect(() => split('2026-03-12T09:00:00Z', '2026-03-12T10:00:00Z', [night, night])).toThrow(
      RangeError,
    );
  });
});

describe('deductBreak', () => {
  it('takes the break off in proportion: 30 min of 2 h normal and 4 h night is 10 and 20', () => {
    const result = deductBreak(
      [
        { bandId: null, percent: 0, minutes: 120 },
        { bandId: 'nacht', percent: 25, minutes: 240 },
      ],
      30,
    );
    expect(view(result)).toEqual(['normaal 110', 'nacht 220']);
  });

  it('takes the odd minute of a tie from the lower percentage', () => {
    // 45 min over two equal parts: 22.5 each; the normal band loses 23, the night 22.
    const result = deductBreak(
      [
        { bandId: null, percent: 0, minutes: 100 },
        { bandId: 'nacht', percent: 25, minutes: 100 },
      ],
      45,
    );
    expect(view(result)).toEqual(['normaal 77', 'nacht 78']);
  });
});

describe('paidMinutesByBand', () => {
  it('takes the break of the real length off: 20:00–02:00 is 6 h, half an hour off', () => {
    const result = paidMinutesByBand(
      { start: new Date('2026-03-12T20:00:00+01:00'), end: new Date('2026-03-13T02:00:00+01:00') },
      bands,
      holidays,
      AMS,
    );
    expect(view(result)).toEqual(['normaal 110', 'nacht 220']);
  });

  it('reads the break from the real hours on the fall-back night: 9 h, three quarters off', () => {
    const result = paidMinutesByBand(
      { start: new Date('2026-10-24T22:00:00+02:00'), end: new Date('2026-10-25T06:00:00+01:00') },
      [night],
      holidays,
      AMS,
    );
    expect(view(result)).toEqual(['nacht 495']);
  });
});
