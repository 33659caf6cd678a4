import {
  LEAVE_KINDS,
  type LeaveKindValue,
  leaveCorrectionBody,
} from '@klokwerk/contract/leave-adjustments';
import { Group, NumberInput, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextarea } from '../../../components/signed-in/counted-textarea';
import { DateField } from '../../../components/signed-in/date-field';
import type { LeaveCorrectionValues } from '../api/leave-adjustments';
import { hoursToMinutes } from '../lib/contract-format';
import { InPlaceForm } from './in-place-form';
import { useInPlaceForm } from './use-in-place-form';

const resolve = schemaResolver(leaveCorrectionBody, { sync: true });

interface CorrectionFormValues {
  date: string;
  kind: LeaveKindValue;
  direction: 'add' | 'subtract';
  /** Hours, always positive: the direction gives the sign. */
  minutes: number | string;
  reason: string;
}

function toBody(values: CorrectionFormValues): LeaveCorrectionValues {
  const minutes = hoursToMinutes(values.minutes);
  return {
    date: values.date,
    kind: values.kind,
    minutes: minutes === null ? Number.NaN : values.direction === 'subtract' ? -minutes : minutes,
    reason: values.reason,
  };
}

export interface LeaveCorrectionFormProps {
  today: string;
  busy: boolean;
  onSubmit(body: LeaveCorrectionValues, onError: (error: unknown) => void): void;
  onCancel(): void;
}

/** A correction of the leave balance: a date, the kind, hours on or off, and the reason. */
export function LeaveCorrectionForm({ today, busy, onSubmit, onCancel }: LeaveCorrectionFormProps) {
  const { t } = useTranslation('employees');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const directionId = useId();
  const { form, frame } = useInPlaceForm<CorrectionFormValues, LeaveCorrectionValues>({
    initialValues: { date: today, kind: 'statutory', direction: 'add', minutes: '', reason: '' },
    toBody,
    check: resolve,
    onSubmit,
    // The form is announced by its title, not by its first field: that is the date, prefilled
    // with today, and its calendar opened on focus would cover the form on a phone, where the
    // next tap would pick a day instead of the field under it.
    focusOnOpen: titleRef,
  });

  return (
    <InPlaceForm {...frame} busy={busy} texts="leave" onCancel={onCancel}>
      <Title order={4} size="h6" ref={titleRef} tabIndex={-1}>
        {t('leave.correctionAdd')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('leave.correctionHint')}
      </Text>
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <DateField label={t('leave.date')} required miw={150} {...form.getInputProps('date')} />
        <Select
          label={t('leave.potKind')}
          required
          allowDeselect={false}
          miw={180}
          data={LEAVE_KINDS.map((kind) => ({ value: kind, label: t(`leave.kinds.${kind}`) }))}
          {...form.getInputProps('kind')}
        />
      </Group>
      <Group grow align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4} miw={180}>
          <Text size="sm" fw={500} id={directionId}>
            {t('leave.direction')}
          </Text>
          <SegmentedControl
            aria-labelledby={directionId}
            data={[
              { value: 'add', label: t('leave.directions.add') },
              { value: 'subtract', label: t('leave.directions.subtract') },
            ]}
            {...form.getInputProps('direction')}
          />
        </Stack>
        <NumberInput
          label={t('leave.hours')}
          required
          miw={120}
          decimalScale={2}
          decimalSeparator=","
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('minutes')}
        />
      </Group>
      <CountedTextarea
        label={t('leave.reason')}
        required
        limit={500}
        rows={3}
        {...form.getInputProps('reason')}
      />
    </InPlaceForm>
  );
}
