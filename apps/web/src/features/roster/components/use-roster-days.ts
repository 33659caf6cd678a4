import { type LocalDate, localDateOf, readIsoDate, toIsoDate } from '@klokwerk/domain/local-date';
import { useMemo } from 'react';
import { monthChoices, monthKey, weekAround } from '../lib/period';

/**
 * The days the roster works with, on the company's calendar: today, the day chosen in the
 * address (today when none), its week, and the months the month choice offers.
 */
export function useRosterDays(date: LocalDate | null, timeZone: string) {
  // Objects stay the same while their day does, so the memoised layout is not redone on every
  // render.
  const todayKey = toIsoDate(localDateOf(new Date(), timeZone));
  const dayKey = date ? toIsoDate(date) : todayKey;
  const today = useMemo(
    () => readIsoDate(todayKey) ?? localDateOf(new Date(), timeZone),
    [todayKey, timeZone],
  );
  const day = useMemo(() => readIsoDate(dayKey) ?? today, [dayKey, today]);
  const week = useMemo(() => weekAround(day), [day]);
  const months = useMemo(() => monthChoices(today), [today]);
  return { dayKey, today, day, week, months, month: monthKey(day) };
}
