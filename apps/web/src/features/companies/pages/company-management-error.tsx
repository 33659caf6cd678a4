import { Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { RetryAlert } from '../../../components/signed-in/load-states';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * What the screen shows when it fails to render (docs/screens.md#company-management): the specification's text
 * under the screen's own title, with the top bar still there and a way to try again.
 */
export function CompanyManagementError() {
  const { t } = useTranslation('companies');
  const error = useRouteError();
  usePageTitle(t('title'));
  useEffect(() => console.error('Bedrijvenbeheer kon niet worden getoond', error), [error]);
  return (
    <Stack gap="lg" py="xl">
      <Title order={1}>{t('title')}</Title>
      <RetryAlert retryLabel={t('retry')} onRetry={() => window.location.reload()}>
        {t('renderFailed')}
      </RetryAlert>
    </Stack>
  );
}
