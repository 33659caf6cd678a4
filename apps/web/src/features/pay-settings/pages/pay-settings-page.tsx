import { localDateOf } from '@klokwerk/domain/local-date';
import { can } from '@klokwerk/domain/policies';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanySelect } from '../../../components/signed-in/company-select';
import { LoadFailed, LoadingRows } from '../../../components/signed-in/load-states';
import { NoAccess } from '../../../components/signed-in/no-access';
import { ObjectHistory } from '../../../components/signed-in/object-history';
import { TimedAlert } from '../../../components/signed-in/timed-alert';
import { useBanner } from '../../../components/signed-in/use-banner';
import { companyTimeZone, useCompanies } from '../../../lib/queries/companies';
import { useSelectedCompany } from '../../../lib/selected-company';
import { type Session, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePaySettings } from '../api/get-pay-settings';
import { PaySettingsForm } from '../components/pay-settings-form';

/**
 * Verlof en toeslagen (docs/screens.md#leave-and-surcharges): a company's holidays, extra
 * leave, sick-hours basis and surcharge bands. The roles of `pay-settings.view` read them, the
 * settings roles change them (docs/roles-and-policies.md#actions).
 */
export function PaySettingsPage() {
  const { t } = useTranslation('pay');
  const session = useSession();
  usePageTitle(t('title'));
  if (!session || !can(session.role, 'pay-settings.view')) return <NoAccess title={t('title')} />;
  return <PaySettings session={session} />;
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
      <Stack gap={4}>
        {can(session.role, 'settings.view') && (
          <div>
            <Anchor component={Link} to="/settings" size="sm">
              <IconArrowLeft size={16} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
              {t('backToSettings')}
            </Anchor>
          </div>
        )}
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="xs">
          <CompanySelect
            value={companyId}
            onChange={chooseCompany}
            placeholder={t('chooseCompany')}
          />
          {readOnly && (
            <Text size="sm" c="dimmed">
              {t('readOnly')}
            </Text>
          )}
          {companyId === null && <Text size="sm">{t('chooseCompany')}</Text>}
          {settings.data && !settings.data.saved && (
            <Text size="sm" c="dimmed">
              {t('defaults')}
            </Text>
          )}
        </Stack>
      </Paper>
      {banner && (
        <TimedAlert key={banner.id} kind={banner.kind} onClose={close}>
          {banner.text}
        </TimedAlert>
      )}
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
