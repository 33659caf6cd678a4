import { TimePicker, type TimePickerProps } from '@mantine/dates';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Two digits are always typed as a whole. A tap into a field that already has the focus would
 * put the caret between "0" and "7" (so "17" makes "017"): it keeps the selection instead.
 * Propagation stops here as it does in Mantine's own handler, which this one replaces.
 */
const keepSelection = {
  onMouseDown: (event: MouseEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (document.activeElement === event.currentTarget) {
      event.preventDefault();
      event.currentTarget.select();
    }
  },
};

/** 'HH:mm' of a time field's value ('HH:mm' or 'HH:mm:ss'); '' while it is not complete. */
export function hhmm(value: string): string {
  return /^\d{2}:\d{2}/.test(value) ? value.slice(0, 5) : '';
}

export interface TimeFieldProps
  extends Pick<TimePickerProps, 'value' | 'onChange' | 'onFocus' | 'onBlur' | 'error'> {
  label: string;
  /** The hours field, to put the focus on when the time is wrong. */
  hoursRef?: TimePickerProps['hoursRef'];
}

/**
 * A required 24-hour time (docs/screens.md#shared-behaviour) on every device, for a shift
 * (Nieuwe Dienst) and an availability alike: a native time input follows the browser's
 * language and shows AM/PM on an English one. Hours and minutes are spin buttons: a phone
 * types them on its number pad (two digits move on to the minutes), a keyboard also steps
 * with the arrow keys, by the quarter for the minutes. No drop-down list: on a phone it would
 * lie over the send button.
 */
export function TimeField({ label, ...field }: TimeFieldProps) {
  const { t } = useTranslation();
  return (
    <TimePicker
      label={label}
      withAsterisk
      format="24h"
      minutesStep={15}
      hoursInputLabel={t('timeField.hours', { label })}
      minutesInputLabel={t('timeField.minutes', { label })}
      hoursPlaceholder={t('timeField.hoursPlaceholder')}
      minutesPlaceholder={t('timeField.minutesPlaceholder')}
      hoursInputProps={keepSelection}
      minutesInputProps={keepSelection}
      {...field}
    />
  );
}
