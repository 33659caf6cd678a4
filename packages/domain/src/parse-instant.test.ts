import { describe, expect, it } from 'vitest';
import { parseInstant } from './parse-instant';

const AMS = 'Europe/Amsterdam';
const iso = (text: string, zone = AMS) => {
  const parsed = parseInstant(text, zone);
  return parsed.ok ? parsed.instant.toISOString() : parsed.reason;
};

describe('parseInstant (docs/calculations.md#time-and-time-zones)', () => {
  it('takes a time with an offset as given', () => {
    expect(iso('2026-11-24T09:00:00Z')).toBe('2026-11-24T09:00:00.000Z');
    expect(iso('2026-11-24T09:00:00+01:00')).toBe('2026-11-24T08:00:00.000Z');
    expect(iso('2026-11-24T09:00:00.250Z')).toBe('2026-11-24T09:00:00.250Z');
  });

  it('reads a time without an offset as the company’s wall clock, winter and summer', () => {
    expect(iso('2026-11-24T09:00:00')).toBe('2026-11-24T08:00:00.000Z');
    expect(iso('2026-07-01T09:00')).toBe('2026-07-01T07:00:00.000Z');
    expect(iso('2026-07-01T09:00:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
  });

  it('refuses a local time inside the spring-forward hour', () => {
    expect(iso('2025-03-30T02:30:00')).toBe('nonexistent');
    expect(iso('2025-03-30T03:00:00')).toBe('2025-03-30T01:00:00.000Z');
  });

  it('takes the first of the two 02:30s of the fall-back night', () => {
    expect(iso('2025-10-26T02:30:00')).toBe('2025-10-26T00:30:00.000Z');
  });

  it.each([
    '2026-02-30T09:00:00',
    '2026-11-24T24:00:00',
    '2026-13-01T09:00',
    '24-11-2026 09:00',
    '',
    '2026-11-24',
  ])('refuses %j', (text) => {
    expect(iso(text)).toBe('invalid');
  });
});
