import { can } from '@klokwerk/domain/policies';
import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BannerAlert } from '../../../components/signed-in/banner-alert';
import { CompanySelect } from '../../../components/signed-in/company-select';
import { PageHeading } from '../../../components/signed-in/page-heading';
import { PermittedPage } from '../../../components/signed-in/permitted-page';
import { useBanner } from '../../../components/signed-in/use-banner';
import { useJobTitles } from '../../../lib/queries/organisation';
import type { Session } from '../../../lib/session';
import { useWorkingCompany } from '../../../lib/use-working-company';
import { useStaffing } from '../api/staffing';
import { StaffingForm } from '../components/staffing-form';

/**
 * Bezetting, /bezetting (docs/roster-proposal.md#how-the-product-feeds-the-model): per weekday how many people
 * of which job title a company needs, and its weekly wage budget. Rooster voorstellen fills it.
 */
export function StaffingPage() {
  const { t } = useTranslation('staffing');
  return <PermittedPage title={t('title')} permission="staffing.view" screen={StaffingScreen} />;
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
      <PageHeading title={t('title')} intro={t('intro')}>
        {can(session.role, 'schedule.edit') && (
          <Anchor component={Link} to="/Schedulepro">
            {t('toRoster')}
          </Anchor>
        )}
      </PageHeading>
      <CompanySelect value={companyId} onChange={choose} label={t('company')} maw={{ sm: 360 }} />
      <BannerAlert banner={banner} onClose={close} />
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
