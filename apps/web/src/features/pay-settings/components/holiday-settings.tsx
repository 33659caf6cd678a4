import { LIBERATION_DAY_CHOICES } from '@klokwerk/contract/pay-settings';
import { longDate } from '@klokwerk/domain/dutch-calendar';
import {
  ALL_HOLIDAYS,
  dutchPublicHolidays,
  type HolidayKey,
} from '@klokwerk/domain/dutch-holidays';
import { fromIsoDate } from '@klokwerk/domain/local-date';
import { Checkbox, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { PayFormValues } from '../lib/form-values';
import { SettingsSection } from './settings-section';

/** Whether a holiday counts at all under the form's choices (Bevrijdingsdag, Goede Vrijdag). */
function counted(key: HolidayKey, values: PayFormValues): boolean {
  if (key === 'goedeVrijdag') return values.goodFriday;
  if (key === 'bevrijdingsdag') return values.liberationDay !== 'never';
  return true;
}

/**
 * Which disputed holidays count, and on which holidays the company is closed (a paid day off).
 * Each holiday shows its date in `year`, so the list reads as a calendar. A holiday that no
 * longer counts is unticked and disabled.
 */
export function HolidaySettings({
  form,
  year,
  readOnly,
}: {
  form: UseFormReturnType<PayFormValues>;
  year: number;
  readOnly: boolean;
}) {
  const { t } = useTranslation('pay');
  const holidays = dutchPublicHolidays(year, ALL_HOLIDAYS);
  const values = form.values;
  const dropUncounted = (next: PayFormValues) =>
    form.setFieldValue(
      'paidHolidays',
      next.paidHolidays.filter((key) => counted(key, next)),
    );
  const paid = form.getInputProps('paidHolidays');

  return (
    <SettingsSection title={t('holidays.title')} intro={t('holidays.intro')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('holidays.liberationDay')}
          allowDeselect={false}
          disabled={readOnly}
          data={LIBERATION_DAY_CHOICES.map((value) => ({
            value,
            label: t(`holidays.liberationDayChoices.${value}`),
          }))}
          {...form.getInputProps('liberationDay')}
          onChange={(value) => {
            if (!value) return;
            const liberationDay = value as PayFormValues['liberationDay'];
            form.setFieldValue('liberationDay', liberationDay);
            dropUncounted({ ...values, liberationDay });
          }}
        />
        <Checkbox
          mt={{ base: 0, sm: 30 }}
          label={t('holidays.goodFriday')}
          disabled={readOnly}
          checked={values.goodFriday}
          onChange={(event) => {
            const goodFriday = event.currentTarget.checked;
            form.setFieldValue('goodFriday', goodFriday);
            dropUncounted({ ...values, goodFriday });
          }}
        />
      </SimpleGrid>
      <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
        <Text component="legend" fw={600} p={0}>
          {t('holidays.closedLegend')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('holidays.closedHint')}
        </Text>
        <Checkbox.Group value={paid.value} onChange={paid.onChange} error={paid.error}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="sm" mt="xs">
            {holidays.map((holiday) => {
              const isCounted = counted(holiday.key, values);
              return (
                <Checkbox
                  key={holiday.key}
                  value={holiday.key}
                  label={holiday.name}
                  description={
                    isCounted ? longDate(fromIsoDate(holiday.date)) : t('holidays.notCounted')
                  }
                  disabled={readOnly || !isCounted}
                />
              );
            })}
          </SimpleGrid>
        </Checkbox.Group>
      </Stack>
    </SettingsSection>
  );
}
