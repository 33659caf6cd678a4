import { describe, expect, it } from 'vitest';
import { readRosterSearch, writeRosterSearch } from './roster-search';

describe('the roster in the address', () => {
  it('defaults to this week, every department', () => {
    expect(readRosterSearch(new URLSearchParams(''))).toEqual({
      view: 'week',
      date: null,
      department: null,
    });
  });

  it('reads the day view, a date and a department, and ignores nonsense', () => {
    expect(
      readRosterSearch(new URLSearchParams('weergave=dag&datum=2026-11-24&afdeling=3')),
    ).toEqual({ view: 'dag', date: { year: 2026, month: 11, day: 24 }, department: 3 });
    expect(
      readRosterSearch(new URLSearchParams('weergave=maand&datum=2026-02-30&afdeling=-1')),
    ).toEqual({ view: 'week', date: null, department: null });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const start = new URLSearchParams('x=1&afdeling=3');
    const next = writeRosterSearch(start, {
      view: 'dag',
      date: { year: 2026, month: 3, day: 29 },
    });
    expect(next.toString()).toBe('x=1&afdeling=3&weergave=dag&datum=2026-03-29');
    expect(writeRosterSearch(next, { view: 'week', department: null }).toString()).toBe(
      'x=1&datum=2026-03-29',
    );
    expect(start.toString()).toBe('x=1&afdeling=3');
  });
});
