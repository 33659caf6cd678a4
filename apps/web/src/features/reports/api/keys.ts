import type { Period } from '../lib/period';

/**
 * Every query of the reports starts with `reportsKey`; a company's month has one prefix, so an
 * approval refreshes its registrations and its hours in one invalidation.
 */
export const reportsKey = ['reports'] as const;

/** A company's reports: a registration decided or changed, or new payroll settings, refresh them. */
export function companyReportsKey(companyId: number | null) {
  return [...reportsKey, companyId] as const;
}

export function monthKey(companyId: number | null, period: Period) {
  return [...companyReportsKey(companyId), period.year, period.month] as const;
}
