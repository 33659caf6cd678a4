import { TimePicker } from '@mantine/dates';
import type { MouseEvent, Ref } from 'react';
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

export interface TimeFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  /** The hours field, to put the focus on when the time is wrong. */
  hoursRef?: Ref<HTMLInputElement>;
}

/**
 * A 24-hour time (docs/screens.md#availability) on every device: a native time input follows the browser's
 * language and shows AM/PM on an English one. Hours and minutes are spin buttons: a phone
 * types them on its number pad (two digits move on to the minutes), a keyboard also steps
 * with the arrow keys, by the quarter for the minutes. No drop-down list: on a phone it would
 * lie over the send button.
 */
export function TimeField({ label, value, onChange, error, hoursRef }: TimeFieldProps) {
  const { t } = useTranslation('availability');
  return (
    <TimePicker
      label={label}
      required
      format="24h"
      minutesStep={15}
      hoursInputLabel={t('form.hours', { label })}
      minutesInputLabel={t('form.minutes', { label })}
      hoursPlaceholder={t('form.hoursPlaceholder')}
      minutesPlaceholder={t('form.minutesPlaceholder')}
      value={value}
      onChange={onChange}
      error={error}
      hoursRef={hoursRef}
      hoursInputProps={keepSelection}
      minutesInputProps={keepSelection}
    />
  );
}
