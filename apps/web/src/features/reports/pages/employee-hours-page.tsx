import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoAccess } from '../../../components/signed-in/no-access';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { HoursReport } from '../components/hours-report';
import { hoursReach } from '../lib/available-reports';

/**
 * /EmployeeHoursTable, Werknemersuren per Maand (docs/screens.md#hours-report): the hours report on a page of
 * its own, for whoever sees it on the Reports page.
 */
export function EmployeeHoursPage() {
  const { t } = useTranslation('reports');
  const session = useSession();
  usePageTitle(t('hours.title'));
  const reach = session ? hoursReach(session) : null;
  if (!session || !reach) return <NoAccess title={t('hours.title')} />;
  return (
    <Stack py="xl">
      <HoursReport session={session} reach={reach} title={t('hours.title')} titleOrder={1} />
    </Stack>
  );
}
