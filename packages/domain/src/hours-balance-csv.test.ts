import { describe, expect, it } from 'vitest';
import { hoursBalanceCsv, hoursBalanceCsvName } from './hours-balance-csv';

describe('hoursBalanceCsv', () => {
  it('writes hours with a decimal comma, minus hours with a sign, for Dutch Excel', () => {
    const csv = hoursBalanceCsv([
      {
        employeeId: 7,
        firstName: 'Emma',
        lastName: 'Jansen',
        contractMinutes: 8229,
        workedMinutes: 5400,
        leaveMinutes: 1920,
        sickMinutes: 384,
        unpaidLeaveMinutes: 0,
        differenceMinutes: -525,
        balanceMinutes: -645,
      },
    ]);
    expect(csv.startsWith('\uFEFFMedewerker-ID;Naam;Contracturen;Gewerkt;Verlof;Ziek;')).toBe(true);
    expect(csv).toContain('7;Emma Jansen;137,15;90,00;32,00;6,40;0,00;-8,75;-10,75\r\n');
    expect(hoursBalanceCsvName(2026, 1, 4)).toBe('plus_min_uren_2026_01-04.csv');
  });
});
