import { inMonth, monthBounds } from '@klokwerk/domain/month-bounds';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { monthDatePeriod } from '../../../lib/calendar-month';
import {
  type Correction,
  useCompanyCorrections,
  useOwnCorrections,
} from '../../../lib/queries/corrections';
import type { Session } from '../../../lib/session';
import type { Reach } from '../lib/available-reports';
import { monthValue, type Period } from '../lib/period';
import { usePeriod } from '../lib/use-period';
import { useReportCompany } from '../lib/use-report-company';
import { CompanyMissing } from './company-missing';
import { CorrectionsTable } from './corrections-table';
import { LoadError } from './load-error';
import { PeriodSelect } from './period-select';
import { ReportCompanySelect } from './report-company-select';
import { TableSkeleton } from './table-skeleton';

export interface CorrectionsReportProps {
  session: Session;
  reach: Reach;
  title: string;
  titleOrder: 1 | 2;
}

/**
 * One's own corrections of the month: the call by e-mail answers every month, so the screen
 * keeps the chosen one, by the company's calendar as the company call does.
 */
function inPeriod(corrections: readonly Correction[], period: Period, timeZone: string) {
  const bounds = monthBounds(period.year, period.month, timeZone);
  return corrections.filter((c) => inMonth(new Date(c.requestedTime), bounds));
}

/**
 * Urencorrectie on the Reports page: the month's corrections, read-only with their status
 * badges; reviewers see the company's, staff their own (docs/roles-and-policies.md). Reviewing happens on the
 * Uren Correctie screen.
 */
export function CorrectionsReport({ session, reach, title, titleOrder }: CorrectionsReportProps) {
  const { t } = useTranslation('reports');
  const company = useReportCompany(session);
  const [period, setPeriod] = usePeriod();
  const companyList = useCompanyCorrections(
    reach === 'company' ? company.companyId : null,
    monthDatePeriod(period),
  );
  const ownList = useOwnCorrections(reach === 'own' ? session.email : null);
  const query = reach === 'company' ? companyList : ownList;
  const corrections = useMemo(
    () =>
      reach === 'company'
        ? (companyList.data ?? [])
        : inPeriod(ownList.data ?? [], period, company.timeZone),
    [reach, companyList.data, ownList.data, period, company.timeZone],
  );
  const count = (status: Correction['status']) =>
    corrections.filter((c) => c.status === status).length;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={titleOrder}>{title}</Title>
        <Text c="dimmed">
          {reach === 'own' ? t('corrections.ownIntro') : t('corrections.intro')}
        </Text>
      </Stack>
      <Group gap="md" align="flex-end" wrap="wrap">
        {reach === 'company' && <ReportCompanySelect company={company} />}
        <PeriodSelect value={period} onChange={setPeriod} />
      </Group>
      {reach === 'company' && company.companyId === null ? (
        <CompanyMissing company={company} />
      ) : (
        <Stack gap="sm">
          {query.isPending && <TableSkeleton />}
          {query.isError && (
            <LoadError text={t('corrections.loadFailed')} onRetry={() => void query.refetch()} />
          )}
          {query.isSuccess && corrections.length === 0 && (
            <Text>
              {t('corrections.empty', { month: monthValue(period.month), year: period.year })}
            </Text>
          )}
          {corrections.length > 0 && (
            <>
              <Text size="sm">
                {t('corrections.counts', {
                  pending: count('PENDING'),
                  approved: count('APPROVED'),
                  rejected: count('REJECTED'),
                })}
              </Text>
              <CorrectionsTable
                corrections={corrections}
                timeZone={company.timeZone}
                showEmployee={reach === 'company'}
                label={title}
              />
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
