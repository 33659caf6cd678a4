import { formatDate, formatTime } from '@klokwerk/domain/format';
import { compareDates, type LocalDate, localDateOf } from '@klokwerk/domain/local-date';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconPencil, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/signed-in/scroll-table';
import type { EmployeeAvailability } from '../../../lib/queries/availability';
import { STATUS_COLOURS } from '../../../lib/status-colours';
import { reasonOf } from '../lib/save-failures';
import classes from './availability-table.module.css';

export interface AvailabilityTableProps {
  list: UseQueryResult<EmployeeAvailability>;
  timeZone: string;
  /** "November 2026": the month the list covers. */
  monthLabel: string;
  /** Entries before this day are history: they can no longer be changed. */
  today: LocalDate;
  onEdit(entry: EmployeeAvailability[number]): void;
  onDelete(entry: EmployeeAvailability[number]): void;
}

/**
 * Ingevoerde Beschikbaarheid (docs/screens.md#availability): the month's entries with date, times and
 * Ja/Nee, in the company's clock; the empty text; the list error with a way to try again.
 */
export function AvailabilityTable({
  list,
  timeZone,
  monthLabel,
  today,
  onEdit,
  onDelete,
}: AvailabilityTableProps) {
  const { t } = useTranslation('availability');
  const { t: tShared } = useTranslation();
  const titleId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <div>
        <Title order={2} size="h3" id={titleId}>
          {t('table.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {monthLabel}
        </Text>
      </div>
      {list.isPending && list.fetchStatus !== 'idle' && (
        <Stack gap="xs" role="status">
          <VisuallyHidden>{tShared('app.loading')}</VisuallyHidden>
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      )}
      {list.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm" fw={600}>
              {t('table.loadFailed')}
            </Text>
            <Text size="sm">{reasonOf(list.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
              {t('table.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {list.isSuccess && list.data.length === 0 && <Text>{t('table.empty')}</Text>}
      {list.isSuccess && list.data.length > 0 && (
        <ScrollTable minWidth={340} labelledBy={titleId}>
          <Table
            aria-labelledby={titleId}
            verticalSpacing="sm"
            highlightOnHover
            className={classes.table}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('table.date')}</Table.Th>
                <Table.Th scope="col">{t('table.startTime')}</Table.Th>
                <Table.Th scope="col">{t('table.endTime')}</Table.Th>
                <Table.Th scope="col">{t('table.available')}</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((entry) => {
                const start = new Date(entry.startTime);
                const date = formatDate(start, timeZone);
                const current = compareDates(localDateOf(start, timeZone), today) >= 0;
                return (
                  <Table.Tr key={entry.id}>
                    <Table.Th scope="row" fw={500}>
                      {date}
                    </Table.Th>
                    <Table.Td>{formatTime(start, timeZone)}</Table.Td>
                    <Table.Td>{formatTime(new Date(entry.endTime), timeZone)}</Table.Td>
                    <Table.Td>
                      <Badge
                        variant="filled"
                        tt="none"
                        color={STATUS_COLOURS[entry.available ? 'positive' : 'negative']}
                      >
                        {entry.available ? t('table.yes') : t('table.no')}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {current && (
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('table.edit', { date })}
                            onClick={() => onEdit(entry)}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red.9"
                            aria-label={t('table.delete', { date })}
                            onClick={() => onDelete(entry)}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}
