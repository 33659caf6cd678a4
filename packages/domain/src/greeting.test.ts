import { describe, expect, it } from 'vitest';
import { greeting, greetingFor } from './greeting';

const AMSTERDAM = 'Europe/Amsterdam';

describe('greetingFor', () => {
  it.each([
    [0, 'Goedemorgen'],
    [6, 'Goedemorgen'],
    [11, 'Goedemorgen'],
    [12, 'Goedemiddag'],
    [16, 'Goedemiddag'],
    [17, 'Goedenavond'],
    [23, 'Goedenavond'],
  ])('hour %i → %s', (hour, expected) => {
    expect(greetingFor(hour)).toBe(expected);
  });
});

describe('greeting', () => {
  /** An instant whose wall-clock time in Amsterdam (winter, UTC+1) is `hhmm` on 21-11-2026. */
  function amsterdamWinter(hhmm: string): Date {
    return new Date(`2026-11-21T${hhmm}:00+01:00`);
  }

  it.each([
    ['00:00', 'Goedemorgen'],
    ['11:59', 'Goedemorgen'],
    ['12:00', 'Goedemiddag'],
    ['16:59', 'Goedemiddag'],
    ['17:00', 'Goedenavond'],
    ['23:59', 'Goedenavond'],
  ])('at %s local time says %s', (hhmm, expected) => {
    expect(greeting(amsterdamWinter(hhmm), AMSTERDAM, 'Jan')).toBe(`${expected}, Jan`);
  });

  it('uses the company zone, not UTC: 11:30 UTC is 12:30 in Amsterdam in winter', () => {
    const now = new Date('2026-01-15T11:30:00Z');
    expect(greeting(now, AMSTERDAM, 'Jan')).toBe('Goedemiddag, Jan');
    expect(greeting(now, 'UTC', 'Jan')).toBe('Goedemorgen, Jan');
  });

  it('follows summer time: 15:30 UTC is 17:30 in Amsterdam in July', () => {
    expect(greeting(new Date('2026-07-15T15:30:00Z'), AMSTERDAM, 'Jan')).toBe('Goedenavond, Jan');
  });

  it('says Goedemorgen just after midnight in the zone while UTC is still the evening before', () => {
    expect(greeting(new Date('2026-11-21T23:10:00Z'), AMSTERDAM, 'Jan')).toBe('Goedemorgen, Jan');
  });

  it.each([undefined, null, '', '   '])('falls back to Gebruiker for %j', (firstName) => {
    expect(greeting(amsterdamWinter('09:00'), AMSTERDAM, firstName)).toBe('Goedemorgen, Gebruiker');
  });

  it('trims the first name', () => {
    expect(greeting(amsterdamWinter('09:00'), AMSTERDAM, '  Sanne ')).toBe('Goedemorgen, Sanne');
  });
});
