import {
  LEAVE_KINDS,
  type LeaveKindValue,
  leaveOpeningBody,
} from '@klokwerk/contract/leave-adjustments';
import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveAdjustments, LeaveOpeningValues } from '../api/leave-adjustments';
import { hoursToMinutes, minutesToHours } from '../lib/contract-format';
import { InPlaceForm } from './in-place-form';
import { useInPlaceForm } from './use-in-place-form';

const resolve = schemaResolver(leaveOpeningBody, { sync: true });
// A refusal naming a pot names no input of its own: it shows under the form.
const REFUSAL_FIELDS = ['year'] as const;

interface PotRow {
  /** A key for React that survives removing a row above it. */
  key: number;
  kind: LeaveKindValue;
  accrualYear: number | string;
  minutes: number | string;
}

interface OpeningFormValues {
  year: number | string;
  pots: PotRow[];
}

function toBody(values: OpeningFormValues): LeaveOpeningValues {
  return {
    year: values.year === '' ? Number.NaN : Number(values.year),
    pots: values.pots.map((pot) => ({
      kind: pot.kind,
      accrualYear: pot.accrualYear === '' ? Number.NaN : Number(pot.accrualYear),
      minutes: hoursToMinutes(pot.minutes) ?? Number.NaN,
    })),
  };
}

export interface LeaveOpeningFormProps {
  opening: LeaveAdjustments['opening'];
  /** The year a new opening balance starts at: this year. */
  thisYear: number;
  busy: boolean;
  onSubmit(body: LeaveOpeningValues, onError: (error: unknown) => void): void;
  onCancel(): void;
}

/**
 * The opening balance: the year it starts and a row per kind of leave and year of accrual, in
 * hours (the server keeps minutes). Checked with the contract's own schema before the call.
 */
export function LeaveOpeningForm({
  opening,
  thisYear,
  busy,
  onSubmit,
  onCancel,
}: LeaveOpeningFormProps) {
  const { t } = useTranslation('employees');
  const nextKey = useRef(0);
  const row = (pot: Omit<PotRow, 'key'>): PotRow => ({ ...pot, key: nextKey.current++ });
  const { form, frame } = useInPlaceForm<OpeningFormValues, LeaveOpeningValues>({
    initialValues: {
      year: opening?.year ?? thisYear,
      pots: (opening?.pots ?? []).map((pot) =>
        row({ kind: pot.kind, accrualYear: pot.accrualYear, minutes: minutesToHours(pot.minutes) }),
      ),
    },
    toBody,
    check: resolve,
    onSubmit,
    refusalFields: REFUSAL_FIELDS,
  });

  const year = Number(form.values.year) || thisYear;
  return (
    <InPlaceForm {...frame} busy={busy} texts="leave" onCancel={onCancel}>
      <Title order={4} size="h6">
        {t('leave.openingEdit')}
      </Title>
      <NumberInput
        label={t('leave.year')}
        description={t('leave.yearHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        required
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        thousandSeparator={false}
        maw={220}
        {...form.getInputProps('year')}
      />
      <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
        <Text component="legend" size="sm" fw={500} p={0}>
          {t('leave.potsLegend')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('leave.hoursHint')}
        </Text>
        {form.values.pots.map((pot, index) => (
          <Group key={pot.key} align="flex-end" gap="xs" wrap="wrap">
            <Select
              label={t('leave.potKind')}
              allowDeselect={false}
              data={LEAVE_KINDS.map((kind) => ({
                value: kind,
                label: t(`leave.kinds.${kind}`),
              }))}
              miw={180}
              style={{ flex: '2 1 180px' }}
              {...form.getInputProps(`pots.${index}.kind`)}
            />
            <NumberInput
              label={t('leave.accrualYear')}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              thousandSeparator={false}
              style={{ flex: '1 1 100px' }}
              {...form.getInputProps(`pots.${index}.accrualYear`)}
            />
            <NumberInput
              label={t('leave.hours')}
              decimalScale={2}
              decimalSeparator=","
              clampBehavior="none"
              style={{ flex: '1 1 100px' }}
              {...form.getInputProps(`pots.${index}.minutes`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={4}
              aria-label={t('leave.removePot', { number: index + 1 })}
              onClick={() => form.removeListItem('pots', index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() =>
              form.insertListItem(
                'pots',
                row({ kind: 'statutory', accrualYear: year - 1, minutes: '' }),
              )
            }
          >
            {t('leave.addPot')}
          </Button>
        </Group>
      </Stack>
    </InPlaceForm>
  );
}
