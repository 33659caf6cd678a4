import { can } from '@klokwerk/domain/policies';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoAccess } from '../../../components/signed-in/no-access';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { WageCostReport } from '../components/wage-cost-report';

/** /ExpenseCalculator, Loonkosten (docs/screens.md#wage-cost): money, so `reports.wages` only (docs/roles-and-policies.md#money-and-personal-data). */
export function WageCostPage() {
  const { t } = useTranslation('reports');
  const session = useSession();
  usePageTitle(t('wageCost.title'));
  if (!session || !can(session.role, 'reports.wages')) {
    return <NoAccess title={t('wageCost.title')} />;
  }
  return (
    <Stack py="xl">
      <WageCostReport session={session} title={t('wageCost.title')} titleOrder={1} />
    </Stack>
  );
}
