import { describe, expect, it } from 'vitest';
import { currentPeriod, monthValue, parsePeriod, periodKey, selectableYears } from './period';

const NOW = new Date(2026, 10, 23, 12);

describe('periods', () => {
  it('starts at the current month', () => {
    expect(currentPeriod(NOW)).toEqual({ year: 2026, month: 11 });
  });

  it('offers the current year and the 5 before', () => {
    expect(selectableYears(NOW)).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });

  it('reads a period from the address and writes it back', () => {
    expect(parsePeriod('2026-03', NOW)).toEqual({ year: 2026, month: 3 });
    expect(parsePeriod('2021-12-01', NOW)).toEqual({ year: 2021, month: 12 });
    expect(periodKey({ year: 2026, month: 3 })).toBe('2026-03');
  });

  it.each([null, '', '2026-13', '2026-00', '2020-05', '2027-01', 'maart', '2026-3'])(
    'ignores %s',
    (text) => {
      expect(parsePeriod(text, NOW)).toBeNull();
    },
  );

  it('gives the month as two digits', () => {
    expect(monthValue(3)).toBe('03');
    expect(monthValue(12)).toBe('12');
  });
});
