import { monthTitle } from '@klokwerk/domain/dutch-calendar';
import { formatNumber } from '@klokwerk/domain/format';
import { wageCostCsvName } from '@klokwerk/domain/report-csv';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalculator, IconDeviceFloppy } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import type { Session } from '../../../lib/session';
import { type WageCostReport as Report, useWageCost } from '../api/get-wage-cost';
import { useSaveExpense } from '../api/save-expense';
import { failureText } from '../lib/error-text';
import { periodKey } from '../lib/period';
import { usePeriod } from '../lib/use-period';
import { useReportCompany } from '../lib/use-report-company';
import { CompanyMissing } from './company-missing';
import { ExportButton } from './export-button';
import { LoadError } from './load-error';
import { MonthClosingPanel } from './month-closing-panel';
import { MonthPicker } from './month-picker';
import { ReportCompanySelect } from './report-company-select';
import { TableSkeleton } from './table-skeleton';
import { hasCodeFigures, WageCostCodesTable } from './wage-cost-codes-table';
import type { WageCostMessage } from './wage-cost-modal';
import { WageCostTable } from './wage-cost-table';

const loadModal = () => import('./wage-cost-modal');
const WageCostModal = lazy(async () => ({ default: (await loadModal()).WageCostModal }));

export interface WageCostReportProps {
  session: Session;
  title: string;
  titleOrder: 1 | 2;
}

/**
 * Loonkosten: the month's data loads on entry and on every new month; Bereken Kosten shows the
 * server's calculation with its modal, Opslaan stores its total, Exporteer (CSV) downloads the
 * server's file. For the roles of `reports.wages` only.
 */
export function WageCostReport({ session, title, titleOrder }: WageCostReportProps) {
  const { t } = useTranslation('reports');
  const company = useReportCompany(session);
  const [period, setPeriod] = usePeriod();
  const query = useWageCost(company.companyId, period);
  const save = useSaveExpense();
  const scope = `${company.companyId}:${periodKey(period)}`;
  // The calculation shown, for the company and month it was made for.
  const [calculated, setCalculated] = useState<{ scope: string; report: Report } | null>(null);
  const report = calculated?.scope === scope ? calculated.report : null;
  const [message, setMessage] = useState<WageCostMessage | null>(null);
  const [modalOpened, setModalOpened] = useState(false);
  const [calculating, setCalculating] = useState(false);

  const open = (next: WageCostMessage) => {
    void loadModal();
    setMessage(next);
    setModalOpened(true);
  };

  // A failed load: the red banner and the modal 'Fout' (docs/screens.md#wage-cost), once per failure.
  const failedAt = query.isError ? query.errorUpdatedAt : null;
  useEffect(() => {
    if (failedAt === null) return;
    setMessage({
      tone: 'error',
      title: t('wageCost.modal.loadFailedTitle'),
      text: t('wageCost.modal.loadFailedText'),
    });
    setModalOpened(true);
  }, [failedAt, t]);

  // The modal's code is fetched while the month loads: a result is seldom far behind.
  useEffect(() => void loadModal(), []);

  const calculate = async () => {
    setCalculating(true);
    // Fetched again: registrations approved since the page opened count too.
    const result = await query.refetch();
    setCalculating(false);
    if (!result.data || result.isError) return;
    setCalculated({ scope, report: result.data });
    open(
      result.data.rows.length === 0
        ? {
            tone: 'info',
            title: t('wageCost.modal.noDataTitle'),
            text: t('wageCost.modal.noDataText'),
          }
        : {
            tone: 'success',
            title: t('wageCost.modal.calculatedTitle'),
            text: t('wageCost.modal.calculatedText', {
              total: formatNumber(result.data.totalExpense),
            }),
          },
    );
  };

  const saveTotal = () => {
    if (!report || company.companyId === null) return;
    save.mutate(
      { companyId: company.companyId, period, totalExpense: report.totalExpense },
      {
        onSuccess: () =>
          open({
            tone: 'success',
            title: t('wageCost.modal.savedTitle'),
            text: t('wageCost.modal.savedText'),
          }),
        onError: (error) =>
          open({
            tone: 'error',
            title: t('wageCost.modal.saveFailedTitle'),
            text: t('wageCost.modal.saveFailedText'),
            detail: error instanceof ApiError ? error.message : undefined,
          }),
      },
    );
  };

  const monthName = monthTitle(period.year, period.month);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={titleOrder}>{title}</Title>
        <Text c="dimmed">{t('wageCost.intro')}</Text>
      </Stack>
      <Group gap="md" align="flex-end" wrap="wrap">
        <ReportCompanySelect company={company} />
        <MonthPicker value={period} onChange={setPeriod} />
      </Group>
      {company.companyId === null ? (
        <CompanyMissing company={company} />
      ) : (
        <>
          <MonthClosingPanel
            session={session}
            companyId={company.companyId}
            period={period}
            timeZone={company.timeZone}
            reportState={query.data?.monthStatus}
          />
          <Group gap="sm" wrap="wrap">
            <Button
              leftSection={<IconCalculator size={18} aria-hidden />}
              loading={calculating}
              disabled={query.isPending && !calculating}
              onClick={() => void calculate()}
            >
              {t('wageCost.calculate')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              disabled={!report || report.rows.length === 0}
              loading={save.isPending}
              onClick={saveTotal}
            >
              {t('wageCost.save')}
            </Button>
            <ExportButton
              input={
                report && report.rows.length > 0
                  ? { report: 'wage-cost', companyId: company.companyId, period }
                  : null
              }
              fallbackName={wageCostCsvName(period.year, period.month)}
              onFailed={(error) =>
                open({
                  tone: 'error',
                  title: t('wageCost.modal.exportFailedTitle'),
                  text: failureText(t('loadFailed'), error),
                })
              }
            />
          </Group>
          {query.isError && (
            <LoadError text={t('loadFailed')} onRetry={() => void query.refetch()} />
          )}
          {query.isPending && <TableSkeleton rows={3} />}
          {!query.isPending && !report && !query.isError && (
            <Text>{t('wageCost.notCalculated')}</Text>
          )}
          {report && report.rows.length === 0 && <Text>{t('wageCost.empty')}</Text>}
          {report && report.rows.length > 0 && (
            <WageCostTable
              report={report}
              label={t('wageCost.tableCaption', { period: monthName })}
            />
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
      )}
      {message && (
        <Suspense fallback={null}>
          <WageCostModal
            message={message}
            opened={modalOpened}
            onClose={() => setModalOpened(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
