import { isoWeekNumber } from './dutch-calendar';
import { minorNightWorkFindings } from './labour-minor-checks';
import { dailyRestFindings, weeklyRestFindings } from './labour-rest-checks';
import { breakReminders, shiftLengthFindings } from './labour-shift-checks';
import { employeeCheck, weeksBetween } from './labour-timeline';
import type { Finding, LabourCheckInput, LabourEmployee, LabourShift } from './labour-types';
import { averageFindings, weekHoursFindings } from './labour-week-checks';
import type { LocalDate } from './local-date';

/** The employee's age in whole years on a local date. */
export function ageOn(dateOfBirth: string, date: LocalDate): number {
  const [year = 0, month = 0, day = 0] = dateOfBirth.split('-').map(Number);
  const birthdayPassed = date.month > month || (date.month === month && date.day >= day);
  return date.year - year - (birthdayPassed ? 0 : 1);
}

/**
 * The working-time checks for one employee (LABOUR_RULES, docs/labour-law.md), over their
 * shifts sorted by start: per shift its length and a minor's night work; per pair of
 * neighbours the daily rest; per week of the period its hours, breaks and weekly rest; per run
 * of weeks the averages. Findings come in that order for one moment, ordered by moment.
 */
export function checkEmployee(input: LabourCheckInput): Finding[] {
  const check = employeeCheck(input);
  const findings: Finding[] = [];
  for (const timed of check.shifts.filter(check.inPeriod)) {
    findings.push(...shiftLengthFindings(check, timed), ...minorNightWorkFindings(check, timed));
  }
  findings.push(...dailyRestFindings(check));
  const weeks = weeksBetween(input.period.start, input.period.end, input.timeZone);
  for (const week of weeks) {
    const from = week.start.getTime();
    const to = week.end.getTime();
    const own = check.shifts.filter((t) => t.s < to && t.e > from);
    if (own.length === 0) continue;
    const number = isoWeekNumber(week.monday);
    findings.push(
      ...weekHoursFindings(check, week, number, own),
      ...breakReminders(check, week, number, own),
      ...weeklyRestFindings(check, week, number, own),
    );
  }
  findings.push(...averageFindings(check, weeks));
  return findings.sort((a, b) => a.at.getTime() - b.at.getTime());
}

export interface RosterCheckInput {
  employees: readonly LabourEmployee[];
  /** Every employee's shifts, definitive and concept, with 16 weeks of history. */
  shifts: ReadonlyArray<LabourShift & { employeeId: number }>;
  period: { start: Date; end: Date };
  timeZone: string;
}

export interface RosterCheck {
  findings: Finding[];
  /** Employees checked as adults because their date of birth is not known. */
  withoutBirthDate: number[];
}

/** The checks for a company's roster: per employee over their own sorted shifts. */
export function checkRoster(input: RosterCheckInput): RosterCheck {
  const byEmployee = new Map<number, LabourShift[]>();
  for (const shift of input.shifts) {
    const list = byEmployee.get(shift.employeeId);
    if (list) list.push(shift);
    else byEmployee.set(shift.employeeId, [shift]);
  }
  const findings: Finding[] = [];
  const withoutBirthDate: number[] = [];
  for (const employee of input.employees) {
    const shifts = byEmployee.get(employee.employeeId);
    if (!shifts) continue;
    if (employee.dateOfBirth === null) withoutBirthDate.push(employee.employeeId);
    findings.push(
      ...checkEmployee({ employee, shifts, period: input.period, timeZone: input.timeZone }),
    );
  }
  return { findings: findings.sort((a, b) => a.at.getTime() - b.at.getTime()), withoutBirthDate };
}
