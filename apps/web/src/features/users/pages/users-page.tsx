import { can } from '@klokwerk/domain/policies';
import { Grid, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerAlert } from '../../../components/signed-in/banner-alert';
import { CompanySelect } from '../../../components/signed-in/company-select';
import { PageHeading } from '../../../components/signed-in/page-heading';
import { PermittedPage } from '../../../components/signed-in/permitted-page';
import { useBanner } from '../../../components/signed-in/use-banner';
import type { CompanyUser } from '../../../lib/queries/company-users';
import { useSelectedCompany } from '../../../lib/selected-company';
import type { Session } from '../../../lib/session';
import { InvitationForm } from '../components/invitation-form';
import { UsersOverview } from '../components/users-overview';

// The dialog and Mantine's modal stack load when someone first reaches for a user.
const loadDialog = () => import('../components/user-dialog');
const UserDialog = lazy(async () => ({ default: (await loadDialog()).UserDialog }));
const prepareDialog = () => void loadDialog();

/**
 * Registratielink Genereren, the settings card Medewerker Beheren (docs/screens.md#registration-links): invite
 * someone, and manage the company's accounts. For the roles with `users.manage` (docs/roles-and-policies.md).
 */
export function UsersPage() {
  const { t } = useTranslation('users');
  return <PermittedPage title={t('title')} permission="users.manage" screen={Users} />;
}

function Users({ session }: { session: Session }) {
  const { t } = useTranslation('users');
  const [companyId, chooseCompany] = useSelectedCompany(session);
  const { banner, show, close } = useBanner();
  const [selected, setSelected] = useState<CompanyUser | null>(null);
  const [opened, setOpened] = useState(false);
  // Each opening starts afresh: the role as the list now has it, no banner of last time.
  const [openings, setOpenings] = useState(0);

  const open = (user: CompanyUser) => {
    setSelected(user);
    setOpenings((n) => n + 1);
    setOpened(true);
  };

  return (
    <Stack gap="lg" py="xl">
      <PageHeading
        title={t('title')}
        intro={t('intro')}
        backToSettings={can(session.role, 'settings.view')}
      />
      <CompanySelect
        value={companyId}
        onChange={chooseCompany}
        placeholder={t('chooseCompany')}
        maw={{ sm: 420 }}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <InvitationForm companyId={companyId} actorRole={session.role} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <UsersOverview companyId={companyId} onOpen={open} onPrepare={prepareDialog}>
            <BannerAlert banner={banner} onClose={close} />
          </UsersOverview>
        </Grid.Col>
      </Grid>
      <Suspense fallback={null}>
        {selected && companyId !== null && (
          <UserDialog
            key={openings}
            user={selected}
            companyId={companyId}
            actorRole={session.role}
            opened={opened}
            onClose={() => setOpened(false)}
            onRoleSaved={() => {
              setOpened(false);
              show('success', t('dialog.roleSaved'));
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}
