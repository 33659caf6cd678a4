import { greeting } from '@klokwerk/domain/greeting';
import { visibleTiles } from '@klokwerk/domain/tiles';
import { SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSignOut } from '../../../lib/use-sign-out';
import { DashboardTile } from '../components/dashboard-tile';

/** The browser's zone: the user sits in the restaurant, whose clock the greeting follows. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Amsterdam';
}

export function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  usePageTitle(t('dashboard.title'));

  const title = greeting(new Date(), browserTimeZone(), session?.firstName);
  const tiles = useMemo(
    () => visibleTiles(session?.role ?? null, session?.subscription),
    [session?.role, session?.subscription],
  );

  return (
    <Stack gap="lg" py="xl">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('dashboard.intro')}</Text>
      </Stack>
      {session && session.subscription === null && (
        <Text size="sm" c="dimmed" role="status">
          {t('dashboard.loadingSubscription')}
        </Text>
      )}
      <nav aria-labelledby="dashboard-tiles">
        <VisuallyHidden>
          <h2 id="dashboard-tiles">{t('dashboard.tiles')}</h2>
        </VisuallyHidden>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {tiles.map((tile) => (
            <DashboardTile
              key={tile.key}
              tile={tile}
              onLogout={() => void signOut({ hard: true })}
            />
          ))}
        </SimpleGrid>
      </nav>
    </Stack>
  );
}
