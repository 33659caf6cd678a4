import { SimpleGrid, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanySelect } from '../../../components/signed-in/company-select';
import { PermittedPage } from '../../../components/signed-in/permitted-page';
import { TimedAlert } from '../../../components/signed-in/timed-alert';
import { useBanner } from '../../../components/signed-in/use-banner';
import { useCategories, useJobTitles } from '../../../lib/queries/organisation';
import type { Session } from '../../../lib/session';
import { useWorkingCompany } from '../../../lib/use-working-company';
import { CategoryForm } from '../components/category-form';
import { JobTitleForm } from '../components/job-title-form';
import classes from '../components/organisation.module.css';
import { OrganisationHeader } from '../components/organisation-header';
import { OrganisationOverview, type OverviewState } from '../components/organisation-overview';
import { useDeleteFlow } from '../components/use-delete-flow';
import { useLoadFailure } from '../components/use-load-failure';

const loadDialog = () => import('../components/confirm-delete-dialog');
const ConfirmDeleteDialog = lazy(async () => ({
  default: (await loadDialog()).ConfirmDeleteDialog,
}));
const prepareDelete = () => void loadDialog();

/**
 * Organisatie Structuur, /settings/category-jobtitlePro (docs/screens.md#organisation): the categories and
 * job titles of a company, for the roles that manage them; the others see Geen toegang.
 */
export function OrganisationPage() {
  const { t } = useTranslation('organisation');
  return (
    <PermittedPage
      title={t('title')}
      permission="organisation.manage"
      screen={OrganisationStructure}
    />
  );
}

function OrganisationStructure({ session }: { session: Session }) {
  const { t } = useTranslation('organisation');
  const { companyId, choose, companies } = useWorkingCompany(session);
  const categories = useCategories(companyId);
  const jobTitles = useJobTitles(companyId);
  const { banner: notice, show: showNotice, close: clearNotice } = useBanner();
  const [categoryId, setCategoryId] = useState<string | null>(null);

  const deletes = useDeleteFlow(companyId, {
    onNotice: showNotice,
    onCategoryDeleted: (id) =>
      setCategoryId((current) => (current === String(id) ? null : current)),
  });

  const chooseCompany = (id: number | null) => {
    choose(id);
    setCategoryId(null);
  };

  const loadFailure = useLoadFailure(
    companies.isError
      ? { prefix: t('errors.companies'), error: companies.error, at: companies.errorUpdatedAt }
      : categories.isError || jobTitles.isError
        ? {
            prefix: t('errors.data'),
            error: categories.error ?? jobTitles.error,
            at: Math.max(categories.errorUpdatedAt, jobTitles.errorUpdatedAt),
          }
        : null,
  );

  const ready = categories.data !== undefined && jobTitles.data !== undefined;
  let state: OverviewState = 'loading';
  if (companyId === null) state = companies.isPending ? 'loading' : 'noCompany';
  else if (ready) state = 'ready';
  else if (categories.isError || jobTitles.isError) state = 'failed';

  const retry = () => {
    if (companies.isError) void companies.refetch();
    void categories.refetch();
    void jobTitles.refetch();
  };

  return (
    <Stack gap="lg" py="xl">
      <OrganisationHeader
        counts={
          state === 'ready'
            ? { categories: categories.data?.length ?? 0, jobTitles: jobTitles.data?.length ?? 0 }
            : null
        }
      />
      <CompanySelect value={companyId} onChange={chooseCompany} maw={{ sm: 360 }} />
      <Stack gap="xs" className={classes.notices}>
        {loadFailure.text && (
          <TimedAlert kind="error" onClose={loadFailure.dismiss}>
            {loadFailure.text}
          </TimedAlert>
        )}
        {notice && (
          <TimedAlert key={notice.id} kind={notice.kind} onClose={clearNotice}>
            {notice.text}
          </TimedAlert>
        )}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CategoryForm
          key={`category-${companyId}`}
          companyId={companyId}
          onNotice={showNotice}
          onCreated={(created) => setCategoryId((current) => current ?? String(created.id))}
        />
        <JobTitleForm
          key={`job-title-${companyId}`}
          companyId={companyId}
          categories={categories.data ?? []}
          categoryId={categoryId}
          onCategoryChange={setCategoryId}
          onNotice={showNotice}
        />
      </SimpleGrid>
      <OrganisationOverview
        state={state}
        categories={categories.data ?? []}
        jobTitles={jobTitles.data ?? []}
        onRetry={retry}
        onDelete={deletes.open}
        onPrepareDelete={prepareDelete}
        openingKey={deletes.openingKey}
      />
      <Suspense fallback={null}>
        {deletes.dialog && (
          <ConfirmDeleteDialog
            target={deletes.dialog.subject}
            opened={deletes.dialog.opened}
            deleting={deletes.deleting}
            onConfirm={deletes.confirm}
            onClose={deletes.close}
          />
        )}
      </Suspense>
    </Stack>
  );
}
