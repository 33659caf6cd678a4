import { hoursCsvName } from '@klokwerk/domain/report-csv';
import type { TitleOrder } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BannerAlert } from '../../../components/signed-in/banner-alert';
import { useBanner } from '../../../components/signed-in/use-banner';
import type { Session } from '../../../lib/session';
import { useHoursReport } from '../api/get-hours-report';
import type { Reach } from '../lib/available-reports';
import { failureText } from '../lib/error-text';
import { usePeriod } from '../lib/use-period';
import { useReportCompany } from '../lib/use-report-company';
import { ExportButton } from './export-button';
import { HoursSummarySection, hasHours } from './hours-summary-section';
import { MonthReport } from './month-report';
import { PeriodSelect } from './period-select';
import { RecordsSection } from './records-section';

export interface HoursReportProps {
  session: Session;
  reach: Reach;
  title: string;
  titleOrder: 1 | 2;
}

/**
 * Werknemersuren per Maand (docs/screens.md#hours-report): the month's registrations, their
 * approval, and the hours the server calculated, with the CSV export. Staff see their own.
 */
export function HoursReport({ session, reach, title, titleOrder }: HoursReportProps) {
  const { t } = useTranslation('reports');
  const company = useReportCompany(session);
  const [period, setPeriod] = usePeriod();
  const report = useHoursReport(company.companyId, period);
  const { banner, show, close } = useBanner();
  const sectionOrder = (titleOrder + 1) as TitleOrder;

  return (
    <MonthReport
      session={session}
      title={title}
      titleOrder={titleOrder}
      intro={reach === 'own' ? t('hours.ownIntro') : t('hours.intro')}
      company={company}
      period={period}
      controls={
        <>
          <PeriodSelect value={period} onChange={setPeriod} />
          <ExportButton
            input={
              company.companyId !== null && hasHours(report.data)
                ? { report: 'hours', companyId: company.companyId, period }
                : null
            }
            fallbackName={hoursCsvName(period.year, period.month)}
            onFailed={(error) => show('error', failureText(t('loadFailed'), error), true)}
          />
        </>
      }
      notice={<BannerAlert banner={banner} onClose={close} />}
      reportState={report.data?.monthStatus}
    >
      {(companyId) => (
        <>
          {/* The sums first: a month's registrations run to hundreds of rows. */}
          <HoursSummarySection
            report={report}
            reach={reach}
            period={period}
            titleOrder={sectionOrder}
          />
          <RecordsSection
            reach={reach}
            companyId={companyId}
            employeeId={session.employeeId}
            period={period}
            timeZone={company.timeZone}
            titleOrder={sectionOrder}
            closed={report.data?.monthStatus?.closed === true}
            onNotice={show}
          />
        </>
      )}
    </MonthReport>
  );
}
