import { Button, Text } from '@mantine/core';
import { IconFirstAidKit } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryList } from '../../../components/signed-in/query-list';
import type { SickReport } from '../../../lib/queries/leave';
import { loadSick } from './leave-dialogs';
import { LeaveSection } from './leave-section';
import { SickReportCard } from './sick-report-card';

export interface SickReportsProps {
  query: UseQueryResult<SickReport[]>;
  timeZone: string;
  /** Who registers sickness (sickness.report) reports sick and recovered. */
  mayReport: boolean;
  onReport(): void;
  onRecover(report: SickReport): void;
}

/** The sick reports, open and recently recovered; the count is of those still open. */
export function SickReports({ query, timeZone, mayReport, onReport, onRecover }: SickReportsProps) {
  const { t } = useTranslation('leave');
  return (
    <LeaveSection
      title={t('sickness.title')}
      count={query.data?.filter((report) => report.recoveredAt === null).length}
      action={
        mayReport && (
          <Button
            leftSection={<IconFirstAidKit size={18} aria-hidden />}
            onPointerEnter={() => void loadSick()}
            onFocus={() => void loadSick()}
            onClick={onReport}
          >
            {t('sickness.report')}
          </Button>
        )
      }
    >
      <Text size="sm" c="dimmed">
        {t('sickness.privacy')}
      </Text>
      <QueryList
        query={query}
        items={(data) => data}
        loading={{ rows: 2, height: 80 }}
        failed={t('sickness.failed')}
        retryLabel={t('retry')}
        empty={t('sickness.empty')}
      >
        {(report) => (
          <SickReportCard
            key={report.sickReportId}
            report={report}
            timeZone={timeZone}
            onRecover={mayReport ? () => onRecover(report) : null}
          />
        )}
      </QueryList>
    </LeaveSection>
  );
}
