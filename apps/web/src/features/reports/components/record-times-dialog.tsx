import { formatTime } from '@klokwerk/domain/format';
import { stillAtWork } from '@klokwerk/domain/kiosk-tap';
import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useCompanyEmployees } from '../../../lib/queries/employees';
import { wallClockValue } from '../../../lib/wall-clock';
import { type SavedTimeRecord, useSaveTimeRecord } from '../api/save-time-record';
import type { RecordRow } from '../lib/record-rows';

interface TimesValues {
  employeeId: string | null;
  /** 'yyyy-MM-ddTHH:mm' of the datetime-local inputs: the company's wall clock. */
  clockInTime: string;
  clockOutTime: string;
}

const FIELDS: ReadonlySet<string> = new Set(['employeeId', 'clockInTime', 'clockOutTime']);

export interface RecordTimesDialogProps {
  companyId: number;
  timeZone: string;
  /** The registration whose times change; null to add a missing one. */
  row: RecordRow | null;
  /** 'Emma Smit, 03-11-2026 09:02' for an existing registration. */
  subject: string | null;
  opened: boolean;
  onSaved(record: SavedTimeRecord): void;
  onClose(): void;
}

/**
 * Registratie toevoegen / Tijden wijzigen: a manager enters a missing registration (employee,
 * in, out) or sets the times of one, a forgotten clock-out included. Times are the company's
 * wall clock, which the server reads in the company's zone; whatever it refuses (the future,
 * more than 24 hours, an overlap, a closed month) it says in Dutch beside the field. The
 * registration then waits for approval again. For a shift still going it says first what the
 * employee's next tap will do: a clock-out filled in now does not end it at the kiosk.
 */
export function RecordTimesDialog({
  companyId,
  timeZone,
  row,
  subject,
  opened,
  onSaved,
  onClose,
}: RecordTimesDialogProps) {
  const { t } = useTranslation('reports');
  const save = useSaveTimeRecord();
  const employees = useCompanyEmployees(row === null ? companyId : null);
  const form = useForm<TimesValues>({
    initialValues: {
      employeeId: null,
      clockInTime: row ? wallClockValue(new Date(row.clockInTime), timeZone) : '',
      clockOutTime: row?.clockOutTime ? wallClockValue(new Date(row.clockOutTime), timeZone) : '',
    },
    validate: {
      employeeId: (value) => (row === null && !value ? t('hours.times.employeeMissing') : null),
      clockInTime: (value) => (value === '' ? t('hours.times.clockInMissing') : null),
      clockOutTime: (value) => (value === '' ? t('hours.times.clockOutMissing') : null),
    },
  });
  const failure =
    save.error &&
    !(save.error instanceof ApiError && save.error.field && FIELDS.has(save.error.field))
      ? save.error.message
      : null;

  const submit = form.onSubmit((values) => {
    const times = { clockInTime: values.clockInTime, clockOutTime: values.clockOutTime };
    save.mutate(
      row
        ? { kind: 'edit', recordId: row.recordId, body: times }
        : {
            kind: 'create',
            body: { ...times, companyId, employeeId: Number(values.employeeId) },
          },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (error instanceof ApiError && error.field && FIELDS.has(error.field)) {
            form.setFieldError(error.field, error.message);
          }
        },
      },
    );
  });
  const now = wallClockValue(new Date(), timeZone);

  return (
    <Modal
      opened={opened}
      onClose={save.isPending ? () => undefined : onClose}
      title={row ? t('hours.times.editTitle') : t('hours.times.addTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {subject && (
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {subject}
            </Text>
          )}
          {row === null && (
            <Select
              label={t('hours.times.employee')}
              placeholder={employees.isPending ? t('hours.times.loadingEmployees') : undefined}
              data={(employees.data ?? []).map((e) => ({
                value: String(e.employeeId),
                label: `${e.firstName} ${e.lastName}`.trim(),
              }))}
              searchable
              required
              data-autofocus
              {...form.getInputProps('employeeId')}
            />
          )}
          <TextInput
            type="datetime-local"
            label={t('hours.times.clockIn')}
            max={now}
            required
            {...form.getInputProps('clockInTime')}
          />
          <TextInput
            type="datetime-local"
            label={t('hours.times.clockOut')}
            description={t('hours.times.clockOutHint')}
            max={now}
            required
            data-autofocus={row !== null}
            {...form.getInputProps('clockOutTime')}
          />
          {row?.clockOutTime === null && stillAtWork(new Date(row.clockInTime), new Date()) && (
            <Text size="sm">
              {t('hours.times.stillAtWork', {
                time: formatTime(new Date(row.clockInTime), timeZone),
              })}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('hours.times.backToPending')}
          </Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('hours.times.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('hours.times.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
