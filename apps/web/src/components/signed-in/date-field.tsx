import { DateInput, type DateInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { CalendarSettings, useCalendarLabels } from './calendar';

const DUTCH = /^(\d{1,2})[-./ ](\d{1,2})[-./ ](\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A typed day as 'yyyy-mm-dd', or null while it is not a whole, real day: 'dd-mm-jjjj' (also
 * with one digit, and with '/', '.' or a space between), or 'yyyy-mm-dd' as a pasted date.
 */
export function parseDutchDate(text: string): string | null {
  const trimmed = text.trim();
  const dutch = DUTCH.exec(trimmed);
  const iso = ISO.exec(trimmed);
  const [year, month, day] = dutch
    ? [Number(dutch[3]), Number(dutch[2]), Number(dutch[1])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [0, 0, 0];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one.
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface DateFieldProps
  extends Pick<
    DateInputProps,
    'description' | 'error' | 'required' | 'withAsterisk' | 'miw' | 'size' | 'onFocus' | 'onBlur'
  > {
  label: string;
  /** The pattern shown in an empty field; dd-mm-jjjj unless the page speaks another language. */
  placeholder?: string;
  /** 'yyyy-mm-dd', or '' (or nothing) for no day. */
  value?: string;
  onChange(value: string): void;
  /** The first and last day that may be chosen, 'yyyy-mm-dd'. */
  minDate?: string;
  maxDate?: string;
  /** Where the description goes; as Mantine's inputWrapperOrder. */
  inputWrapperOrder?: DateInputProps['inputWrapperOrder'];
  /** An optional day can be emptied (a cross clears it). */
  clearable?: boolean;
}

/**
 * A day, shown and typed as dd-mm-jjjj whatever the browser's language (a native date input
 * shows mm/dd/yyyy on an English one), with a Dutch calendar from Monday to pick it from.
 * Its value is 'yyyy-mm-dd' or '', as the forms and the API carry dates.
 */
export function DateField({
  label,
  placeholder,
  value,
  onChange,
  clearable = false,
  ...field
}: DateFieldProps) {
  const { t } = useTranslation();
  const { ariaLabels, getDayAriaLabel } = useCalendarLabels();
  return (
    <CalendarSettings>
      <DateInput
        {...field}
        label={label}
        value={value || null}
        onChange={(day) => onChange(day ?? '')}
        valueFormat="DD-MM-YYYY"
        dateParser={parseDutchDate}
        placeholder={placeholder ?? t('dateField.placeholder')}
        clearable={clearable}
        clearButtonProps={{ 'aria-label': t('dateField.clear', { label }) }}
        // Emptying the text empties the day, so a required one says it is missing.
        allowDeselect
        getDayAriaLabel={getDayAriaLabel}
        // The pale days of the neighbouring months fail the text contrast a day button needs.
        hideOutsideDates
        ariaLabels={ariaLabels}
      />
    </CalendarSettings>
  );
}
