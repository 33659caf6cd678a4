import { localDateOf } from '@klokwerk/domain/local-date';
import { can } from '@klokwerk/domain/policies';
import { Paper, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerAlert } from '../../../components/signed-in/banner-alert';
import { LoadFailed, LoadingRows } from '../../../components/signed-in/load-states';
import { ObjectHistory } from '../../../components/signed-in/object-history';
import { PageHeading } from '../../../components/signed-in/page-heading';
import { PermittedPage } from '../../../components/signed-in/permitted-page';
import { SettingsCompany } from '../../../components/signed-in/settings-parts';
import { useBanner } from '../../../components/signed-in/use-banner';
import { companyTimeZone, useCompanies } from '../../../lib/queries/companies';
import { useSelectedCompany } from '../../../lib/selected-company';
import type { Session } from '../../../lib/session';
import { usePaySettings } from '../api/get-pay-settings';
import { PaySettingsForm } from '../components/pay-settings-form';

/**
 * Verlof en toeslagen (docs/screens.md#leave-and-surcharges): a company's holidays, extra
 * leave, sick-hours basis and surcharge bands. The roles of `pay-settings.view` read them, the
 * settings roles change them (docs/roles-and-policies.md#actions).
 */
export function PaySettingsPage() {
  const { t } = useTranslation('pay');
  return <PermittedPage title={t('title')} permission="pay-settings.view" screen={PaySettings} />;
}

function PaySettings({ session }: { session: Session }) {
  const { t } = useTranslation('pay');
  const [companyId, chooseCompany] = useSelectedCompany(session);
  const settings = usePaySettings(companyId);
  const companies = useCompanies();
  const { banner, show, close } = useBanner();
  const saved = useCallback(() => show('success', t('saved')), [show, t]);
  const failed = useCallback((message: string) => show('error', message), [show]);
  const readOnly = !can(session.role, 'pay-settings.manage');
  const year = localDateOf(new Date(), companyTimeZone(companies.data, companyId)).year;

  return (
    <Stack gap="lg" py="xl">
      <PageHeading
        title={t('title')}
        intro={t('intro')}
        backToSettings={can(session.role, 'settings.view')}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="xs">
          <SettingsCompany
            companyId={companyId}
            onChange={chooseCompany}
            readOnly={readOnly}
            texts={{ choose: t('chooseCompany'), readOnly: t('readOnly') }}
          />
          {settings.data && !settings.data.saved && (
            <Text size="sm" c="dimmed">
              {t('defaults')}
            </Text>
          )}
        </Stack>
      </Paper>
      <BannerAlert banner={banner} onClose={close} />
      {companyId !== null && settings.isPending && <LoadingRows rows={4} height={120} />}
      {settings.isError && (
        <LoadFailed
          title={t('loadFailed')}
          error={settings.error}
          retryLabel={t('retry')}
          onRetry={() => void settings.refetch()}
        />
      )}
      {companyId !== null && settings.data && (
        <>
          <PaySettingsForm
            // Another company starts a fresh form.
            key={companyId}
            settings={settings.data}
            year={year}
            readOnly={readOnly}
            onSaved={saved}
            onFailed={failed}
          />
          <ObjectHistory entity="pay_settings" entityId={companyId} companyId={companyId} />
        </>
      )}
    </Stack>
  );
}
