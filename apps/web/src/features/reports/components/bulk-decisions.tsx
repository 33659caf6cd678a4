import { Button, Group, Stack, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RecordRow } from '../lib/record-rows';
import type { Decision } from './use-record-decisions';

/**
 * A registration "Alles goedkeuren" takes: one that waits and has a clock-out. A rejected one
 * stays rejected unless chosen on its own: the manager decided it once already. One marked for
 * review is decided apart (MarkedRecords), after its note is read; the server refuses it in a
 * bulk call that does not name it as reviewed.
 */
const approvable = (row: RecordRow) =>
  row.clockOutTime !== null && row.approvalStatus === 'Pending' && !row.needsReview;

export interface BulkDecisionsProps {
  /** The registrations the filter shows. */
  shown: readonly RecordRow[];
  /** The registrations ticked in the table. */
  chosen: readonly RecordRow[];
  busy: boolean;
  onDecide(targets: readonly RecordRow[], decision: Decision): void;
}

/** One decision for many registrations: all that are shown and wait, or the ones chosen. */
export function BulkDecisions({ shown, chosen, busy, onDecide }: BulkDecisionsProps) {
  const { t } = useTranslation('reports');
  const shownApprovable = shown.filter(approvable);
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Button
          leftSection={<IconChecks size={16} aria-hidden />}
          disabled={shownApprovable.length === 0 || busy}
          loading={busy}
          onClick={() => onDecide(shownApprovable, 'Approved')}
        >
          {t('hours.records.approveAll', { count: shownApprovable.length })}
        </Button>
        {chosen.length > 0 && (
          <>
            <Button
              variant="default"
              disabled={busy || !chosen.every((row) => row.clockOutTime !== null)}
              onClick={() => onDecide(chosen, 'Approved')}
            >
              {t('hours.records.approveSelected', { count: chosen.length })}
            </Button>
            <Button variant="default" disabled={busy} onClick={() => onDecide(chosen, 'Rejected')}>
              {t('hours.records.rejectSelected', { count: chosen.length })}
            </Button>
          </>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t('hours.records.bulkHint')}
      </Text>
    </Stack>
  );
}
