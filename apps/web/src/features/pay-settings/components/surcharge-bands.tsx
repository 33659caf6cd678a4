import { MAX_SURCHARGE_BANDS, SURCHARGE_KINDS } from '@klokwerk/contract/pay-settings';
import {
  Button,
  Chip,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { newBand, type PayFormValues } from '../lib/form-values';
import { SettingsSection } from './settings-section';

const BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

/**
 * The surcharge bands, each a card with its kind's fields: times (and optionally days) for a
 * time band, days for a weekday band, nothing more for a holiday band; a percentage and the
 * payroll hours code for all. Adding one moves the keyboard to its name.
 */
export function SurchargeBands({
  form,
  readOnly,
}: {
  form: UseFormReturnType<PayFormValues>;
  readOnly: boolean;
}) {
  const { t } = useTranslation('pay');
  const bands = form.values.surchargeBands;
  const dayNames = t('weekdayNames', { returnObjects: true });
  const baseId = useId();

  const add = () => {
    const band = newBand();
    form.insertListItem('surchargeBands', band);
    requestAnimationFrame(() => document.getElementById(`${baseId}-${band.key}-name`)?.focus());
  };

  return (
    <SettingsSection title={t('bands.title')} intro={t('bands.intro')}>
      {bands.length === 0 && (
        <Text size="sm" fs="italic">
          {t('bands.empty')}
        </Text>
      )}
      {bands.map((band, index) => {
        const path = (field: string) => `surchargeBands.${index}.${field}`;
        const weekdays = form.getInputProps(path('weekdays'));
        const number = index + 1;
        return (
          <Paper
            key={band.key}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-labelledby={`${baseId}-${band.key}-title`}
          >
            <Stack gap="sm">
              <Group justify="space-between" gap="xs">
                <Title order={3} size="h5" id={`${baseId}-${band.key}-title`}>
                  {band.name
                    ? `${t('bands.bandTitle', { number })}: ${band.name}`
                    : t('bands.bandTitle', { number })}
                </Title>
                {!readOnly && (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    c="var(--mantine-color-error)"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={() => form.removeListItem('surchargeBands', index)}
                  >
                    {t('bands.remove', { number })}
                  </Button>
                )}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  id={`${baseId}-${band.key}-name`}
                  label={t('bands.name')}
                  placeholder={t('bands.namePlaceholder')}
                  required
                  disabled={readOnly}
                  {...form.getInputProps(path('name'))}
                />
                <Select
                  label={t('bands.kind')}
                  required
                  allowDeselect={false}
                  disabled={readOnly}
                  data={SURCHARGE_KINDS.map((value) => ({
                    value,
                    label: t(`bands.kinds.${value}`),
                  }))}
                  {...form.getInputProps(path('kind'))}
                />
                {band.kind === 'timeOfDay' && (
                  <>
                    <TextInput
                      label={t('bands.fromTime')}
                      description={t('bands.timeHint')}
                      inputWrapperOrder={BELOW}
                      placeholder="22:00"
                      inputMode="numeric"
                      required
                      disabled={readOnly}
                      {...form.getInputProps(path('fromTime'))}
                    />
                    <TextInput
                      label={t('bands.toTime')}
                      placeholder="06:00"
                      inputMode="numeric"
                      required
                      disabled={readOnly}
                      {...form.getInputProps(path('toTime'))}
                    />
                  </>
                )}
              </SimpleGrid>
              {band.kind !== 'publicHoliday' ? (
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    {t('bands.weekdays')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {band.kind === 'timeOfDay'
                      ? t('bands.weekdaysTimeHint')
                      : t('bands.weekdaysDayHint')}
                  </Text>
                  <Chip.Group multiple value={weekdays.value} onChange={weekdays.onChange}>
                    <Group gap={6}>
                      {dayNames.map((name, day) => (
                        <Chip key={name} value={String(day + 1)} size="xs" disabled={readOnly}>
                          {name}
                        </Chip>
                      ))}
                    </Group>
                  </Chip.Group>
                  {weekdays.error && (
                    <Text size="sm" c="var(--mantine-color-error)" role="alert">
                      {weekdays.error}
                    </Text>
                  )}
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('bands.holidayHint')}
                </Text>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <NumberInput
                  label={t('bands.percent')}
                  suffix=" %"
                  required
                  disabled={readOnly}
                  decimalScale={2}
                  decimalSeparator=","
                  allowNegative={false}
                  clampBehavior="none"
                  {...form.getInputProps(path('percent'))}
                />
                <TextInput
                  label={t('bands.hoursCode')}
                  description={t('bands.hoursCodeHint')}
                  inputWrapperOrder={BELOW}
                  required
                  disabled={readOnly}
                  autoComplete="off"
                  spellCheck={false}
                  {...form.getInputProps(path('hoursCode'))}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
        );
      })}
      {!readOnly && bands.length < MAX_SURCHARGE_BANDS && (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={add}>
            {t('bands.add')}
          </Button>
        </Group>
      )}
    </SettingsSection>
  );
}
