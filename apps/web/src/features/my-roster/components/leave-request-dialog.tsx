import { LEAVE_TYPES, type LeaveType, leaveRequestBody } from '@klokwerk/contract/leave';
import { Group, Select, Switch, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CountedTextarea } from '../../../components/signed-in/counted-textarea';
import { DateField } from '../../../components/signed-in/date-field';
import { FormDialog } from '../../../components/signed-in/form-dialog';
import { hhmm, TimeField } from '../../../components/signed-in/time-field';
import { ApiError } from '../../../lib/api-client';
import { type LeaveItem, useRequestLeave } from '../../../lib/queries/leave';

const resolve = schemaResolver(leaveRequestBody, { sync: true });

interface LeaveValues {
  type: LeaveType;
  partDay: boolean;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  note: string;
}

const FIELDS: ReadonlySet<string> = new Set([
  'type',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'note',
]);

export interface LeaveRequestDialogProps {
  opened: boolean;
  /** 'yyyy-mm-dd' of the company's today: where the date fields start. */
  today: string;
  onClose(): void;
  onSent(leave: LeaveItem): void;
}

/** The body as the contract reads it: whole days, or one day with its two times. */
function bodyOf(values: LeaveValues) {
  return {
    type: values.type,
    startDate: values.startDate,
    endDate: values.partDay ? null : values.endDate || null,
    startTime: values.partDay ? hhmm(values.startTime) : null,
    endTime: values.partDay ? hhmm(values.endTime) : null,
    note: values.note.trim() || null,
  };
}

/**
 * Verlof aanvragen, made for a phone: the kind of leave, whole days from the first to the last
 * or part of one day, and a note. The form checks with the contract's own schema; what only
 * the server knows (an overlap, a closed month) comes back next to the field it names.
 */
export function LeaveRequestDialog({ opened, today, onClose, onSent }: LeaveRequestDialogProps) {
  const { t } = useTranslation('leave');
  const send = useRequestLeave();
  const form = useForm<LeaveValues>({
    initialValues: {
      type: 'VAKANTIE',
      partDay: false,
      startDate: today,
      endDate: today,
      startTime: '09:00',
      endTime: '13:00',
      note: '',
    },
    validate: (values) => resolve(bodyOf(values)),
  });

  const submit = form.onSubmit((values) => {
    send.mutate(bodyOf(values), {
      onSuccess: (leave) => {
        form.reset();
        onSent(leave);
      },
      onError: (error) => {
        const field = error instanceof ApiError ? error.field : undefined;
        const message = error instanceof ApiError ? error.message : t('form.failed');
        form.setFieldError(field && FIELDS.has(field) ? field : 'startDate', message);
      },
    });
  });

  const partDay = form.values.partDay;
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      texts={{
        title: t('form.title'),
        close: t('dialogClose'),
        cancel: t('form.cancel'),
        submit: send.isPending ? t('form.submitting') : t('form.submit'),
      }}
      onSubmit={submit}
      pending={send.isPending}
    >
      <Text size="sm" c="dimmed">
        {t('form.intro')}
      </Text>
      <Select
        label={t('form.type')}
        placeholder={t('form.typePlaceholder')}
        data={LEAVE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        allowDeselect={false}
        required
        {...form.getInputProps('type')}
      />
      <Switch
        label={t('form.partDay')}
        description={t('form.partDayHint')}
        {...form.getInputProps('partDay', { type: 'checkbox' })}
      />
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <DateField
          label={partDay ? t('form.day') : t('form.startDate')}
          required
          miw={150}
          {...form.getInputProps('startDate')}
        />
        {!partDay && (
          <DateField
            label={t('form.endDate')}
            required
            miw={150}
            minDate={form.values.startDate || undefined}
            {...form.getInputProps('endDate')}
          />
        )}
      </Group>
      {partDay && (
        <Group grow align="flex-start" gap="sm">
          <TimeField label={t('form.startTime')} {...form.getInputProps('startTime')} />
          <TimeField label={t('form.endTime')} {...form.getInputProps('endTime')} />
        </Group>
      )}
      <CountedTextarea
        label={t('form.note')}
        description={t('form.noteHint')}
        rows={3}
        limit={500}
        {...form.getInputProps('note')}
      />
    </FormDialog>
  );
}
