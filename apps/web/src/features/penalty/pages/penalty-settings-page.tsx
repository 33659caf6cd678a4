import { can } from '@klokwerk/domain/policies';
import { Grid, Stack, Text, Title } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToSettings } from '../../../components/signed-in/back-to-settings';
import { NoAccess } from '../../../components/signed-in/no-access';
import { TimedAlert } from '../../../components/signed-in/timed-alert';
import { useBanner } from '../../../components/signed-in/use-banner';
import { useSelectedCompany } from '../../../lib/selected-company';
import { type Session, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { PenaltyOverview } from '../components/penalty-overview';
import { PenaltySettingsPanel } from '../components/penalty-settings-panel';

/**
 * Penalty Instellingen (docs/screens.md#penalty-settings): the roles that read hours reports see the
 * settings, the settings roles change them (docs/roles-and-policies.md#roles).
 */
export function PenaltySettingsPage() {
  const { t } = useTranslation('penalty');
  const session = useSession();
  usePageTitle(t('title'));
  if (!session || !can(session.role, 'penalty.view')) return <NoAccess title={t('title')} />;
  return <PenaltySettings session={session} />;
}

function PenaltySettings({ session }: { session: Session }) {
  const { t } = useTranslation('penalty');
  const [companyId, chooseCompany] = useSelectedCompany(session);
  const { banner, show, close } = useBanner();
  const saved = useCallback(() => show('success', t('saved')), [show, t]);
  const failed = useCallback((message: string) => show('error', message), [show]);

  return (
    <Stack gap="lg" py="xl">
      <Stack gap={4}>
        {can(session.role, 'settings.view') && (
          <div>
            <BackToSettings />
          </div>
        )}
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      {banner && (
        <TimedAlert key={banner.id} kind={banner.kind} onClose={close}>
          {banner.text}
        </TimedAlert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <PenaltySettingsPanel
              companyId={companyId}
              onCompanyChange={chooseCompany}
              readOnly={!can(session.role, 'penalty.manage')}
              onSaved={saved}
              onFailed={failed}
            />
            <Text size="sm" c="dimmed">
              {t('explanation')}
            </Text>
            <Text size="sm">{t('legalNote')}</Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <PenaltyOverview selectedId={companyId} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
