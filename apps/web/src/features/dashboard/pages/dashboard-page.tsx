import { greeting } from '@klokwerk/domain/greeting';
import { can } from '@klokwerk/domain/policies';
import { visibleTiles } from '@klokwerk/domain/tiles';
import { SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Session, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSignOut } from '../../../lib/use-sign-out';
import { useCompanyEmployees } from '../api/get-company-employees';
import { DashboardTile } from '../components/dashboard-tile';

/** The browser's zone: the user sits in the restaurant, whose clock the greeting follows. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Amsterdam';
}

/**
 * The first name to greet (spec part 1 §2): that of the employee in the user's own company
 * with the user's e-mail address, for roles that may list employees; otherwise the token's.
 * The token's name stands while the list loads, so the greeting does not flash "Gebruiker".
 */
function useGreetingName(session: Session | null): string | null {
  const mayList = session !== null && can(session.role, 'employees.view');
  const employees = useCompanyEmployees(mayList ? session.companyId : null);
  const email = session?.email?.toLowerCase();
  const employee = email
    ? employees.data?.find((candidate) => candidate.email.toLowerCase() === email)
    : undefined;
  return employee?.firstName || (session?.firstName ?? null);
}

export function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  usePageTitle(t('dashboard.title'));

  const firstName = useGreetingName(session);
  const title = greeting(new Date(), browserTimeZone(), firstName);
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
