import { formatDate, formatTime } from '@klokwerk/domain/format';
import { Button, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordRow } from '../lib/record-rows';

export interface MarkedRecordsProps {
  /** The month's registrations still marked for review. */
  rows: readonly RecordRow[];
  timeZone: string;
  titleOrder: TitleOrder;
  busyId: number | null;
  onApprove(row: RecordRow): void;
  onReject(row: RecordRow): void;
}

/**
 * The registrations a kiosk tap marked for review, apart from the table and outside "Alles
 * goedkeuren" (docs/screens.md#hours-report): each with its note and its own Goedkeuren and
 * Afkeuren, so that none is approved without someone reading why it was marked.
 */
export function MarkedRecords({
  rows,
  timeZone,
  titleOrder,
  busyId,
  onApprove,
  onReject,
}: MarkedRecordsProps) {
  const { t } = useTranslation('reports');
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs">
      <Title order={titleOrder} size="h4" id={titleId}>
        {t('hours.records.markedTitle', { count: rows.length })}
      </Title>
      <Text size="sm">{t('hours.records.markedIntro')}</Text>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => {
          const clockIn = new Date(row.clockInTime);
          const label = {
            name: row.name,
            date: formatDate(clockIn, timeZone),
            time: formatTime(clockIn, timeZone),
          };
          return (
            <Stack component="li" key={row.recordId} gap={4}>
              <Text size="sm" fw={600}>
                {t('hours.records.markedItem', label)}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.reviewNote}
              </Text>
              <Group gap="xs">
                {row.clockOutTime !== null && (
                  <Button
                    size="compact-sm"
                    variant="default"
                    leftSection={<IconCheck size={16} aria-hidden />}
                    disabled={busyId === row.recordId}
                    aria-label={t('hours.records.approveLabel', label)}
                    onClick={() => onApprove(row)}
                  >
                    {t('hours.records.approve')}
                  </Button>
                )}
                <Button
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconX size={16} aria-hidden />}
                  disabled={busyId === row.recordId}
                  aria-label={t('hours.records.rejectLabel', label)}
                  onClick={() => onReject(row)}
                >
                  {t('hours.records.reject')}
                </Button>
              </Group>
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
