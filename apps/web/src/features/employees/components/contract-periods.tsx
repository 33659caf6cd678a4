import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingRows } from '../../../components/signed-in/load-states';
import { TimedAlert } from '../../../components/signed-in/timed-alert';
import type { Employee } from '../../../lib/queries/employees';
import { STATUS_COLOURS } from '../../../lib/status-colours';
import {
  type ContractPeriod,
  type ContractPeriodValues,
  useChangeContract,
  useContracts,
} from '../api/contracts';
import { periodDatesText, weekdaysText, weekMinutesText } from '../lib/contract-format';
import { errorMessage } from '../lib/error-message';
import { ContractPeriodForm } from './contract-period-form';
import { DialogSection } from './dialog-section';

type Editing =
  | { kind: 'new' }
  | { kind: 'edit'; period: ContractPeriod }
  | { kind: 'delete'; period: ContractPeriod };

export interface ContractPeriodsProps {
  employee: Employee;
  today: string;
  /** contracts.manage: add, change and remove; otherwise the list only. */
  mayManage: boolean;
}

/**
 * The employee's contract periods (docs/screens.md#employees): the list, newest last, and for
 * HR and the owners a form in place to add or change one and a question before removing one.
 * After a change the focus goes back to the button that started it.
 */
export function ContractPeriods({ employee, today, mayManage }: ContractPeriodsProps) {
  const { t } = useTranslation('employees');
  const contracts = useContracts(employee.employeeId);
  const change = useChangeContract(employee.employeeId, employee.companyId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const closeSaved = useCallback(() => setSaved(null), []);
  const closeFailure = useCallback(() => setFailure(null), []);

  const finish = (message: string) => {
    setEditing(null);
    setSaved(message);
    requestAnimationFrame(() => addButton.current?.focus());
  };

  const submit = (body: ContractPeriodValues, onError: (error: unknown) => void) => {
    setSaved(null);
    const mutation =
      editing?.kind === 'edit'
        ? { kind: 'update' as const, contractId: editing.period.contractId, body }
        : { kind: 'create' as const, body };
    change.mutate(mutation, { onSuccess: () => finish(t('contracts.saved')), onError });
  };

  const remove = (period: ContractPeriod) => {
    setFailure(null);
    change.mutate(
      { kind: 'delete', contractId: period.contractId },
      {
        onSuccess: () => finish(t('contracts.deleted')),
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  const hoursText = (period: ContractPeriod) => {
    if (period.kind === 'zeroHours') return t('contracts.zeroHours');
    if (period.kind === 'minMax') {
      return t('contracts.minMax', {
        min: weekMinutesText(period.minMinutesPerWeek ?? 0),
        max: weekMinutesText(period.maxMinutesPerWeek ?? 0),
      });
    }
    return t('contracts.fixed', { hours: weekMinutesText(period.minutesPerWeek ?? 0) });
  };

  const name = `${employee.firstName} ${employee.lastName}`;
  const periods = contracts.data?.periods ?? [];

  return (
    <DialogSection title={t('sections.contracts')}>
      <Text size="sm" c="dimmed">
        {t('contracts.intro')}
      </Text>
      {saved && (
        <TimedAlert kind="success" onClose={closeSaved}>
          {saved}
        </TimedAlert>
      )}
      {failure && (
        <TimedAlert kind="error" durationMs={null} onClose={closeFailure}>
          {failure}
        </TimedAlert>
      )}
      {contracts.isPending && <LoadingRows rows={1} height={48} />}
      {contracts.isError && (
        <LoadFailed
          title={t('contracts.loadFailed')}
          error={contracts.error}
          retryLabel={t('retry')}
          onRetry={() => void contracts.refetch()}
        />
      )}
      {contracts.isSuccess && periods.length === 0 && (
        <Text size="sm" fs="italic">
          {t('contracts.empty')}
        </Text>
      )}
      {periods.length > 0 && (
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          aria-label={t('contracts.listLabel', { name })}
          style={{ listStyle: 'none' }}
        >
          {periods.map((period) => {
            const dates = periodDatesText(period.from, period.to);
            const current = period.from <= today && (period.to === null || period.to >= today);
            return (
              <Paper component="li" key={period.contractId} withBorder radius="md" p="sm">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Group gap="xs">
                      <Text fw={600}>{dates.charAt(0).toUpperCase() + dates.slice(1)}</Text>
                      {current && (
                        <Badge variant="filled" color={STATUS_COLOURS.positive} size="sm" tt="none">
                          {t('contracts.current')}
                        </Badge>
                      )}
                    </Group>
                    {mayManage && editing === null && (
                      <Group gap={4}>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          leftSection={<IconPencil size={16} aria-hidden />}
                          aria-label={t('contracts.editLabel', { period: dates })}
                          onClick={() => setEditing({ kind: 'edit', period })}
                        >
                          {t('contracts.edit')}
                        </Button>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          c="var(--mantine-color-error)"
                          leftSection={<IconTrash size={16} aria-hidden />}
                          aria-label={t('contracts.deleteLabel', { period: dates })}
                          onClick={() => setEditing({ kind: 'delete', period })}
                        >
                          {t('contracts.delete')}
                        </Button>
                      </Group>
                    )}
                  </Group>
                  <Text size="sm">{hoursText(period)}</Text>
                  <Text size="sm" c="dimmed">
                    {t('contracts.days', { days: weekdaysText(period.workingWeekdays) })}
                  </Text>
                  {editing?.kind === 'delete' &&
                    editing.period.contractId === period.contractId && (
                      <DeleteQuestion
                        question={t('contracts.deleteQuestion', { period: dates })}
                        busy={change.isPending}
                        onConfirm={() => remove(period)}
                        onCancel={() => setEditing(null)}
                      />
                    )}
                  {editing?.kind === 'edit' && editing.period.contractId === period.contractId && (
                    <ContractPeriodForm
                      period={period}
                      busy={change.isPending}
                      onSubmit={submit}
                      onCancel={() => setEditing(null)}
                    />
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      {mayManage && editing?.kind === 'new' && (
        <ContractPeriodForm
          period={null}
          busy={change.isPending}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        />
      )}
      {mayManage && editing === null && contracts.isSuccess && (
        <Group>
          <Button
            ref={addButton}
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => {
              setSaved(null);
              setEditing({ kind: 'new' });
            }}
          >
            {t('contracts.add')}
          </Button>
        </Group>
      )}
    </DialogSection>
  );
}

/** The question before a period goes; the safe answer, Annuleren, takes the focus. */
function DeleteQuestion({
  question,
  busy,
  onConfirm,
  onCancel,
}: {
  question: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('employees');
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <Stack gap="xs">
      <Text size="sm" role="alert">
        {question}
      </Text>
      <Group gap="sm">
        <Button ref={cancel} variant="default" size="xs" onClick={onCancel} disabled={busy}>
          {t('contracts.cancel')}
        </Button>
        <Button color="red" size="xs" loading={busy} onClick={onConfirm}>
          {t('contracts.deleteConfirm')}
        </Button>
      </Group>
    </Stack>
  );
}
