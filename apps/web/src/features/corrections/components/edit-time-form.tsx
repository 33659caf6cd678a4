import { updateCorrectionTimeBody } from '@klokwerk/contract/corrections';
import { formatDate, formatTime } from '@klokwerk/domain/format';
import { Button, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { Correction } from '../../../lib/queries/corrections';
import { useUpdateCorrectionTime } from '../api/update-correction-time';
import { failureText } from '../lib/failure';
import { parseTimeOfDay, sameDayAt } from '../lib/times';
import classes from './dialog.module.css';

const resolve = schemaResolver(updateCorrectionTimeBody, { sync: true });

export interface EditTimeFormProps {
  correction: Correction;
  timeZone: string;
  onCancel(): void;
  onSaved(correction: Correction): void;
  onFailed(text: string): void;
}

/**
 * Bewerken's edit mode (docs/screens.md#corrections): a time of day on the correction's own date, sent as
 * ISO UTC after turning the company's wall clock into an instant.
 */
export function EditTimeForm({
  correction,
  timeZone,
  onCancel,
  onSaved,
  onFailed,
}: EditTimeFormProps) {
  const { t } = useTranslation('corrections');
  const update = useUpdateCorrectionTime();
  const requested = new Date(correction.requestedTime);
  const input = useRef<HTMLInputElement>(null);
  const form = useForm({
    initialValues: { time: formatTime(requested, timeZone) },
    validate: ({ time }) => {
      if (time.trim() !== '' && parseTimeOfDay(time) === null) {
        return { time: t('dialog.timeInvalid') };
      }
      const instant = time.trim() === '' ? '' : sameDayAt(requested, time, timeZone);
      if (instant === null) return { time: t('dialog.timeDoesNotExist') };
      const errors = resolve({ newRequestedTime: instant });
      return errors.newRequestedTime ? { time: errors.newRequestedTime } : {};
    },
  });

  // Bewerken replaced its buttons with this form: the keyboard continues in the field.
  useEffect(() => input.current?.focus(), []);

  const submit = form.onSubmit(({ time }) => {
    const newRequestedTime = sameDayAt(requested, time, timeZone);
    if (newRequestedTime === null) return;
    update.mutate(
      { correctionId: correction.correctionId, newRequestedTime },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'newRequestedTime') {
            form.setFieldError('time', error.message);
          } else {
            onFailed(failureText('updateTime', error, t));
          }
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <TextInput
        ref={input}
        // Text, not a native time input: that shows AM/PM in an English browser, and a
        // manager types '17:45' (or 17.45, 1745) faster than they spin a picker.
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('dialog.newTimePlaceholder')}
        maxLength={5}
        w={{ base: '100%', xs: 200 }}
        label={t('dialog.newTime')}
        description={t('dialog.newTimeHint', { date: formatDate(requested, timeZone) })}
        required
        mb="md"
        {...form.getInputProps('time')}
      />
      <div className={classes.actions}>
        <Button variant="default" onClick={onCancel} disabled={update.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('dialog.save')}
        </Button>
      </div>
    </form>
  );
}
