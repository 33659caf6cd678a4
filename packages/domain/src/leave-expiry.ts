import { LEAVE_RULES, type LeaveKind } from './leave-rules';
import { firstOfMonth, toIsoDate } from './local-date';

/**
 * The first day on which a year's leave is gone (docs/leave-and-hours-balance.md#expiry).
 * Statutory leave lapses six months after the last day of the year it was earned in
 * (BW 7:640a): 2026's on 1 July 2027. Other leave lapses five years after it (BW 7:642):
 * 2026's extra-statutory leave on 1 January 2032. The day before is the last day to take it.
 */
export function leaveExpiryDate(kind: LeaveKind, accrualYear: number): string {
  const nextYear = { year: accrualYear + 1, month: 1, day: 1 };
  if (kind === 'statutory') {
    return toIsoDate(firstOfMonth(nextYear, LEAVE_RULES.statutoryExpiryMonths));
  }
  return toIsoDate(firstOfMonth(nextYear, 12 * LEAVE_RULES.extraExpiryYears));
}
