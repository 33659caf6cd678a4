import { monthTitle } from '@klokwerk/domain/dutch-calendar';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WageCostReport } from '../api/get-wage-cost';
import type { Period } from '../lib/period';
import { LoadError } from './load-error';
import { TableSkeleton } from './table-skeleton';
import { hasCodeFigures, WageCostCodesTable } from './wage-cost-codes-table';
import { WageCostTable } from './wage-cost-table';

export interface WageCostResultsProps {
  period: Period;
  /** The calculation shown, or null before Bereken Kosten. */
  report: WageCostReport | null;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
}

/**
 * The month's load state and then the calculation: the wage cost per employee, the hours per pay
 * code when there are any, and the registrations left out; below it, what the figures mean.
 */
export function WageCostResults({
  period,
  report,
  loading,
  failed,
  onRetry,
}: WageCostResultsProps) {
  const { t } = useTranslation('reports');
  const monthName = monthTitle(period.year, period.month);
  return (
    <>
      {failed && <LoadError text={t('loadFailed')} onRetry={onRetry} />}
      {loading && <TableSkeleton rows={3} />}
      {!loading && !report && !failed && <Text>{t('wageCost.notCalculated')}</Text>}
      {report && report.rows.length === 0 && <Text>{t('wageCost.empty')}</Text>}
      {report && report.rows.length > 0 && (
        <WageCostTable report={report} label={t('wageCost.tableCaption', { period: monthName })} />
      )}
      {report && hasCodeFigures(report) && (
        <WageCostCodesTable report={report} period={monthName} />
      )}
      {report && report.skippedRecords > 0 && (
        <Text size="sm">{t('wageCost.skipped', { count: report.skippedRecords })}</Text>
      )}
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('wageCost.gross')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('wageCost.difference')}
        </Text>
      </Stack>
    </>
  );
}
