import { DEFAULT_TIME_ZONE } from '@klokwerk/contract/companies';
import { Button, Group, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerAlert } from '../../../components/signed-in/banner-alert';
import { CompanySelect } from '../../../components/signed-in/company-select';
import { useBanner } from '../../../components/signed-in/use-banner';
import { monthAt, monthDatePeriod } from '../../../lib/calendar-month';
import { type Correction, useCompanyCorrections } from '../../../lib/queries/corrections';
import { useSelectedCompany } from '../../../lib/selected-company';
import type { Session } from '../../../lib/session';
import { failureText } from '../lib/failure';
import { NARROW, PHONE } from '../lib/media';
import { type Month, monthLabel } from '../lib/month';
import { countByStatus, STATUS_FILTERS, type StatusFilter, withStatus } from '../lib/status';
import { CorrectionsList } from './corrections-list';
import { CorrectionsTable } from './corrections-table';
import { MonthNavigator } from './month-navigator';
import { StatusTabs } from './status-tabs';
import { useCompanyZone } from './use-company-zone';

// The dialog and Mantine's modal stack load when someone first reaches for a pending status.
const loadDialog = () => import('./correction-dialog');
const CorrectionDialog = lazy(async () => ({ default: (await loadDialog()).CorrectionDialog }));
const prepareDialog = () => void loadDialog();

/**
 * The manager's view (corrections.review): a month of the chosen company's corrections, the
 * filter tabs with their counts, and the actions dialog of a pending one.
 */
export function CorrectionsReview({ session }: { session: Session }) {
  const { t } = useTranslation('corrections');
  const { t: tShared } = useTranslation();
  const [companyId, chooseCompany] = useSelectedCompany(session);
  const zone = useCompanyZone(companyId);
  const latest = monthAt(new Date(), zone ?? DEFAULT_TIME_ZONE);
  const [chosenMonth, setMonth] = useState<Month | null>(null);
  const month = chosenMonth ?? latest;
  // Read at once, not after the first paint: a phone should never flash the wide table.
  const narrow = useMediaQuery(NARROW, undefined, { getInitialValueInEffect: false });
  const phone = useMediaQuery(PHONE, undefined, { getInitialValueInEffect: false });
  const Rows = phone ? CorrectionsList : CorrectionsTable;
  const [chosenFilter, setFilter] = useState<StatusFilter>('PENDING');
  const filter = narrow ? 'ALL' : chosenFilter;
  const corrections = useCompanyCorrections(companyId, monthDatePeriod(month));
  const { banner, show, close } = useBanner();
  const [selected, setSelected] = useState<Correction | null>(null);
  const [opened, setOpened] = useState(false);
  // Each opening starts afresh: the actions, not the step where the last one ended.
  const [openings, setOpenings] = useState(0);

  const loadFailure = corrections.isError ? corrections.error : null;
  useEffect(() => {
    if (loadFailure) show('error', failureText('company', loadFailure, t), true);
  }, [loadFailure, show, t]);

  const open = (correction: Correction) => {
    close();
    setSelected(correction);
    setOpenings((n) => n + 1);
    setOpened(true);
  };

  const decided = (correction: Correction) => {
    setOpened(false);
    const name = correction.employeeName;
    show(
      'success',
      correction.status === 'REJECTED'
        ? t('review.rejected', { name })
        : t('review.approved', { name }),
    );
  };

  const items = corrections.data ?? [];
  const label = t('review.table.caption', { month: monthLabel(month) });

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('review.intro')}</Text>
      <Group justify="space-between" align="flex-end" gap="md">
        <CompanySelect
          value={companyId}
          onChange={chooseCompany}
          placeholder={t('review.chooseCompany')}
          w={{ base: '100%', sm: 360 }}
        />
        <MonthNavigator month={month} latest={latest} onChange={setMonth} />
      </Group>
      <BannerAlert banner={banner} onClose={close} />
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {companyId === null && <Text p="sm">{t('review.chooseCompany')}</Text>}
        {companyId !== null && (zone === null || corrections.isPending) && (
          <Stack gap="xs" role="status">
            <VisuallyHidden>{tShared('app.loading')}</VisuallyHidden>
            <Skeleton height={36} />
            <Skeleton height={40} />
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Stack>
        )}
        {corrections.isError && (
          // The banner above says what went wrong; here the way to try again.
          <Button variant="light" m="sm" onClick={() => corrections.refetch()}>
            {t('review.table.retry')}
          </Button>
        )}
        {zone !== null && corrections.isSuccess && (
          <StatusTabs
            filters={narrow ? ['ALL'] : STATUS_FILTERS}
            value={filter}
            counts={countByStatus(items)}
            onChange={setFilter}
          >
            {withStatus(items, filter).length === 0 ? (
              <Text p="sm">{t(`review.table.empty.${filter}`)}</Text>
            ) : (
              <Rows
                corrections={withStatus(items, filter)}
                timeZone={zone}
                label={label}
                onReview={open}
                onPrepare={prepareDialog}
              />
            )}
          </StatusTabs>
        )}
      </Paper>
      <Suspense fallback={null}>
        {selected && zone !== null && (
          <CorrectionDialog
            key={openings}
            correction={selected}
            timeZone={zone}
            opened={opened}
            onClose={() => setOpened(false)}
            onUpdated={setSelected}
            onDecided={decided}
          />
        )}
      </Suspense>
    </Stack>
  );
}
