import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOURS } from '../../../lib/status-colours';
import type { ContractPeriod, ContractPeriodValues } from '../api/contracts';
import { periodDatesText, weekdaysText, weekMinutesText } from '../lib/contract-format';
import { ContractDeleteQuestion } from './contract-delete-question';
import { ContractPeriodForm } from './contract-period-form';

function hoursText(period: ContractPeriod, t: TFunction<'employees'>): string {
  if (period.kind === 'zeroHours') return t('contracts.zeroHours');
  if (period.kind === 'minMax') {
    return t('contracts.minMax', {
      min: weekMinutesText(period.minMinutesPerWeek ?? 0),
      max: weekMinutesText(period.maxMinutesPerWeek ?? 0),
    });
  }
  return t('contracts.fixed', { hours: weekMinutesText(period.minutesPerWeek ?? 0) });
}

export interface ContractPeriodCardProps {
  period: ContractPeriod;
  today: string;
  /** Wijzigen and Verwijderen: for who may manage, while no period is being changed. */
  actions: boolean;
  /** The period's own form, or the question before removing it, in place. */
  open: 'edit' | 'delete' | null;
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
  onSubmit(body: ContractPeriodValues, onError: (error: unknown) => void): void;
  onRemove(): void;
  onCancel(): void;
}

/** One period in the list: its dates (and whether it runs today), hours and working days. */
export function ContractPeriodCard({
  period,
  today,
  open,
  busy,
  ...props
}: ContractPeriodCardProps) {
  const { t } = useTranslation('employees');
  const dates = periodDatesText(period.from, period.to);
  const current = period.from <= today && (period.to === null || period.to >= today);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
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
          {props.actions && (
            <Group gap={4}>
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPencil size={16} aria-hidden />}
                aria-label={t('contracts.editLabel', { period: dates })}
                onClick={props.onEdit}
              >
                {t('contracts.edit')}
              </Button>
              <Button
                variant="subtle"
                size="compact-sm"
                c="var(--mantine-color-error)"
                leftSection={<IconTrash size={16} aria-hidden />}
                aria-label={t('contracts.deleteLabel', { period: dates })}
                onClick={props.onDelete}
              >
                {t('contracts.delete')}
              </Button>
            </Group>
          )}
        </Group>
        <Text size="sm">{hoursText(period, t)}</Text>
        <Text size="sm" c="dimmed">
          {t('contracts.days', { days: weekdaysText(period.workingWeekdays) })}
        </Text>
        {open === 'delete' && (
          <ContractDeleteQuestion
            question={t('contracts.deleteQuestion', { period: dates })}
            busy={busy}
            onConfirm={props.onRemove}
            onCancel={props.onCancel}
          />
        )}
        {open === 'edit' && (
          <ContractPeriodForm
            period={period}
            busy={busy}
            onSubmit={props.onSubmit}
            onCancel={props.onCancel}
          />
        )}
      </Stack>
    </Paper>
  );
}
