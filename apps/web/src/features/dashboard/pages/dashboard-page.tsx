import { greeting } from '@klokwerk/domain/greeting';
import { can } from '@klokwerk/domain/policies';
import { visibleTiles } from '@klokwerk/domain/tiles';
import { SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/signed-in/page-heading';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { useCompanyEmployees } from '../../../lib/queries/employees';
import { useSelectedCompany } from '../../../lib/selected-company';
import { type Session, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSignOut } from '../../../lib/use-sign-out';
import { DashboardTile } from '../components/dashboard-tile';
import { RosterNote } from '../components/roster-note';
import { TodayBoard } from '../components/today-board';

/**
 * The first name to greet (docs/screens.md#dashboard): that of the employee in the user's own company
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

/**
 * The company whose next week the Rooster tile checks: the one the roster opens on (chosen in
 * this tab, else the user's own), for the roles that plan and see the tile; null for others.
 */
function useNoteCompany(session: Session | null, hasRosterTile: boolean): number | null {
  const [companyId] = useSelectedCompany(
    session ?? { tenantId: null, userName: '', role: null, companyId: null },
  );
  const plans = session !== null && can(session.role, 'schedule.edit');
  return plans && hasRosterTile ? companyId : null;
}

export function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  usePageTitle(t('dashboard.title'));

  const firstName = useGreetingName(session);
  const title = greeting(new Date(), browserTimeZone(), firstName);
  const tiles = useMemo(
    () =>
      visibleTiles(
        session?.role ?? null,
        session?.subscription,
        session !== null && session.employeeId !== null,
      ),
    [session],
  );
  const noteCompany = useNoteCompany(
    session,
    tiles.some((tile) => tile.key === 'schedule'),
  );
  const timeZone = browserTimeZone();
  const [boardCompany] = useSelectedCompany(
    session ?? { tenantId: null, userName: '', role: null, companyId: null },
  );
  const showBoard = session !== null && can(session.role, 'today.view') && boardCompany !== null;

  return (
    <Stack gap="lg" py="xl">
      <PageHeading title={title} intro={t('dashboard.intro')} />
      {session && session.subscription === null && (
        <Text size="sm" c="dimmed" role="status">
          {t('dashboard.loadingSubscription')}
        </Text>
      )}
      {showBoard && <TodayBoard companyId={boardCompany} timeZone={timeZone} />}
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
              note={
                tile.key === 'schedule' && noteCompany !== null ? (
                  <RosterNote companyId={noteCompany} timeZone={timeZone} />
                ) : undefined
              }
            />
          ))}
        </SimpleGrid>
      </nav>
    </Stack>
  );
}
