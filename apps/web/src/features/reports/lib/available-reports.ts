import { can } from '@klokwerk/domain/policies';
import type { Role } from '@klokwerk/domain/roles';

/**
 * The reports of the Reports page, by the keys the specification gives them (docs/screens.md#reports), and
 * the payroll export (Salarisexport).
 */
export const REPORT_KEYS = [
  'Onkosten',
  'employeeHours',
  'timeCorrection',
  'payrollExport',
  'hoursBalance',
] as const;
export type ReportKey = (typeof REPORT_KEYS)[number];

/** Whose figures a report shows: the company's, or only the user's own. */
export type Reach = 'company' | 'own';

export interface ReportAccess {
  key: ReportKey;
  reach: Reach;
}

export interface ReportUser {
  role: Role | null;
  employeeId: number | null;
  /** Own corrections are found by the account's e-mail, the employee's. */
  email: string | null;
}

/**
 * What each role sees (docs/roles-and-policies.md#money-and-personal-data, the server's policies): money only for `reports.wages`; the
 * company's hours for `reports.hours`, one's own for the staff the Reports page admits; the
 * company's corrections for `corrections.report` (the reviewers, FLOORMANAGER and
 * HUMANRESOURCE), one's own for those who only request them. Someone
 * without an employee has no hours or corrections of their own. Everything here needs the
 * Reports page's own `reports.view` first (a ROOSTERMAKER reviews corrections elsewhere).
 */
export function hoursReach(user: ReportUser): Reach | null {
  if (!can(user.role, 'reports.view')) return null;
  if (can(user.role, 'reports.hours')) return 'company';
  if (can(user.role, 'time.own') && user.employeeId !== null) return 'own';
  return null;
}

export function correctionsReach(user: ReportUser): Reach | null {
  if (!can(user.role, 'reports.view')) return null;
  if (can(user.role, 'corrections.report')) return 'company';
  if (can(user.role, 'corrections.read') && user.employeeId !== null && user.email !== null) {
    return 'own';
  }
  return null;
}

/** The reports of the page for this user, in menu order; empty means "Geen toegang". */
export function availableReports(user: ReportUser): ReportAccess[] {
  const reports: ReportAccess[] = [];
  if (can(user.role, 'reports.view') && can(user.role, 'reports.wages'))
    reports.push({ key: 'Onkosten', reach: 'company' });
  const hours = hoursReach(user);
  if (hours) reports.push({ key: 'employeeHours', reach: hours });
  const corrections = correctionsReach(user);
  if (corrections) reports.push({ key: 'timeCorrection', reach: corrections });
  // The export holds the hours wages are paid on: the money roles only, as the wage cost.
  if (can(user.role, 'reports.view') && can(user.role, 'reports.wages'))
    reports.push({ key: 'payrollExport', reach: 'company' });
  // Plus/min-uren: the company's hours against the contracts, for those who read its hours.
  if (hoursReach(user) === 'company') reports.push({ key: 'hoursBalance', reach: 'company' });
  return reports;
}
