import { compareDates, type LocalDate, toIsoDate } from '@klokwerk/domain/local-date';
import { useState } from 'react';

/**
 * The days chosen on the calendar, by their 'yyyy-mm-dd', and what the calendar says about a
 * choice it refused. Another month starts with none chosen: a day out of sight is not sent.
 */
export function useDaySelection(onMonthChange: (months: number) => void) {
  const [selected, setSelected] = useState<ReadonlyMap<string, LocalDate>>(new Map());
  const [calendarError, setCalendarError] = useState<string | null>(null);

  return {
    selected,
    chosen: [...selected.values()].sort(compareDates),
    calendarError,
    setCalendarError,
    toggle: (date: LocalDate) => {
      setCalendarError(null);
      setSelected((current) => {
        const next = new Map(current);
        const key = toIsoDate(date);
        if (!next.delete(key)) next.set(key, date);
        return next;
      });
    },
    changeMonth: (months: number) => {
      setSelected(new Map());
      setCalendarError(null);
      onMonthChange(months);
    },
    clear: () => setSelected(new Map()),
    drop: (dates: readonly LocalDate[]) =>
      setSelected((current) => {
        const next = new Map(current);
        for (const date of dates) next.delete(toIsoDate(date));
        return next;
      }),
  };
}
