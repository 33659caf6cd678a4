import { hoursBalanceReportCall } from '@klokwerk/contract/balances';
import { hoursBalanceCsvName } from '@klokwerk/domain/hours-balance-csv';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerAlert } from '../../../components/signed-in/banner-alert';
import {
  HoursBalanceCells,
  HoursBalanceHeads,
} from '../../../components/signed-in/hours-balance-cells';
import { LoadFailed, LoadingRows } from '../../../components/signed-in/load-states';
import { MonthRangeSelect } from '../../../components/signed-in/month-range-select';
import { ScrollTable } from '../../../components/signed-in/scroll-table';
import { useBanner } from '../../../components/signed-in/use-banner';
import { downloadApi } from '../../../lib/api-client';
import {
  type MonthRange,
  type HoursBalanceReport as Report,
  useHoursBalanceReport,
} from '../../../lib/queries/balances';
import type { Session } from '../../../lib/session';
import { failureText } from '../lib/error-text';
import { saveFile } from '../lib/save-file';
import { useReportCompany } from '../lib/use-report-company';
import { CompanyMissing } from './company-missing';
import { ReportCompanySelect } from './report-company-select';

export interface HoursBalanceReportProps {
  session: Session;
  title: string;
  titleOrder: 1 | 2;
}

/** This year from January to this month: the balance so far. */
function yearSoFar(): MonthRange {
  const now = new Date();
  return { year: now.getFullYear(), from: 1, to: now.getMonth() + 1 };
}

/**
 * Plus/min-uren (docs/leave-and-hours-balance.md#hours-balance): per employee of the company the
 * contract hours against worked hours, leave and sick hours over the chosen months, and the
 * balance at the end, with the CSV of the other reports' conventions.
 */
export function HoursBalanceReport({ session, title, titleOrder }: HoursBalanceReportProps) {
  const { t } = useTranslation('balances');
  const company = useReportCompany(session);
  const [range, setRange] = useState<MonthRange>(yearSoFar);
  const report = useHoursBalanceReport(company.companyId, range);
  const { banner, show, close } = useBanner();
  const download = useMutation({
    mutationFn: (companyId: number) =>
      downloadApi(hoursBalanceReportCall, { query: { companyId, ...range, format: 'csv' } }),
    onSuccess: (file) => saveFile(file, hoursBalanceCsvName(range.year, range.from, range.to)),
    onError: (error) => show('error', failureText(t('hours.downloadFailed'), error), true),
  });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={titleOrder}>{title}</Title>
        <Text c="dimmed">{t('hours.intro')}</Text>
      </Stack>
      <Group gap="md" align="flex-end" wrap="wrap">
        <ReportCompanySelect company={company} />
        <MonthRangeSelect value={range} onChange={setRange} currentYear={yearSoFar().year} />
        {company.companyId !== null && (
          <Button
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={download.isPending}
            onClick={() => company.companyId !== null && download.mutate(company.companyId)}
          >
            {t('hours.download')}
          </Button>
        )}
      </Group>
      <BannerAlert banner={banner} onClose={close} />
      {company.companyId === null && <CompanyMissing company={company} />}
      {report.isPending && company.companyId !== null && <LoadingRows rows={3} height={40} />}
      {report.isError && (
        <LoadFailed
          title={t('hours.failed')}
          error={report.error}
          retryLabel={t('hours.retry')}
          onRetry={() => void report.refetch()}
        />
      )}
      {report.data && <BalanceTable report={report.data} />}
    </Stack>
  );
}

function BalanceTable({ report }: { report: Report }) {
  const { t } = useTranslation('balances');
  const captionId = useId();
  if (report.rows.length === 0) return <Text>{t('hours.noEmployees')}</Text>;
  return (
    <ScrollTable minWidth={760} labelledBy={captionId}>
      <Table striped>
        <Table.Caption id={captionId}>{t('hours.title')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('hours.employee')}</Table.Th>
            <HoursBalanceHeads withUnpaid />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={row.employeeId}>
              <Table.Td>{`${row.firstName} ${row.lastName}`}</Table.Td>
              <HoursBalanceCells figures={row} withUnpaid />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
