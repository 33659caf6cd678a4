import { formatDuration } from './format';
import { dayAndTime } from './labour-format';
import { LABOUR_RULES } from './labour-rules';
import {
  DAY_MS,
  type EmployeeCheck,
  HOUR,
  restsIn,
  type Timed,
  type Week,
} from './labour-timeline';
import type { Finding } from './labour-types';

/**
 * The rest between two shifts (ATW art. 5:3): 11 hours, for a minor 12. An adult's rest of 8
 * to 11 hours is allowed once in any 7 × 24 hours and shown as information; the second within
 * 7 × 24 hours, and any rest under 8 hours, is a finding. Pairs are read from 7 days before the
 * period on (the shortening's memory); overlapping shifts are the roster's own warning.
 */
export function dailyRestFindings(check: EmployeeCheck): Finding[] {
  const { shifts, periodStart, periodEnd, timeZone } = check;
  const findings: Finding[] = [];
  const rest = LABOUR_RULES.dailyRest;
  const memoryFrom = periodStart - rest.shortenedOncePerDays * DAY_MS;
  let lastShortened: number | undefined;
  for (let i = 1; i < shifts.length; i++) {
    const before = shifts[i - 1] as Timed;
    const after = shifts[i] as Timed;
    if (before.e < memoryFrom) continue;
    if (before.s >= periodEnd) break;
    if (after.s < before.e) continue;
    const gap = (after.s - before.e) / 1000;
    const minor = check.minorAt(after.s);
    const required = (minor ? rest.minorHours : rest.adultHours) * HOUR;
    if (gap >= required) continue;
    const between = () =>
      `tussen ${dayAndTime(before.shift.endTime, timeZone)} en ${dayAndTime(after.shift.startTime, timeZone)}`;
    const reported = check.inPeriod(before) || check.inPeriod(after);
    const ids = [before.shift.id, after.shift.id];
    if (!minor && gap >= rest.shortenedHours * HOUR) {
      const secondInWeek =
        lastShortened !== undefined &&
        before.e - lastShortened < rest.shortenedOncePerDays * DAY_MS;
      lastShortened = before.e;
      if (!reported) continue;
      if (secondInWeek) {
        findings.push(
          check.finding(
            'dailyRestShortenedTwice',
            `Rusttijd binnen ${rest.shortenedOncePerDays} dagen voor de tweede keer korter dan ${rest.adultHours} uur: ${formatDuration(gap)} ${between()}`,
            ids,
            required - gap,
            before.shift.endTime,
          ),
        );
      } else {
        findings.push(
          check.finding(
            'dailyRest',
            `Rusttijd ingekort tot ${formatDuration(gap)} ${between()} (mag eens per ${rest.shortenedOncePerDays} dagen)`,
            ids,
            required - gap,
            before.shift.endTime,
            'info',
          ),
        );
      }
      continue;
    }
    if (reported) {
      findings.push(
        check.finding(
          'dailyRest',
          `Rusttijd tussen diensten minder dan ${required / HOUR} uur: ${formatDuration(gap)} ${between()}`,
          ids,
          required - gap,
          before.shift.endTime,
        ),
      );
    }
  }
  return findings;
}

/**
 * The weekly rest (ATW art. 5:5 lid 1): 36 hours without a break in the calendar week, or else
 * 72 hours in the fortnight with the week before, in parts of at least 32.
 */
export function weeklyRestFindings(
  check: EmployeeCheck,
  week: Week,
  number: number,
  own: readonly Timed[],
): Finding[] {
  const weekly = LABOUR_RULES.weeklyRest;
  const from = week.start.getTime();
  const to = week.end.getTime();
  const longest = Math.max(0, ...restsIn(check.shifts, from, to));
  if (longest >= weekly.hours * HOUR) return [];
  const fortnight = restsIn(check.shifts, from - 7 * DAY_MS, to)
    .filter((part) => part >= weekly.alternativePartHours * HOUR)
    .reduce((sum, part) => sum + part, 0);
  if (fortnight >= weekly.alternativeHours * HOUR) return [];
  return [
    check.finding(
      'weeklyRest',
      `Geen ${weekly.hours} uur aaneengesloten rust in week ${number} (langste rust ${formatDuration(longest)})`,
      own.map((t) => t.shift.id),
      weekly.hours * HOUR - longest,
      week.start,
    ),
  ];
}
