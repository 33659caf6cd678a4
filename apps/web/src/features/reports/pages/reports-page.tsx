import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NoAccess } from '../../../components/signed-in/no-access';
import { PageHeading } from '../../../components/signed-in/page-heading';
import { type Session, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { ReportMenu } from '../components/report-menu';
import { availableReports, type ReportAccess, type ReportKey } from '../lib/available-reports';

/**
 * /ReportPage, Rapporten (docs/screens.md#reports): a menu of the reports the role may see
 * (docs/roles-and-policies.md#money-and-personal-data), the chosen one kept in the address (?report=) so it can be linked; roles without any
 * see Geen toegang.
 */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const session = useSession();
  usePageTitle(t('title'));
  const reports = session ? availableReports(session) : [];
  if (!session || reports.length === 0) return <NoAccess title={t('title')} />;
  return <Reports session={session} reports={reports} />;
}

function Reports({ session, reports }: { session: Session; reports: ReportAccess[] }) {
  const { t } = useTranslation('reports');
  const [params, setParams] = useSearchParams();
  const chosen = reports.find((report) => report.key === params.get('report')) ?? null;

  const choose = (key: ReportKey) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('report', key);
      return next;
    });

  return (
    <Stack gap="lg" py="xl">
      <PageHeading title={t('title')} intro={t('intro')} />
      <ReportMenu session={session} reports={reports} chosen={chosen} onChoose={choose} />
    </Stack>
  );
}
