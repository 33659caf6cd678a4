import { formatDuration } from './format';
import { shiftSpan } from './labour-format';
import { LABOUR_RULES } from './labour-rules';
import { type EmployeeCheck, minutesInWindow, type Timed } from './labour-timeline';
import type { Finding } from './labour-types';

/**
 * A minor's night rest (ATW art. 5:3 lid 2): no work between 23:00 and 06:00. The other rules
 * for minors are the lower limits the shift, week and rest checks take for them.
 */
export function minorNightWorkFindings(check: EmployeeCheck, timed: Timed): Finding[] {
  if (!check.minorAt(timed.s)) return [];
  const { shift } = timed;
  const { timeZone } = check;
  const { fromHour, toHour } = LABOUR_RULES.minorNightRest;
  const late =
    minutesInWindow(shift, timeZone, fromHour, 24) + minutesInWindow(shift, timeZone, 0, toHour);
  if (late === 0) return [];
  return [
    check.finding(
      'minorNightWork',
      `Jeugdige werkt tussen ${fromHour}:00 en 0${toHour}:00: ${formatDuration(late * 60)} (${shiftSpan(shift.startTime, shift.endTime, timeZone)})`,
      [shift.id],
      late * 60,
      shift.startTime,
    ),
  ];
}
