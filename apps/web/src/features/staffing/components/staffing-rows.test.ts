import { describe, expect, it } from 'vitest';
import { bodyOf, euroText, newRow } from './staffing-rows';

describe('the Bezetting form as the call body', () => {
  const line = { ...newRow(3), start: '10:00', end: '16:00', jobTitleId: '12', headcount: '2' };

  it('sends an empty budget as none, and euros with a comma as cents', () => {
    expect(bodyOf([line], '').weeklyBudgetCents).toBeNull();
    expect(bodyOf([line], '  ').weeklyBudgetCents).toBeNull();
    expect(bodyOf([line], '1.250,50').weeklyBudgetCents).toBe(125_050);
    expect(bodyOf([line], '800').weeklyBudgetCents).toBe(80_000);
  });

  it('sends a budget that is no amount as one the server refuses', () => {
    expect(bodyOf([line], 'veel').weeklyBudgetCents).toBe(-1);
  });

  it('orders the lines by weekday and sends numbers as numbers', () => {
    const monday = { ...line, weekday: 1, jobTitleId: '11' };
    expect(bodyOf([line, monday], '').needs).toEqual([
      { weekday: 1, start: '10:00', end: '16:00', jobTitleId: '11', headcount: 2 },
      { weekday: 3, start: '10:00', end: '16:00', jobTitleId: '12', headcount: 2 },
    ]);
  });

  it('shows cents as euros the form takes back', () => {
    expect(euroText(null)).toBe('');
    expect(euroText(150_000)).toBe('1500');
    expect(euroText(125_050)).toBe('1250,50');
  });
});
