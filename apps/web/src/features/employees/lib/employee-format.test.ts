import { describe, expect, it } from 'vitest';
import { formatRating, formatSalary, formatWeekHours, localIsoDate } from './employee-format';

describe('employee formats', () => {
  it('takes the calendar day of the clock it is given', () => {
    // TZ=UTC in the tests: local and UTC days coincide.
    expect(localIsoDate(new Date('2025-03-09T23:59:00Z'))).toBe('2025-03-09');
    expect(localIsoDate(new Date('2025-12-01T00:00:00Z'))).toBe('2025-12-01');
  });

  it('shows the hourly wage in euro with 2 decimals', () => {
    expect(formatSalary(22.5)).toBe('€ 22,50');
    expect(formatSalary(17.8)).toBe('€ 17,80');
    expect(formatSalary(14)).toBe('€ 14,00');
    expect(formatSalary(1234.56)).toBe('€ 1.234,56');
  });

  it('shows hours per week and the rating without needless decimals', () => {
    expect(formatWeekHours(38)).toBe('38 uur');
    expect(formatWeekHours(37.5)).toBe('37,5 uur');
    expect(formatRating(1)).toBe('1');
    expect(formatRating(1.2)).toBe('1,2');
    expect(formatRating(1.125)).toBe('1,125');
  });
});
