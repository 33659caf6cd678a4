import { monthTitle } from '@klokwerk/domain/dutch-calendar';
import { MonthPickerInput } from '@mantine/dates';
import { IconCalendarMonth } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarSettings, useCalendarLabels } from '../../../components/signed-in/calendar';
import { type Period, parsePeriod, periodKey, YEARS_BACK } from '../lib/period';

/**
 * The wage-cost report's month picker: month and year only, Dutch, weeks from Monday, shown as
 * month name and year ("november 2026"). The years are those of the hours report's selector, so
 * a month chosen here opens there too.
 */
export function MonthPicker({ value, onChange }: { value: Period; onChange(p: Period): void }) {
  const { t } = useTranslation('reports');
  const { ariaLabels } = useCalendarLabels();
  const { minDate, maxDate } = useMemo(() => {
    const year = new Date().getFullYear();
    return { minDate: `${year - YEARS_BACK}-01-01`, maxDate: `${year}-12-31` };
  }, []);
  return (
    <CalendarSettings>
      <MonthPickerInput
        label={t('wageCost.month')}
        value={`${periodKey(value)}-01`}
        onChange={(picked) => {
          const period = parsePeriod(picked, new Date());
          if (period) onChange(period);
        }}
        valueFormat="MMMM YYYY"
        minDate={minDate}
        maxDate={maxDate}
        // The buttons read "okt"; a screen reader says the whole month.
        getMonthControlProps={(date) => {
          const month = parsePeriod(date, new Date());
          return month ? { 'aria-label': monthTitle(month.year, month.month) } : {};
        }}
        ariaLabels={ariaLabels}
        leftSection={<IconCalendarMonth size={18} aria-hidden />}
        w={{ base: '100%', xs: 220 }}
      />
    </CalendarSettings>
  );
}
