import { formatDuration } from './format';
import { shiftSpan } from './labour-format';
import { LABOUR_RULES } from './labour-rules';
import {
  type EmployeeCheck,
  HOUR,
  minutesInWindow,
  type Timed,
  type Week,
} from './labour-timeline';
import type { Finding } from './labour-types';

/**
 * The length of one shift (ATW art. 5:7 lid 1, for a minor art. 5:2) and of a night shift
 * (art. 5:8, adults: a minor does no night work at all, see labour-minor-checks.ts).
 */
export function shiftLengthFindings(check: EmployeeCheck, timed: Timed): Finding[] {
  const { shift } = timed;
  const { timeZone } = check;
  const findings: Finding[] = [];
  const length = (timed.e - timed.s) / 1000;
  const minor = check.minorAt(timed.s);
  const span = () => shiftSpan(shift.startTime, shift.endTime, timeZone);
  const maxHours = minor ? LABOUR_RULES.maxShiftHours.minor : LABOUR_RULES.maxShiftHours.adult;
  if (length > maxHours * HOUR) {
    findings.push(
      check.finding(
        'maxShift',
        `Dienst langer dan ${maxHours} uur: ${formatDuration(length)} (${span()})`,
        [shift.id],
        length - maxHours * HOUR,
        shift.startTime,
      ),
    );
  }
  const night = LABOUR_RULES.nightShift;
  if (!minor && length > night.maxHours * HOUR) {
    const nightMinutes = minutesInWindow(
      shift,
      timeZone,
      night.windowStartHour,
      night.windowEndHour,
    );
    if (nightMinutes > night.minutesInWindow) {
      findings.push(
        check.finding(
          'maxNightShift',
          `Nachtdienst langer dan ${night.maxHours} uur: ${formatDuration(length)} (${span()})`,
          [shift.id],
          length - night.maxHours * HOUR,
          shift.startTime,
        ),
      );
    }
  }
  return findings;
}

/** Minutes of break a shift needs (ATW art. 5:4); 0 for a short one. */
function breakMinutes(t: Timed, minor: boolean): number {
  const hours = (t.e - t.s) / 3_600_000;
  const rules = minor ? LABOUR_RULES.breaks.minor : LABOUR_RULES.breaks.adult;
  return rules.find((rule) => hours > rule.aboveHours)?.minutes ?? 0;
}

/**
 * The breaks the week's shifts of the period need, as one reminder ('info'): the roster does
 * not register breaks, and the hours report deducts them anyway.
 */
export function breakReminders(
  check: EmployeeCheck,
  week: Week,
  number: number,
  own: readonly Timed[],
): Finding[] {
  const needing = own.filter((t) => check.inPeriod(t) && breakMinutes(t, check.minorAt(t.s)) > 0);
  if (needing.length === 0) return [];
  const most = Math.max(...needing.map((t) => breakMinutes(t, check.minorAt(t.s))));
  return [
    check.finding(
      'break',
      `Pauze nodig in ${needing.length === 1 ? '1 dienst' : `${needing.length} diensten`} van week ${number} (tot ${most} min per dienst)`,
      needing.map((t) => t.shift.id),
      most * 60,
      week.start,
      'info',
    ),
  ];
}
