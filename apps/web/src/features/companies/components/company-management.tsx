import type { Company } from '@klokwerk/contract/companies';
import { Grid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerAlert } from '../../../components/signed-in/banner-alert';
import { RetryAlert } from '../../../components/signed-in/load-states';
import { useBanner } from '../../../components/signed-in/use-banner';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useCompanies } from '../../../lib/queries/companies';
import { useLazyDialog } from '../../../lib/use-lazy-dialog';
import { useDeleteCompany } from '../api/delete-company';
import { CompanyForm } from './company-form';
import { CompanyList } from './company-list';

const loadDialog = () => import('./delete-company-dialog');
const DeleteCompanyDialog = lazy(async () => ({
  default: (await loadDialog()).DeleteCompanyDialog,
}));

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}

/** The server refused with a reason (plan, limit, history): the banner waits until it is read. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 409);
}

/** The form, the list and the delete confirmation, with the screen's one banner above them. */
export function CompanyManagement() {
  const { t } = useTranslation('companies');
  const { t: tShared } = useTranslation();
  const companies = useCompanies();
  const remove = useDeleteCompany();
  const { banner, show, close } = useBanner();
  const [editing, setEditing] = useState<Company | null>(null);
  const deletes = useLazyDialog((company: Company) => company.companyId);
  const bannerRef = useRef<HTMLDivElement>(null);

  // The banner sits above the form; on a phone the list is far below it.
  useEffect(() => {
    if (banner) bannerRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [banner]);

  const saved = (company: Company, action: 'create' | 'update') => {
    setEditing(null);
    show('success', t(`success.${action}`, { name: company.companyName }));
  };
  const failed = (action: 'create' | 'update', error: unknown) =>
    show('error', `${t(`errors.${action}`)}: ${messageOf(error)}`, isRefusal(error));

  const confirmDelete = (company: Company) =>
    remove.mutate(company.companyId, {
      onSuccess: () => {
        if (editing?.companyId === company.companyId) setEditing(null);
        show('success', t('success.delete', { name: company.companyName }));
      },
      onError: (error) =>
        show('error', `${t('errors.delete')}: ${messageOf(error)}`, isRefusal(error)),
      onSettled: deletes.close,
    });

  return (
    <Stack gap="lg">
      <div ref={bannerRef}>
        <BannerAlert banner={banner} onClose={close} />
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <CompanyForm
            key={editing?.companyId ?? 'new'}
            editing={editing}
            onSaved={saved}
            onFailed={failed}
            onCancel={() => setEditing(null)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {companies.isPending && (
            <Stack gap="sm" role="status">
              <VisuallyHidden>{tShared('app.loading')}</VisuallyHidden>
              <Skeleton height={28} width="40%" />
              <Skeleton height={36} />
              <Skeleton height={120} />
              <Skeleton height={120} />
            </Stack>
          )}
          {companies.isError && (
            <RetryAlert retryLabel={t('retry')} onRetry={() => void companies.refetch()}>
              {`${t('errors.fetch')}: ${messageOf(companies.error)}`}
            </RetryAlert>
          )}
          {companies.isSuccess && (
            <CompanyList
              companies={companies.data}
              editingId={editing?.companyId ?? null}
              onEdit={setEditing}
              onDelete={deletes.open}
              onPrepareDelete={() => void loadDialog()}
              openingId={deletes.openingKey}
            />
          )}
        </Grid.Col>
      </Grid>
      <Suspense fallback={null}>
        {deletes.dialog && (
          <DeleteCompanyDialog
            opened={deletes.dialog.opened}
            company={deletes.dialog.subject}
            deleting={remove.isPending}
            onConfirm={confirmDelete}
            onClose={deletes.close}
          />
        )}
      </Suspense>
    </Stack>
  );
}
