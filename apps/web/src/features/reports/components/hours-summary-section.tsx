import { Alert, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HoursReport } from '../api/get-hours-report';
import type { Reach } from '../lib/available-reports';
import { monthValue, type Period } from '../lib/period';
import { HoursSummaryTable } from './hours-summary-table';
import { LoadError } from './load-error';
import { OwnHoursList } from './own-hours-list';
import { TableSkeleton } from './table-skeleton';

/** True when the month has hours to show and export: nothing Pending, and some rows. */
export function hasHours(report: HoursReport | undefined): boolean {
  return report !== undefined && report.pendingCount === 0 && report.employees.length > 0;
}

/**
 * The calculated hours, hidden while any registration of the month is Pending (docs/screens.md#hours-report):
 * sums that will still change must not be read as final.
 */
export function HoursSummarySection({
  report,
  reach,
  period,
  titleOrder,
}: {
  report: UseQueryResult<HoursReport>;
  reach: Reach;
  period: Period;
  titleOrder: TitleOrder;
}) {
  const { t } = useTranslation('reports');
  const titleId = useId();
  const data = report.data;
  return (
    <Stack gap="sm">
      <Title order={titleOrder} size="h3" id={titleId}>
        {t('hours.summary.title')}
      </Title>
      {report.isPending && <TableSkeleton rows={3} />}
      {report.isError && <LoadError text={t('loadFailed')} onRetry={() => void report.refetch()} />}
      {data && data.pendingCount > 0 && (
        <Alert color="yellow" variant="light" icon={<IconHourglass aria-hidden />}>
          {t('hours.summary.pending', { count: data.pendingCount })}
        </Alert>
      )}
      {data && data.pendingCount === 0 && data.employees.length === 0 && (
        <Text>
          {t('hours.summary.empty', { month: monthValue(period.month), year: period.year })}
        </Text>
      )}
      {data && hasHours(data) && (
        <>
          {reach === 'own' && data.employees[0] ? (
            <OwnHoursList row={data.employees[0]} labelledBy={titleId} />
          ) : (
            <HoursSummaryTable rows={data.employees} labelledBy={titleId} />
          )}
          <Text size="sm" c="dimmed">
            {t('hours.summary.explanation')}
          </Text>
        </>
      )}
    </Stack>
  );
}
