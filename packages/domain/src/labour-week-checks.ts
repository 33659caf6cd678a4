import { isoWeekNumber } from './dutch-calendar';
import { formatDuration } from './format';
import { LABOUR_RULES } from './labour-rules';
import {
  type EmployeeCheck,
  HOUR,
  type Timed,
  type Week,
  weekBounds,
  workIn,
} from './labour-timeline';
import type { Finding } from './labour-types';
import { addDays } from './local-date';

/**
 * The hours of one week, Monday to Sunday (ATW art. 5:7 lid 1, for a minor art. 5:2): the
 * week's limit is a minor's when the employee is a minor at its start or at any of its shifts.
 */
export function weekHoursFindings(
  check: EmployeeCheck,
  week: Week,
  number: number,
  own: readonly Timed[],
): Finding[] {
  const from = week.start.getTime();
  const worked = workIn(own, from, week.end.getTime());
  const minor = check.minorAt(from) || own.some((t) => check.minorAt(t.s));
  const maxHours = minor ? LABOUR_RULES.maxWeekHours.minor : LABOUR_RULES.maxWeekHours.adult;
  if (worked <= maxHours * HOUR) return [];
  return [
    check.finding(
      'maxWeek',
      `Meer dan ${maxHours} uur in week ${number}: ${formatDuration(worked)}`,
      own.map((t) => t.shift.id),
      worked - maxHours * HOUR,
      week.start,
    ),
  ];
}

/**
 * The average week over 4 and over 16 consecutive weeks (ATW art. 5:7 lid 2 and 3, adults), for
 * every run that ends in a week of the period; the history before the period informs them.
 */
export function averageFindings(check: EmployeeCheck, weeks: readonly Week[]): Finding[] {
  const { shifts, timeZone } = check;
  const findings: Finding[] = [];
  for (const { weeks: count, hours } of LABOUR_RULES.averageWeekHours) {
    for (const last of weeks) {
      if (check.minorAt(last.start.getTime())) continue;
      const first = weekBounds(addDays(last.monday, -7 * (count - 1)), timeZone);
      const worked = workIn(shifts, first.start.getTime(), last.end.getTime());
      if (worked <= count * hours * HOUR) continue;
      const from = last.start.getTime();
      const to = last.end.getTime();
      findings.push(
        check.finding(
          count === 4 ? 'average4Weeks' : 'average16Weeks',
          `Gemiddeld meer dan ${hours} uur per week over ${count} weken (week ${isoWeekNumber(first.monday)}–${isoWeekNumber(last.monday)}): ${formatDuration(worked / count)} per week`,
          shifts.filter((t) => t.s < to && t.e > from).map((t) => t.shift.id),
          worked / count - hours * HOUR,
          last.start,
        ),
      );
    }
  }
  return findings;
}
