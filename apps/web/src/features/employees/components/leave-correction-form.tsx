import {
  LEAVE_KINDS,
  type LeaveKindValue,
  leaveCorrectionBody,
} from '@klokwerk/contract/leave-adjustments';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CountedTextarea } from '../../../components/signed-in/counted-textarea';
import { DateField } from '../../../components/signed-in/date-field';
import { ApiError } from '../../../lib/api-client';
import { focusFirstInvalidField } from '../../../lib/focus-first-error';
import type { LeaveCorrectionValues } from '../api/leave-adjustments';
import { hoursToMinutes } from '../lib/contract-format';
import { errorMessage } from '../lib/error-message';

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
  const formRef = useRef<HTMLFormElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const directionId = useId();
  const form = useForm<CorrectionFormValues>({
    initialValues: { date: today, kind: 'statutory', direction: 'add', minutes: '', reason: '' },
    validate: (values) => resolve(toBody(values)),
  });

  // The form is announced by its title, not by its first field: that is the date, prefilled with
  // today, and its calendar opened on focus would cover the form on a phone, where the next tap
  // would pick a day instead of the field under it.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  const submit = form.onSubmit(
    (values) =>
      onSubmit(toBody(values), (error) => {
        const field = error instanceof ApiError ? error.field : undefined;
        if (field && field in values) form.setFieldError(field, errorMessage(error));
        else form.setErrors({ form: errorMessage(error) });
        focusFirstInvalidField(formRef.current);
      }),
    () => focusFirstInvalidField(formRef.current),
  );

  return (
    <Paper withBorder radius="md" p="md">
      <form ref={formRef} onSubmit={submit} noValidate aria-busy={busy}>
        <Stack gap="sm">
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
          {form.errors.form && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {form.errors.form}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {t('leave.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('leave.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
