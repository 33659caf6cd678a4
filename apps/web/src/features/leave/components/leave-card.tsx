import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LeaveStatusBadge, useLeaveText } from '../../../components/signed-in/leave-labels';
import type { LeaveItem } from '../../../lib/queries/leave';

/** A request as the manager reads it: who, what kind, which days, its worth and note. */
export function LeaveCard({ leave, actions }: { leave: LeaveItem; actions?: ReactNode }) {
  const { t } = useTranslation('leave');
  const text = useLeaveText();
  const nameId = useId();
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={nameId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={700} id={nameId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {leave.firstName} {leave.lastName}
          </Text>
          <LeaveStatusBadge status={leave.status} />
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            {text.type(leave)}
          </Text>{' '}
          {text.days(leave)}
        </Text>
        <Text size="sm" c="dimmed">
          {text.worth(leave)}
        </Text>
        {leave.note && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('note', { note: leave.note })}
          </Text>
        )}
        {leave.decidedByName && leave.status === 'APPROVED' && (
          <Text size="xs" c="dimmed">
            {t('decidedBy', { name: leave.decidedByName })}
          </Text>
        )}
        {actions}
      </Stack>
    </Paper>
  );
}
