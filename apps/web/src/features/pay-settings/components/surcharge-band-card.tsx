import { SURCHARGE_KINDS } from '@klokwerk/contract/pay-settings';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BandFormValues, PayFormValues } from '../lib/form-values';
import { BandWeekdays } from './band-weekdays';

const BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];

export interface SurchargeBandCardProps {
  form: UseFormReturnType<PayFormValues>;
  band: BandFormValues;
  index: number;
  /** Where the card's ids start: its heading's and its name's, which take the focus when added. */
  idPrefix: string;
  readOnly: boolean;
}

/** One band: its name and kind, its kind's times and days, its percentage and hours code. */
export function SurchargeBandCard({
  form,
  band,
  index,
  idPrefix,
  readOnly,
}: SurchargeBandCardProps) {
  const { t } = useTranslation('pay');
  const path = (field: string) => `surchargeBands.${index}.${field}`;
  const number = index + 1;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${idPrefix}-title`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5" id={`${idPrefix}-title`}>
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
            id={`${idPrefix}-name`}
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
            data={SURCHARGE_KINDS.map((value) => ({ value, label: t(`bands.kinds.${value}`) }))}
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
        <BandWeekdays form={form} index={index} kind={band.kind} readOnly={readOnly} />
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
}
