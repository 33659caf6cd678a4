import { describe, expect, it } from 'vitest';
import { type LocalDate, toIsoDate } from './local-date';
import { overlaps, segmentsByDay, segmentsOnDay, startDayOf, weekOf } from './roster-layout';

const AMS = 'Europe/Amsterdam';
const shift = (start: string, end: string) => ({
  startTime: new Date(start),
  endTime: new Date(end),
});
const day = (iso: string): LocalDate => {
  const [year, month, date] = iso.split('-').map(Number);
  return { year: year ?? 0, month: month ?? 0, day: date ?? 0 };
};
const plain = (segments: ReturnType<typeof segmentsByDay>) =>
  segments.map((s) => ({ ...s, date: toIsoDate(s.date) }));

describe('weekOf', () => {
  it('runs Monday to Sunday, across a month and a year', () => {
    expect(weekOf(day('2025-12-31')).map(toIsoDate)).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ]);
    // A Sunday belongs to the week before it, a Monday starts one.
    expect(toIsoDate(weekOf(day('2026-11-22'))[0] as LocalDate)).toBe('2026-11-16');
    expect(toIsoDate(weekOf(day('2026-11-23'))[0] as LocalDate)).toBe('2026-11-23');
  });
});

describe('segmentsByDay', () => {
  it('keeps a day shift on its day, in local wall-clock minutes', () => {
    // 09:00–17:00 CET on 24 November 2026.
    expect(
      plain(segmentsByDay(shift('2026-11-24T08:00:00Z', '2026-11-24T16:00:00Z'), AMS)),
    ).toEqual([
      {
        date: '2026-11-24',
        startMinute: 540,
        endMinute: 1020,
        fromPreviousDay: false,
        intoNextDay: false,
      },
    ]);
  });

  it('draws a shift crossing midnight into the next day’s early hours', () => {
    // 22:00–04:00 CET.
    expect(
      plain(segmentsByDay(shift('2026-11-24T21:00:00Z', '2026-11-25T03:00:00Z'), AMS)),
    ).toEqual([
      {
        date: '2026-11-24',
        startMinute: 1320,
        endMinute: 1440,
        fromPreviousDay: false,
        intoNextDay: true,
      },
      {
        date: '2026-11-25',
        startMinute: 0,
        endMinute: 240,
        fromPreviousDay: true,
        intoNextDay: false,
      },
    ]);
  });

  it('gives a shift that ends exactly at midnight no segment on the next day', () => {
    expect(
      plain(segmentsByDay(shift('2026-11-24T17:00:00Z', '2026-11-24T23:00:00Z'), AMS)),
    ).toEqual([
      {
        date: '2026-11-24',
        startMinute: 1080,
        endMinute: 1440,
        fromPreviousDay: false,
        intoNextDay: false,
      },
    ]);
  });

  it('labels the spring-forward night by the clock: 22:00–04:00 ends at 04:00', () => {
    // 29→30 March 2025: five real hours, but the clock reads 22:00 and 04:00.
    const night = segmentsByDay(shift('2025-03-29T21:00:00Z', '2025-03-30T02:00:00Z'), AMS);
    expect(plain(night)).toEqual([
      {
        date: '2025-03-29',
        startMinute: 1320,
        endMinute: 1440,
        fromPreviousDay: false,
        intoNextDay: true,
      },
      {
        date: '2025-03-30',
        startMinute: 0,
        endMinute: 240,
        fromPreviousDay: true,
        intoNextDay: false,
      },
    ]);
  });

  it('and the fall-back night too: 22:00–04:00 is seven hours on the same two columns', () => {
    const night = segmentsByDay(shift('2025-10-25T20:00:00Z', '2025-10-26T03:00:00Z'), AMS);
    expect(night.map((s) => [toIsoDate(s.date), s.startMinute, s.endMinute])).toEqual([
      ['2025-10-25', 1320, 1440],
      ['2025-10-26', 0, 240],
    ]);
  });

  it('has nothing for an empty or inverted interval', () => {
    expect(segmentsByDay(shift('2026-11-24T08:00:00Z', '2026-11-24T08:00:00Z'), AMS)).toEqual([]);
    expect(segmentsByDay(shift('2026-11-24T09:00:00Z', '2026-11-24T08:00:00Z'), AMS)).toEqual([]);
  });
});

describe('startDayOf', () => {
  it('is the local day: 00:30 Amsterdam is the next day though still the previous one in UTC', () => {
    expect(toIsoDate(startDayOf(shift('2026-11-24T23:30:00Z', '2026-11-25T04:00:00Z'), AMS))).toBe(
      '2026-11-25',
    );
  });

  it('keeps Sunday’s night shift in Sunday’s column of its week', () => {
    const sunday = shift('2026-11-29T21:00:00Z', '2026-11-30T03:00:00Z');
    expect(toIsoDate(startDayOf(sunday, AMS))).toBe('2026-11-29');
    expect(weekOf(startDayOf(sunday, AMS)).map(toIsoDate)).toContain('2026-11-29');
  });
});

describe('segmentsOnDay', () => {
  it('shows on a day its own shifts and the tails of last night’s, by start', () => {
    const night = shift('2026-11-24T21:00:00Z', '2026-11-25T03:00:00Z');
    const morning = shift('2026-11-25T08:00:00Z', '2026-11-25T12:00:00Z');
    const found = segmentsOnDay([morning, night], day('2026-11-25'), AMS);
    expect(found.map((f) => [f.shift, f.segment.startMinute, f.segment.endMinute])).toEqual([
      [night, 0, 240],
      [morning, 540, 780],
    ]);
  });
});

describe('overlaps', () => {
  it('is true for a shared moment and false for shifts that only touch', () => {
    const a = shift('2026-11-24T08:00:00Z', '2026-11-24T16:00:00Z');
    expect(overlaps(a, shift('2026-11-24T15:59:00Z', '2026-11-24T20:00:00Z'))).toBe(true);
    expect(overlaps(a, shift('2026-11-24T16:00:00Z', '2026-11-24T20:00:00Z'))).toBe(false);
  });
});
