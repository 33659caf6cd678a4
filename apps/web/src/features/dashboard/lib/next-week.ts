import { addDays, localDateOf, startOfWeek, toIsoDate } from '@klokwerk/domain/local-date';
import type { CompliancePeriod } from '../../../lib/queries/compliance';

/**
 * Next week, Monday to Monday, as wall-clock bounds, and its Monday ('yyyy-mm-dd') for the
 * roster's address. Days are counted in `timeZone`; the server reads the bounds in the
 * company's zone.
 */
export function nextWeek(now: Date, timeZone: string): CompliancePeriod & { monday: string } {
  const monday = addDays(startOfWeek(localDateOf(now, timeZone)), 7);
  return {
    monday: toIsoDate(monday),
    start: `${toIsoDate(monday)}T00:00:00`,
    end: `${toIsoDate(addDays(monday, 7))}T00:00:00`,
  };
}
