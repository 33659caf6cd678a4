import { Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { WeekdayChips } from '../../../components/signed-in/weekday-chips';
import type { BandFormValues, PayFormValues } from '../lib/form-values';

export interface BandWeekdaysProps {
  form: UseFormReturnType<PayFormValues>;
  index: number;
  kind: BandFormValues['kind'];
  readOnly: boolean;
}

/**
 * The days a band counts on, as chips: a time band's optional days, a weekday band's own;
 * a holiday band counts on the public holidays only, which the hint says.
 */
export function BandWeekdays({ form, index, kind, readOnly }: BandWeekdaysProps) {
  const { t } = useTranslation('pay');
  const dayNames = t('weekdayNames', { returnObjects: true });
  const weekdays = form.getInputProps(`surchargeBands.${index}.weekdays`);
  if (kind === 'publicHoliday') {
    return (
      <Text size="sm" c="dimmed">
        {t('bands.holidayHint')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('bands.weekdays')}
      </Text>
      <Text size="xs" c="dimmed">
        {kind === 'timeOfDay' ? t('bands.weekdaysTimeHint') : t('bands.weekdaysDayHint')}
      </Text>
      <WeekdayChips
        names={dayNames}
        value={weekdays.value}
        onChange={weekdays.onChange}
        error={weekdays.error}
        size="xs"
        disabled={readOnly}
      />
    </Stack>
  );
}
