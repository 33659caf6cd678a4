import { Paper, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconCash,
  IconClockEdit,
  IconFileExport,
  IconPlusMinus,
  IconReportAnalytics,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../../lib/session';
import type { ReportAccess, ReportKey } from '../lib/available-reports';
import { CorrectionsReport } from './corrections-report';
import { HoursBalanceReport } from './hours-balance-report';
import { HoursReport } from './hours-report';
import { PayrollExportReport } from './payroll-export-report';
import classes from './report-menu.module.css';
import { WageCostReport } from './wage-cost-report';

const ICONS = {
  Onkosten: IconCash,
  employeeHours: IconReportAnalytics,
  timeCorrection: IconClockEdit,
  payrollExport: IconFileExport,
  hoursBalance: IconPlusMinus,
} as const;

export interface ReportMenuProps {
  session: Session;
  reports: readonly ReportAccess[];
  chosen: ReportAccess | null;
  onChoose(key: ReportKey): void;
}

/**
 * The side menu Rapporten (docs/screens.md#reports), a tab list above the report on a phone; only the
 * chosen report is mounted, so only its figures are fetched.
 */
export function ReportMenu({ session, reports, chosen, onChoose }: ReportMenuProps) {
  const { t } = useTranslation('reports');
  const wide = useMediaQuery('(min-width: 62em)', true);
  const titles = {
    Onkosten: t('wageCost.title'),
    employeeHours: t('hours.reportTitle'),
    timeCorrection: t('corrections.title'),
    payrollExport: t('payroll.title'),
    hoursBalance: t('menu.hoursBalance'),
  } as const;

  return (
    <Tabs
      value={chosen?.key ?? null}
      onChange={(key) => key && onChoose(key as ReportKey)}
      orientation={wide ? 'vertical' : 'horizontal'}
      variant="pills"
      keepMounted={false}
      classNames={{
        root: classes.root,
        list: classes.list,
        tabLabel: classes.tabLabel,
        panel: classes.panel,
      }}
    >
      <Tabs.List aria-label={t('menu.label')}>
        {reports.map(({ key }) => {
          const Icon = ICONS[key];
          return (
            <Tabs.Tab key={key} value={key} leftSection={<Icon size={20} aria-hidden />}>
              <Stack gap={0}>
                <span>{t(`menu.${key}`)}</span>
                {wide && (
                  <Text span size="xs" c="inherit">
                    {t(`menu.${key}Hint`)}
                  </Text>
                )}
              </Stack>
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {chosen === null && (
        <Paper withBorder radius="md" p="xl" className={classes.panel}>
          <Text fw={600}>{t('chooseReport')}</Text>
          <Text c="dimmed" size="sm">
            {wide ? t('chooseReportHint') : t('chooseReportHintPhone')}
          </Text>
        </Paper>
      )}
      {reports.map(({ key, reach }) => (
        <Tabs.Panel key={key} value={key}>
          {key === 'Onkosten' && (
            <WageCostReport session={session} title={titles[key]} titleOrder={2} />
          )}
          {key === 'employeeHours' && (
            <HoursReport session={session} reach={reach} title={titles[key]} titleOrder={2} />
          )}
          {key === 'timeCorrection' && (
            <CorrectionsReport session={session} reach={reach} title={titles[key]} titleOrder={2} />
          )}
          {key === 'payrollExport' && (
            <PayrollExportReport session={session} title={titles[key]} titleOrder={2} />
          )}
          {key === 'hoursBalance' && (
            <HoursBalanceReport session={session} title={titles[key]} titleOrder={2} />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
