import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarSettings, useCalendarLabels } from '../../../components/signed-in/calendar';

type Range = [string | null, string | null];

export interface PeriodInputProps {
  /** 'yyyy-mm-dd', both or neither. */
  from: string | null;
  to: string | null;
  onChange(from: string | null, to: string | null): void;
}

/**
 * The period of the log: a first and a last day (one day twice for a single day), Dutch, weeks
 * from Monday, shown as dd-mm-jjjj whatever the browser's language. The filter changes once
 * both days are chosen, not at the first click.
 */
export function PeriodInput({ from, to, onChange }: PeriodInputProps) {
  const { t } = useTranslation('audit');
  const { ariaLabels, getDayAriaLabel } = useCalendarLabels();
  const [picked, setPicked] = useState<Range>([from, to]);
  const shown: Range = picked[0] !== null && picked[1] === null ? picked : [from, to];
  return (
    <CalendarSettings>
      <DatePickerInput
        type="range"
        allowSingleDateInRange
        label={t('filters.period')}
        placeholder={t('filters.periodPlaceholder')}
        value={shown}
        onChange={(value) => {
          const range = value as Range;
          setPicked(range);
          if ((range[0] === null) === (range[1] === null)) onChange(range[0], range[1]);
        }}
        valueFormat="DD-MM-YYYY"
        clearable
        clearButtonProps={{ 'aria-label': t('filters.periodClear') }}
        getDayAriaLabel={getDayAriaLabel}
        ariaLabels={ariaLabels}
        // The pale days of the neighbouring months fail the text contrast a day button needs.
        hideOutsideDates
        // Drawn as text, not an input's placeholder: it needs the text contrast (theme.ts).
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        leftSection={<IconCalendar size={18} aria-hidden />}
        w={{ base: '100%', xs: 260 }}
      />
    </CalendarSettings>
  );
}
