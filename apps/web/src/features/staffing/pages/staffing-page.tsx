import { can } from '@klokwerk/domain/policies';
import { Alert, Anchor, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanySelect } from '../../../components/signed-in/company-select';
import { NoAccess } from '../../../components/signed-in/no-access';
import { TimedAlert } from '../../../components/signed-in/timed-alert';
import { useBanner } from '../../../components/signed-in/use-banner';
import { useJobTitles } from '../../../lib/queries/organisation';
import { type Session, useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useWorkingCompany } from '../../../lib/use-working-company';
import { useStaffing } from '../api/staffing';
import { StaffingForm } from '../components/staffing-form';

/**
 * Bezetting, /bezetting (docs/roster-proposal.md#how-the-product-feeds-the-model): per weekday how many people
 * of which job title a company needs, and its weekly wage budget. Rooster voorstellen fills it.
 */
export function StaffingPage() {
  const { t } = useTranslation('staffing');
  const session = useSession();
  usePageTitle(t('title'));
  if (!session || !can(session.role, 'staffing.view')) return <NoAccess title={t('title')} />;
  return <StaffingScreen session={session} />;
}

function StaffingScreen({ session }: { session: Session }) {
  const { t } = useTranslation('staffing');
  const { companyId, choose } = useWorkingCompany(session);
  const staffing = useStaffing(companyId);
  const jobTitles = useJobTitles(companyId);
  const { banner, show, close } = useBanner();
  const readOnly = !can(session.role, 'staffing.edit');

  return (
    <Stack gap="lg" py="xl">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
        {can(session.role, 'schedule.edit') && (
          <Anchor component={Link} to="/Schedulepro">
            {t('toRoster')}
          </Anchor>
        )}
      </Stack>
      <CompanySelect value={companyId} onChange={choose} label={t('company')} maw={{ sm: 360 }} />
      {banner && (
        <TimedAlert key={banner.id} kind={banner.kind} onClose={close}>
          {banner.text}
        </TimedAlert>
      )}
      {companyId === null ? null : staffing.isError || jobTitles.isError ? (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      ) : staffing.data && jobTitles.data ? (
        <StaffingForm
          key={companyId}
          companyId={companyId}
          staffing={staffing.data}
          jobTitles={jobTitles.data}
          readOnly={readOnly}
          onSaved={() => show('success', t('saved'))}
        />
      ) : (
        <Skeleton height={240} radius="md" />
      )}
    </Stack>
  );
}
