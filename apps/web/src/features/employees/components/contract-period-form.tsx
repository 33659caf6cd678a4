import {
  CONTRACT_KINDS,
  type ContractKind,
  contractPeriodBody,
} from '@klokwerk/contract/employee-contracts';
import { Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/signed-in/date-field';
import { WeekdayChips } from '../../../components/signed-in/weekday-chips';
import type { ContractPeriod, ContractPeriodValues } from '../api/contracts';
import { hoursToMinutes, minutesToHours } from '../lib/contract-format';
import { InPlaceForm } from './in-place-form';
import { useInPlaceForm } from './use-in-place-form';

const resolve = schemaResolver(contractPeriodBody, { sync: true });

const HOUR_FIELDS = ['minutesPerWeek', 'minMinutesPerWeek', 'maxMinutesPerWeek'] as const;
type HourField = (typeof HOUR_FIELDS)[number];

/** The form as its inputs hold it: dates as text, hours (not minutes) as a number or ''. */
interface PeriodFormValues {
  from: string;
  to: string;
  kind: ContractKind;
  minutesPerWeek: number | string;
  minMinutesPerWeek: number | string;
  maxMinutesPerWeek: number | string;
  workingWeekdays: string[];
}

const FIELDS_OF_KIND: Record<ContractKind, readonly HourField[]> = {
  fixed: ['minutesPerWeek'],
  zeroHours: [],
  minMax: ['minMinutesPerWeek', 'maxMinutesPerWeek'],
};

function initialValues(period: ContractPeriod | null): PeriodFormValues {
  return {
    from: period?.from ?? '',
    to: period?.to ?? '',
    kind: period?.kind ?? 'fixed',
    minutesPerWeek: minutesToHours(period?.minutesPerWeek ?? null),
    minMinutesPerWeek: minutesToHours(period?.minMinutesPerWeek ?? null),
    maxMinutesPerWeek: minutesToHours(period?.maxMinutesPerWeek ?? null),
    workingWeekdays: (period?.workingWeekdays ?? [1, 2, 3, 4, 5]).map(String),
  };
}

/** The body: hours become minutes; the kind's own hours only, the others left out. */
function toBody(values: PeriodFormValues): ContractPeriodValues {
  const hours = Object.fromEntries(
    FIELDS_OF_KIND[values.kind].map((field) => [field, hoursToMinutes(values[field])]),
  );
  return {
    from: values.from,
    to: values.to,
    kind: values.kind,
    ...hours,
    workingWeekdays: values.workingWeekdays.map(Number),
  };
}

export interface ContractPeriodFormProps {
  /** The period to change, or null for a new one. */
  period: ContractPeriod | null;
  busy: boolean;
  onSubmit(body: ContractPeriodValues, onError: (error: unknown) => void): void;
  onCancel(): void;
}

/**
 * One contract period's fields, checked with the contract's own schema before the call, so its
 * Dutch messages show under the fields; a refusal naming a field shows there too.
 */
export function ContractPeriodForm({ period, busy, onSubmit, onCancel }: ContractPeriodFormProps) {
  const { t } = useTranslation('employees');
  const { form, frame } = useInPlaceForm<PeriodFormValues, ContractPeriodValues>({
    initialValues: initialValues(period),
    toBody,
    check: resolve,
    onSubmit,
  });

  const hoursInput = (field: HourField) => (
    <NumberInput
      key={field}
      label={t(`contracts.${field}`)}
      description={t('contracts.hoursHint')}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      required
      min={0}
      max={168}
      step={0.5}
      decimalScale={2}
      decimalSeparator=","
      allowNegative={false}
      clampBehavior="none"
      {...form.getInputProps(field)}
    />
  );
  const weekdays = form.getInputProps('workingWeekdays');

  return (
    <InPlaceForm {...frame} busy={busy} texts="contracts" onCancel={onCancel}>
      <Title order={4} size="h6">
        {period ? t('contracts.editTitle') : t('contracts.addTitle')}
      </Title>
      {!period && (
        <Text size="sm" c="dimmed">
          {t('contracts.addHint')}
        </Text>
      )}
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <DateField label={t('contracts.from')} required miw={150} {...form.getInputProps('from')} />
        <DateField
          label={t('contracts.to')}
          clearable
          description={t('contracts.toHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          miw={150}
          {...form.getInputProps('to')}
        />
      </Group>
      <Select
        label={t('contracts.kind')}
        required
        allowDeselect={false}
        data={CONTRACT_KINDS.map((kind) => ({
          value: kind,
          label: t(`contracts.kinds.${kind}`),
        }))}
        {...form.getInputProps('kind')}
      />
      {FIELDS_OF_KIND[form.values.kind].length > 0 && (
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          {FIELDS_OF_KIND[form.values.kind].map(hoursInput)}
        </Group>
      )}
      <Stack gap={4} component="fieldset" m={0} p={0} style={{ border: 0 }}>
        <Text component="legend" size="sm" fw={500} p={0}>
          {t('contracts.workingWeekdays')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('contracts.workingWeekdaysHint')}
        </Text>
        <WeekdayChips
          names={t('contracts.weekdays', { returnObjects: true })}
          value={weekdays.value}
          onChange={weekdays.onChange}
          error={weekdays.error}
          size="sm"
        />
      </Stack>
    </InPlaceForm>
  );
}
