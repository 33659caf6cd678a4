import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../lib/session';
import { usePageTitle } from '../lib/use-page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  const session = useSession();
  usePageTitle(t('notFound.title'));

  return (
    <Stack gap="md" py="xl">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.text')}</Text>
      {session ? (
        <Anchor component={Link} to="/dashboard">
          {t('notFound.toDashboard')}
        </Anchor>
      ) : (
        // The landing page is a page of its own, not a route of the app: a full page load.
        <Anchor href="/">{t('notFound.toHome')}</Anchor>
      )}
    </Stack>
  );
}
