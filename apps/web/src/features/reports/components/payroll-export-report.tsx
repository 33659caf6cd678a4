import type { PayrollExport } from '@klokwerk/contract/payroll';
import { monthName } from '@klokwerk/domain/dutch-calendar';
import { nmbrsCsvName, payrollDaysCsvName } from '@klokwerk/domain/payroll-export';
import { Alert, Button, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerAlert } from '../../../components/signed-in/banner-alert';
import { useBanner } from '../../../components/signed-in/use-banner';
import type { Session } from '../../../lib/session';
import { type PayrollFormat, useDownloadPayrollFile } from '../api/download-payroll-file';
import { usePayrollExport } from '../api/get-payroll-export';
import { usePayrollSettings } from '../api/get-payroll-settings';
import { failureText } from '../lib/error-text';
import { type Period, periodKey } from '../lib/period';
import { saveFile } from '../lib/save-file';
import { usePeriod } from '../lib/use-period';
import { useReportCompany } from '../lib/use-report-company';
import { LoadError } from './load-error';
import { MonthReport } from './month-report';
import { PayrollSettingsForm } from './payroll-settings-form';
import { PayrollTable } from './payroll-table';
import { PeriodSelect } from './period-select';
import { TableSkeleton } from './table-skeleton';

const FALLBACK_NAMES: Record<PayrollFormat, (year: number, month: number) => string> = {
  nmbrs: nmbrsCsvName,
  csv: payrollDaysCsvName,
};

export interface PayrollExportReportProps {
  session: Session;
  title: string;
  titleOrder: 1 | 2;
}

/**
 * Salarisexport: per company and month the paid hours per employee, the wage-cost
 * report's own figures, as the Visma Nmbrs import sheet or a plain CSV per day, with the
 * company's payroll settings. A month that is not closed is exported with a warning.
 */
export function PayrollExportReport({ session, title, titleOrder }: PayrollExportReportProps) {
  const { t } = useTranslation('reports');
  const company = useReportCompany(session);
  const [period, setPeriod] = usePeriod();
  const preview = usePayrollExport(company.companyId, period);
  const settings = usePayrollSettings(company.companyId);
  const { banner, show, close } = useBanner();
  const sectionOrder = (titleOrder + 1) as TitleOrder;

  return (
    <MonthReport
      session={session}
      title={title}
      titleOrder={titleOrder}
      intro={t('payroll.intro')}
      rule={t('payroll.rule')}
      company={company}
      period={period}
      controls={<PeriodSelect value={period} onChange={setPeriod} />}
      notice={<BannerAlert banner={banner} onClose={close} />}
      reportState={preview.data?.monthStatus}
    >
      {(companyId) => (
        <>
          <ExportSection
            companyId={companyId}
            period={period}
            report={preview}
            titleOrder={sectionOrder}
            onFailed={(error) =>
              show('error', failureText(t('payroll.downloadFailed'), error), true)
            }
          />
          {settings.isPending && <TableSkeleton rows={1} />}
          {settings.isError && (
            <LoadError text={t('loadFailed')} onRetry={() => void settings.refetch()} />
          )}
          {settings.data && (
            <PayrollSettingsForm
              key={settings.data.companyId}
              settings={settings.data}
              titleOrder={sectionOrder}
              onNotice={show}
            />
          )}
        </>
      )}
    </MonthReport>
  );
}

interface ExportSectionProps {
  companyId: number;
  period: Period;
  report: ReturnType<typeof usePayrollExport>;
  titleOrder: TitleOrder;
  onFailed(error: unknown): void;
}

/** The month's figures, what to know before importing them, and the two downloads. */
function ExportSection({ companyId, period, report, titleOrder, onFailed }: ExportSectionProps) {
  const { t } = useTranslation('reports');
  const titleId = useId();
  const download = useDownloadPayrollFile();
  const data = report.data;
  const busy = download.isPending ? download.variables.format : null;

  const save = (format: PayrollFormat) =>
    download.mutate(
      { companyId, period, format },
      {
        onSuccess: (file) => saveFile(file, FALLBACK_NAMES[format](period.year, period.month)),
        onError: onFailed,
      },
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={titleOrder} size="h3" id={titleId}>
        {t('payroll.hoursTitle')}
      </Title>
      {report.isPending && <TableSkeleton rows={3} />}
      {report.isError && <LoadError text={t('loadFailed')} onRetry={() => void report.refetch()} />}
      {data && <Warnings report={data} />}
      {data && data.employees.length === 0 && (
        <Text>{t('payroll.empty', { month: monthName(period.year, period.month) })}</Text>
      )}
      {data && data.employees.length > 0 && (
        <>
          <PayrollTable
            report={data}
            label={t('payroll.tableCaption', { month: monthName(period.year, period.month) })}
          />
          {data.codeColumns.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('payroll.codesRule')}
            </Text>
          )}
          <Group gap="sm" wrap="wrap">
            <Button
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={busy === 'nmbrs'}
              disabled={busy === 'csv' || !settingsComplete(data)}
              onClick={() => save('nmbrs')}
            >
              {t('payroll.downloadNmbrs')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
              loading={busy === 'csv'}
              disabled={busy === 'nmbrs'}
              onClick={() => save('csv')}
            >
              {t('payroll.downloadCsv')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t('payroll.filesHint', { period: periodKey(period) })}
          </Text>
        </>
      )}
    </Stack>
  );
}

function settingsComplete({ settings }: PayrollExport): boolean {
  return (
    settings.debtorNumber !== null && settings.companyNumber !== null && settings.hoursCode !== null
  );
}

/**
 * What the person exporting should know: the month is not closed yet (the brief's own
 * sentence), and the server's other warnings in its own Dutch words.
 */
function Warnings({ report }: { report: PayrollExport }) {
  const { t } = useTranslation('reports');
  const others = report.warnings.filter((warning) => warning.code !== 'monthOpen');
  return (
    <>
      {!report.monthStatus.closed && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {t('payroll.monthOpen')}
        </Alert>
      )}
      {others.map((warning) => (
        <Alert
          key={warning.code}
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
        >
          {warning.message}
          {warning.code === 'missingPayrollNumbers' && report.missingPayrollNumbers.length > 0 && (
            <Text size="sm" mt={4}>
              {t('payroll.missingNumbers', {
                names: report.missingPayrollNumbers.map((e) => e.name).join(', '),
              })}
            </Text>
          )}
        </Alert>
      ))}
    </>
  );
}
