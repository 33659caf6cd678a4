import { shortWeekdayName } from '@klokwerk/domain/dutch-calendar';
import { formatDate, formatTime } from '@klokwerk/domain/format';
import { localDateOf } from '@klokwerk/domain/local-date';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SickReport } from '../../../lib/queries/leave';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * A sick report: since when (and until when once recovered), who registered it, and the
 * planned shifts in the period, which someone else must take over.
 */
export function SickReportCard({
  report,
  timeZone,
  onRecover,
}: {
  report: SickReport;
  timeZone: string;
  /** Those who may register recovery; null for readers. */
  onRecover: (() => void) | null;
}) {
  const { t } = useTranslation('leave');
  const nameId = useId();
  const since = new Date(report.sickFrom);
  const moment = (instant: Date) =>
    `${formatDate(instant, timeZone)} ${formatTime(instant, timeZone)}`;
  const open = report.recoveredAt === null;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={nameId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={700} id={nameId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {report.firstName} {report.lastName}
          </Text>
          {open ? (
            <Badge color="grape.9" variant="filled" tt="none">
              {t('sickness.title')}
            </Badge>
          ) : (
            <Badge color="gray.7" variant="filled" tt="none">
              {t('sickness.recovered')}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {report.recoveredAt === null
            ? t('sickness.since', {
                date: formatDate(since, timeZone),
                time: formatTime(since, timeZone),
              })
            : t('sickness.period', {
                from: moment(since),
                to: moment(new Date(report.recoveredAt)),
              })}
        </Text>
        {report.reportedByName && (
          <Text size="xs" c="dimmed">
            {t('sickness.reportedBy', { name: report.reportedByName })}
          </Text>
        )}
        <Text size="sm" fw={600}>
          {report.shifts.length === 0
            ? t('sickness.noShifts')
            : t('sickness.shifts', { count: report.shifts.length })}
        </Text>
        {report.shifts.length > 0 && (
          <Stack component="ul" gap={2} style={listStyle}>
            {report.shifts.map((shift) => {
              const start = new Date(shift.startTime);
              return (
                <Text component="li" size="sm" key={shift.scheduleId}>
                  {shortWeekdayName(localDateOf(start, timeZone))} {formatDate(start, timeZone)}{' '}
                  {formatTime(start, timeZone)}–{formatTime(new Date(shift.endTime), timeZone)}
                </Text>
              );
            })}
          </Stack>
        )}
        {open && onRecover && (
          <Group>
            <Button size="compact-sm" variant="light" onClick={onRecover}>
              {t('sickness.recover')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
