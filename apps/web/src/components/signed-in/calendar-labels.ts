import type { CalendarAriaLabels } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

export interface CalendarLabels {
  /** The names a screen reader says for the calendar's buttons ("Vorige maand", …). */
  ariaLabels: CalendarAriaLabels;
  /** '2026-11-02' → '2 november 2026' (in English '2 November 2026'): a day of the calendar. */
  getDayAriaLabel(date: string): string;
}

/**
 * What every date and month picker says to a screen reader, in the page's language: Dutch, or
 * English on the public pages that can switch to it.
 */
export function useCalendarLabels(): CalendarLabels {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    ariaLabels: {
      previousMonth: t('calendar.previousMonth'),
      nextMonth: t('calendar.nextMonth'),
      monthLevelControl: t('calendar.chooseMonth'),
      previousYear: t('calendar.previousYear'),
      nextYear: t('calendar.nextYear'),
      yearLevelControl: t('calendar.chooseYear'),
      previousDecade: t('calendar.previousDecade'),
      nextDecade: t('calendar.nextDecade'),
    },
    getDayAriaLabel: (date) => format.format(new Date(`${date.slice(0, 10)}T00:00:00Z`)),
  };
}
