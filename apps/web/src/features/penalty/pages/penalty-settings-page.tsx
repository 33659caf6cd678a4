import { can } from '@klokwerk/domain/policies';
import { Grid, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerAlert } from '../../../components/signed-in/banner-alert';
import { PageHeading } from '../../../components/signed-in/page-heading';
import { PermittedPage } from '../../../components/signed-in/permitted-page';
import { useBanner } from '../../../components/signed-in/use-banner';
import { useSelectedCompany } from '../../../lib/selected-company';
import type { Session } from '../../../lib/session';
import { PenaltyOverview } from '../components/penalty-overview';
import { PenaltySettingsPanel } from '../components/penalty-settings-panel';

/**
 * Penalty Instellingen (docs/screens.md#penalty-settings): the roles that read hours reports see the
 * settings, the settings roles change them (docs/roles-and-policies.md#roles).
 */
export function PenaltySettingsPage() {
  const { t } = useTranslation('penalty');
  return <PermittedPage title={t('title')} permission="penalty.view" screen={PenaltySettings} />;
}

function PenaltySettings({ session }: { session: Session }) {
  const { t } = useTranslation('penalty');
  const [companyId, chooseCompany] = useSelectedCompany(session);
  const { banner, show, close } = useBanner();
  const saved = useCallback(() => show('success', t('saved')), [show, t]);
  const failed = useCallback((message: string) => show('error', message), [show]);

  return (
    <Stack gap="lg" py="xl">
      <PageHeading
        title={t('title')}
        intro={t('intro')}
        backToSettings={can(session.role, 'settings.view')}
      />
      <BannerAlert banner={banner} onClose={close} />
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
