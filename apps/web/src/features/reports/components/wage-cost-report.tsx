import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../../lib/session';
import { MonthPicker } from './month-picker';
import { MonthReport } from './month-report';
import { loadWageCostModal } from './use-wage-cost-message';
import { useWageCostReport } from './use-wage-cost-report';
import { WageCostActions } from './wage-cost-actions';
import { WageCostResults } from './wage-cost-results';

const WageCostModal = lazy(async () => ({ default: (await loadWageCostModal()).WageCostModal }));

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
  const wageCost = useWageCostReport(session);
  const { company, period, query, report, modal } = wageCost;

  return (
    <>
      <MonthReport
        session={session}
        title={title}
        titleOrder={titleOrder}
        intro={t('wageCost.intro')}
        company={company}
        period={period}
        controls={<MonthPicker value={period} onChange={wageCost.setPeriod} />}
        reportState={query.data?.monthStatus}
      >
        {(companyId) => (
          <>
            <WageCostActions
              companyId={companyId}
              period={period}
              report={report}
              loading={query.isPending}
              calculating={wageCost.calculating}
              saving={wageCost.saving}
              onCalculate={() => void wageCost.calculate()}
              onSave={wageCost.saveTotal}
              onMessage={modal.open}
            />
            <WageCostResults
              period={period}
              report={report}
              loading={query.isPending}
              failed={query.isError}
              onRetry={() => void query.refetch()}
            />
          </>
        )}
      </MonthReport>
      {/* A portal: it shows over the report wherever it stands. */}
      {modal.message && (
        <Suspense fallback={null}>
          <WageCostModal message={modal.message} opened={modal.opened} onClose={modal.close} />
        </Suspense>
      )}
    </>
  );
}
