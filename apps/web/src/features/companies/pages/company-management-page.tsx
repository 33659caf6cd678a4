import { allowsCompanyManagement } from '@klokwerk/domain/plans';
import { can } from '@klokwerk/domain/policies';
import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { NoAccess } from '../../../components/signed-in/no-access';
import { PageHeading } from '../../../components/signed-in/page-heading';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { CompanyManagement } from '../components/company-management';
import { ProRequired } from '../components/pro-required';

/**
 * Bedrijvenbeheer (docs/screens.md#company-management): for the settings roles with a plan of tier pro;
 * the server refuses everyone else anyway (docs/roles-and-policies.md).
 */
export function CompanyManagementPage() {
  const { t } = useTranslation('companies');
  const session = useSession();
  usePageTitle(t('title'));

  if (!can(session?.role, 'companies.manage')) return <NoAccess title={t('title')} />;
  // The plan is read again every 2 s until it is there (lib/session.ts).
  if (session?.subscription === null) return <PageLoader />;
  if (!allowsCompanyManagement(session?.subscription)) return <ProRequired />;

  return (
    <Stack gap="lg" py="xl">
      <PageHeading title={t('title')} intro={t('intro')} backToSettings />
      {session?.tenantId ? (
        <CompanyManagement />
      ) : (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('missingAuth')}
        </Alert>
      )}
    </Stack>
  );
}
