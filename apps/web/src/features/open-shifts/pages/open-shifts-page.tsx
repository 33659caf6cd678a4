import { localDateOf, toIsoDate } from '@klokwerk/domain/local-date';
import { Stack, Switch, Title } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyScreen } from '../../../components/signed-in/company-screen';
import { PermittedPage } from '../../../components/signed-in/permitted-page';
import { QueryList } from '../../../components/signed-in/query-list';
import { useBanner } from '../../../components/signed-in/use-banner';
import {
  useCompanyOffers,
  useCompanyOpenShifts,
  useOpenShiftSettings,
  useSaveOpenShiftSettings,
} from '../../../lib/queries/open-shifts';
import type { Session } from '../../../lib/session';
import { useWorkingCompany } from '../../../lib/use-working-company';
import { NewOpenShiftForm } from '../components/new-open-shift-form';
import { OfferCard } from '../components/offer-card';
import { OpenShiftCard } from '../components/open-shift-card';
import { useDeleteOpenShiftFlow } from '../components/use-delete-open-shift';

const loadDialog = () => import('../components/delete-open-shift-dialog');
const DeleteOpenShiftDialog = lazy(async () => ({
  default: (await loadDialog()).DeleteOpenShiftDialog,
}));
const prepareDelete = () => void loadDialog();

/**
 * Open diensten, /open-diensten (docs/open-shifts-and-swaps.md): the planners publish open
 * shifts, decide the claims on them and the hand-overs of offered shifts, with the taker's
 * labour-law findings beside each; and choose whether the first claim wins at once.
 */
export function OpenShiftsPage() {
  const { t } = useTranslation('open-shifts');
  return <PermittedPage title={t('title')} permission="open-shifts.manage" screen={OpenShifts} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function OpenShifts({ session }: { session: Session }) {
  const { t } = useTranslation('open-shifts');
  const working = useWorkingCompany(session);
  const { companyId, timeZone } = working;
  const shifts = useCompanyOpenShifts(companyId);
  const offers = useCompanyOffers(companyId);
  const settings = useOpenShiftSettings(companyId);
  const save = useSaveOpenShiftSettings();
  const { banner, show, close } = useBanner();
  const deletes = useDeleteOpenShiftFlow(show);
  const today = toIsoDate(localDateOf(new Date(), timeZone));

  return (
    <CompanyScreen
      title={t('title')}
      intro={t('intro')}
      companyLabel={t('companyLabel')}
      noCompany={t('noCompany')}
      working={working}
      banner={banner}
      onCloseBanner={close}
    >
      {(companyId) => (
        <>
          <Switch
            label={t('autoApprove.label')}
            description={t('autoApprove.description')}
            checked={settings.data?.autoApprove ?? false}
            disabled={!settings.isSuccess || save.isPending}
            onChange={(event) =>
              save.mutate(
                { companyId, autoApprove: event.currentTarget.checked },
                { onError: () => show('error', t('autoApprove.failed'), true) },
              )
            }
          />
          <NewOpenShiftForm key={companyId} companyId={companyId} today={today} show={show} />
          <Section title={t('list.title')}>
            <QueryList
              query={shifts}
              items={(data) => data}
              loading={{ rows: 2, height: 96 }}
              failed={t('list.failed')}
              retryLabel={t('retry')}
              empty={t('list.empty')}
            >
              {(shift) => (
                <OpenShiftCard
                  key={shift.openShiftId}
                  shift={shift}
                  timeZone={timeZone}
                  show={show}
                  onDelete={deletes.open}
                  onPrepareDelete={prepareDelete}
                  opening={deletes.openingId === shift.openShiftId}
                />
              )}
            </QueryList>
          </Section>
          <Section title={t('offers.title')}>
            <QueryList
              query={offers}
              items={(data) => data}
              loading={{ rows: 2, height: 96 }}
              failed={t('offers.failed')}
              retryLabel={t('retry')}
              empty={t('offers.empty')}
            >
              {(offer) => (
                <OfferCard key={offer.offerId} offer={offer} timeZone={timeZone} show={show} />
              )}
            </QueryList>
          </Section>
          <Suspense fallback={null}>
            {deletes.dialog && (
              <DeleteOpenShiftDialog
                shift={deletes.dialog.subject}
                timeZone={timeZone}
                opened={deletes.dialog.opened}
                deleting={deletes.deleting}
                onConfirm={deletes.confirm}
                onClose={deletes.close}
              />
            )}
          </Suspense>
        </>
      )}
    </CompanyScreen>
  );
}
