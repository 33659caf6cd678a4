import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';

/**
 * Shown when a page fails to load or render. The usual cause is a new deployment whose page
 * chunks replaced the ones this tab knew, so the way out is a reload.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  usePageTitle(t('routeError.title'));

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Container size="sm">
      <Stack gap="md" py="xl">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text>{t('routeError.text')}</Text>
        <Button w="fit-content" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      </Stack>
    </Container>
  );
}
