import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
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
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        <Stack gap="sm" align="flex-start">
          {t('renderFailed')}
          <Button size="xs" variant="light" color="red" onClick={() => window.location.reload()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}
