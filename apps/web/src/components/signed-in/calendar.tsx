import { type CalendarAriaLabels, DatesProvider } from '@mantine/dates';
import 'dayjs/locale/nl';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The calendars' languages: Dutch, or English on the public pages that can switch to it. */
type CalendarLanguage = 'nl' | 'en';

function dayNames(locale: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

// Made once: a formatter is costly to build and every date field on a form asks for one.
const DAY_NAMES: Record<CalendarLanguage, Intl.DateTimeFormat> = {
  nl: dayNames('nl-NL'),
  en: dayNames('en-GB'),
};

function useCalendarLanguage(): CalendarLanguage {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'nl';
}

/**
 * Every calendar below it speaks the page's language (months, weekday initials), starts its
 * weeks on Monday, as the Dutch do, and has no weekend: a restaurant works Saturday and Sunday
 * like any other day, and Mantine's red weekend days fail the text contrast a day button needs.
 */
export function CalendarSettings({ children }: { children: ReactNode }) {
  const locale = useCalendarLanguage();
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1, weekendDays: [] }}>
      {children}
    </DatesProvider>
  );
}

export interface CalendarLabels {
  /** The names a screen reader says for the calendar's buttons ("Vorige maand", …). */
  ariaLabels: CalendarAriaLabels;
  /** '2026-11-02' → '2 november 2026' (in English '2 November 2026'): a day of the calendar. */
  getDayAriaLabel(date: string): string;
}

/** What every date and month picker says to a screen reader, in the page's language. */
export function useCalendarLabels(): CalendarLabels {
  const { t } = useTranslation();
  const format = DAY_NAMES[useCalendarLanguage()];
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
