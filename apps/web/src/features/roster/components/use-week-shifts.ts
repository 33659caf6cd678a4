import { parseInstant } from '@klokwerk/domain/parse-instant';
import { useMemo } from 'react';
import { unknownAgesAtWork } from '../lib/compliance';
import type { Period } from '../lib/period';
import type { RosterShift } from '../lib/roster-rows';

export interface WeekShiftsInput {
  week: Period;
  timeZone: string;
  shifts: readonly RosterShift[];
  /** The labour-law check's employees without a birth date, once it has answered. */
  withoutBirthDate: readonly number[] | null;
}

/**
 * What the week shown (Monday 00:00 to Monday 00:00 on the company's clock) holds beyond its
 * blocks: the concepts Rooster Bevestigen publishes, those that start in it, and the names of
 * who works in it without a known birth date (checked as adults).
 */
export function useWeekShifts({ week, timeZone, shifts, withoutBirthDate }: WeekShiftsInput) {
  const bounds = useMemo(() => {
    const from = parseInstant(week.start, timeZone);
    const to = parseInstant(week.end, timeZone);
    return from.ok && to.ok ? { from: from.instant, to: to.instant } : null;
  }, [week, timeZone]);
  const concepts = useMemo(
    () =>
      new Set(
        bounds
          ? shifts
              .filter((s) => s.concept && s.startTime >= bounds.from && s.startTime < bounds.to)
              .map((s) => s.scheduleId)
          : [],
      ),
    [shifts, bounds],
  );
  const unknownAges = useMemo(
    () =>
      bounds && withoutBirthDate
        ? unknownAgesAtWork(withoutBirthDate, shifts, bounds.from, bounds.to)
        : [],
    [withoutBirthDate, shifts, bounds],
  );
  return { concepts, unknownAges };
}
