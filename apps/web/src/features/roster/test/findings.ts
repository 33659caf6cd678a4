import type { Finding } from '../lib/compliance';

/** A finding as the compliance calls answer it (packages/contract/src/labour-findings.ts). */
export function finding(values: Partial<Finding> & Pick<Finding, 'shiftIds'>): Finding {
  return {
    rule: 'dailyRest',
    severity: 'violation',
    employeeId: 2,
    employeeName: 'Bram Bakker',
    message: 'Rusttijd tussen diensten minder dan 11 uur: 5 uur tussen do 04:00 en do 09:00',
    amountSeconds: 6 * 3600,
    source: 'ATW art. 5:3 lid 1 (jeugdigen lid 2)',
    at: '2025-03-13T03:00:00.000Z',
    ...values,
  };
}

export const BREAK = finding({
  rule: 'break',
  severity: 'info',
  employeeId: 1,
  employeeName: 'Anna de Vries',
  message: 'Pauze nodig in 1 dienst van week 11 (tot 30 min per dienst)',
  amountSeconds: 1800,
  source: 'ATW art. 5:4',
  shiftIds: [101],
  at: '2025-03-09T23:00:00.000Z',
});
