import { availabilityChangeBody } from '@klokwerk/contract/availability';
import { formatDate, formatTime } from '@klokwerk/domain/format';
import { localDateOf } from '@klokwerk/domain/local-date';
import { Alert, Button, Group, List, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeField } from '../../../components/signed-in/time-field';
import { ApiError } from '../../../lib/api-client';
import type { EmployeeAvailability } from '../../../lib/queries/availability';
import { useDeleteAvailability, useUpdateAvailability } from '../api/change-availability';
import { wallClock } from '../lib/calendar';
import { reasonOf } from '../lib/save-failures';
import { AvailableChoice } from './available-choice';

export type Entry = EmployeeAvailability[number];

const validateChange = (body: unknown) => availabilityChangeBody.safeParse(body);

interface EntryDialogProps {
  entry: Entry;
  timeZone: string;
  opened: boolean;
  onClose(): void;
  /** After a success: what the toast says. */
  onDone(message: string): void;
}

/**
 * Bewerken of one entry: the same start, end and choice as the form, on the entry's own date.
 * When the new times overlap another entry the server asks whether to replace it, and the
 * dialog asks the person the same before sending again with `replace`.
 */
export function EditEntryDialog({ entry, timeZone, opened, onClose, onDone }: EntryDialogProps) {
  const { t } = useTranslation('availability');
  const start = new Date(entry.startTime);
  const date = localDateOf(start, timeZone);
  const [startTime, setStartTime] = useState(formatTime(start, timeZone));
  const [endTime, setEndTime] = useState(formatTime(new Date(entry.endTime), timeZone));
  const [available, setAvailable] = useState(entry.available);
  const [errors, setErrors] = useState<{ startTime?: string; endTime?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [overlap, setOverlap] = useState<string | null>(null);
  const update = useUpdateAvailability();

  const save = (replace: boolean) => {
    const body = {
      startTime: wallClock(date, startTime),
      endTime: wallClock(date, endTime),
      available,
      replace,
    };
    const parsed = validateChange(body);
    if (!parsed.success) {
      const next: { startTime?: string; endTime?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'startTime' || field === 'endTime') next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure(null);
    update.mutate(
      { id: entry.id, body },
      {
        onSuccess: () => onDone(t('edit.saved', { date: formatDate(start, timeZone) })),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'AVAILABILITY_OVERLAP') {
            setOverlap(error.message);
          } else {
            setOverlap(null);
            setFailure(reasonOf(error));
          }
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={update.isPending ? () => undefined : onClose}
      title={t('edit.title', { date: formatDate(start, timeZone) })}
      centered
      closeButtonProps={{ 'aria-label': t('edit.close') }}
    >
      <Stack gap="md">
        <SimpleGrid cols={2} spacing="sm">
          <TimeField
            label={t('form.startTime')}
            value={startTime}
            onChange={setStartTime}
            error={errors.startTime}
          />
          <TimeField
            label={t('form.endTime')}
            value={endTime}
            onChange={setEndTime}
            error={errors.endTime}
          />
        </SimpleGrid>
        <AvailableChoice available={available} onChange={setAvailable} />
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        {overlap ? (
          <Alert color="yellow" variant="light" role="alert" title={t('replace.title')}>
            <Stack gap="sm">
              <Text size="sm">{overlap}</Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setOverlap(null)}>
                  {t('replace.cancel')}
                </Button>
                <Button color="yellow.9" loading={update.isPending} onClick={() => save(true)}>
                  {t('replace.confirm')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t('edit.cancel')}
            </Button>
            <Button loading={update.isPending} onClick={() => save(false)}>
              {t('edit.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

/** Verwijderen of one entry, after a question. */
export function DeleteEntryDialog({ entry, timeZone, opened, onClose, onDone }: EntryDialogProps) {
  const { t } = useTranslation('availability');
  const remove = useDeleteAvailability();
  const start = new Date(entry.startTime);
  const date = formatDate(start, timeZone);
  const span = `${formatTime(start, timeZone)}–${formatTime(new Date(entry.endTime), timeZone)}`;
  return (
    <Modal
      opened={opened}
      onClose={remove.isPending ? () => undefined : onClose}
      title={t('delete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('edit.close') }}
    >
      <Stack gap="md">
        <Text>{t('delete.question', { date, span })}</Text>
        {remove.isError && (
          <Alert color="red" variant="light" role="alert">
            {reasonOf(remove.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('delete.cancel')}
          </Button>
          <Button
            color="red.9"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(entry.id, { onSuccess: () => onDone(t('delete.done', { date })) })
            }
          >
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export interface ReplaceDialogProps {
  opened: boolean;
  /** The server's question per date that overlaps an entry already there. */
  questions: readonly string[];
  busy: boolean;
  onReplace(): void;
  onCancel(): void;
}

/**
 * After Verstuur Beschikbaarheid: days that already had an entry at those times were not
 * saved. Vervangen sends them again with `replace`; Annuleren keeps the old entries.
 */
export function ReplaceDialog({
  opened,
  questions,
  busy,
  onReplace,
  onCancel,
}: ReplaceDialogProps) {
  const { t } = useTranslation('availability');
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onCancel}
      title={t('replace.title')}
      centered
      closeButtonProps={{ 'aria-label': t('edit.close') }}
    >
      <Stack gap="md">
        {questions.length === 1 ? (
          <Text>{questions[0]}</Text>
        ) : (
          <>
            <Text>{t('replace.many')}</Text>
            <List spacing={4}>
              {questions.map((question) => (
                <List.Item key={question}>{question}</List.Item>
              ))}
            </List>
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('replace.cancel')}
          </Button>
          <Button color="yellow.9" loading={busy} onClick={onReplace}>
            {t('replace.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
