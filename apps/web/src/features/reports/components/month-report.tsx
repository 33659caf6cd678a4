import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Session } from '../../../lib/session';
import type { ReportCompany } from '../lib/use-report-company';
import { CompanyMissing } from './company-missing';
import { MonthClosingPanel, type MonthClosingPanelProps } from './month-closing-panel';
import { ReportCompanySelect } from './report-company-select';

export interface MonthReportProps {
  session: Session;
  title: string;
  titleOrder: 1 | 2;
  /** What the report shows, under its title. */
  intro: string;
  /** The rule it follows, when there is one to know before reading the figures. */
  rule?: string;
  company: ReportCompany;
  period: MonthClosingPanelProps['period'];
  /** Beside the company: the month's choice, and an export where the report has one. */
  controls: ReactNode;
  /** Under the controls: the report's banner. */
  notice?: ReactNode;
  reportState: MonthClosingPanelProps['reportState'];
  /** The report itself, once there is a company. */
  children(companyId: number): ReactNode;
}

/**
 * The frame of a report of one company's month (Werknemersuren, Loonkosten, Salarisexport):
 * the title, the company and month chosen, and, once there is a company, the month's closing
 * above the figures.
 */
export function MonthReport({
  session,
  title,
  titleOrder,
  intro,
  rule,
  company,
  period,
  controls,
  notice,
  reportState,
  children,
}: MonthReportProps) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={titleOrder}>{title}</Title>
        <Text c="dimmed">{intro}</Text>
        {rule && <Text size="sm">{rule}</Text>}
      </Stack>
      <Group gap="md" align="flex-end" wrap="wrap">
        <ReportCompanySelect company={company} />
        {controls}
      </Group>
      {notice}
      {company.companyId === null ? (
        <CompanyMissing company={company} />
      ) : (
        <>
          <MonthClosingPanel
            session={session}
            companyId={company.companyId}
            period={period}
            timeZone={company.timeZone}
            reportState={reportState}
          />
          {children(company.companyId)}
        </>
      )}
    </Stack>
  );
}
