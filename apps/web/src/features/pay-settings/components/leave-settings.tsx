import { EXTRA_LEAVE_UNITS, SICK_HOURS_BASES } from '@klokwerk/contract/pay-settings';
import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { PayFormValues } from '../lib/form-values';
import { SettingsSection } from './settings-section';

const BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/** Extra-statutory leave in days or hours a year at full time, or none. */
export function ExtraLeaveSettings({
  form,
  readOnly,
}: {
  form: UseFormReturnType<PayFormValues>;
  readOnly: boolean;
}) {
  const { t } = useTranslation('pay');
  const unit = form.values.extraLeaveUnit;
  const number = (field: keyof PayFormValues) => ({
    ...form.getInputProps(field),
    label: t(`leave.${field}` as 'leave.extraLeaveDaysPerYear'),
    required: true,
    disabled: readOnly,
    decimalScale: 2,
    decimalSeparator: ',',
    allowNegative: false,
    clampBehavior: 'none' as const,
    inputWrapperOrder: BELOW,
  });
  return (
    <SettingsSection title={t('leave.title')} intro={t('leave.intro')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('leave.unit')}
          allowDeselect={false}
          disabled={readOnly}
          data={EXTRA_LEAVE_UNITS.map((value) => ({ value, label: t(`leave.units.${value}`) }))}
          {...form.getInputProps('extraLeaveUnit')}
        />
        {unit === 'days' && (
          <NumberInput {...number('extraLeaveDaysPerYear')} description={t('leave.daysHint')} />
        )}
        {unit === 'hours' && (
          <>
            <NumberInput {...number('extraLeaveMinutesPerYear')} />
            <NumberInput
              {...number('fullTimeMinutesPerWeek')}
              description={t('leave.fullTimeHint')}
            />
          </>
        )}
      </SimpleGrid>
    </SettingsSection>
  );
}

/** How sick hours count: the roster only, or the contract in a week without one. */
export function SicknessSettings({
  form,
  readOnly,
}: {
  form: UseFormReturnType<PayFormValues>;
  readOnly: boolean;
}) {
  const { t } = useTranslation('pay');
  return (
    <SettingsSection title={t('sickness.title')}>
      <Select
        label={t('sickness.basis')}
        description={t('sickness.hint')}
        inputWrapperOrder={BELOW}
        allowDeselect={false}
        disabled={readOnly}
        data={SICK_HOURS_BASES.map((value) => ({ value, label: t(`sickness.bases.${value}`) }))}
        {...form.getInputProps('sickHoursBasis')}
      />
    </SettingsSection>
  );
}
