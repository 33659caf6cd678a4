import { TimePicker, type TimePickerProps } from '@mantine/dates';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Two digits are always typed as a whole: a tap into a field that already has the focus keeps
 * its selection instead of putting the caret between the digits ("17" would make "017").
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

export interface TimeFieldProps
  extends Pick<TimePickerProps, 'value' | 'onChange' | 'onFocus' | 'onBlur' | 'error'> {
  label: string;
}

/**
 * A 24-hour time (docs/screens.md#roster) on every device: a native time input follows the browser's
 * language and shows AM/PM on an English one. Hours and minutes are spin buttons, typed on a
 * phone's number pad (two digits move on to the minutes) or stepped with the arrow keys.
 */
export function TimeField({ label, ...field }: TimeFieldProps) {
  const { t } = useTranslation('roster');
  return (
    <TimePicker
      label={label}
      withAsterisk
      format="24h"
      minutesStep={15}
      hoursInputLabel={t('newShift.hours', { label })}
      minutesInputLabel={t('newShift.minutes', { label })}
      hoursPlaceholder={t('newShift.hoursPlaceholder')}
      minutesPlaceholder={t('newShift.minutesPlaceholder')}
      hoursInputProps={keepSelection}
      minutesInputProps={keepSelection}
      {...field}
    />
  );
}
