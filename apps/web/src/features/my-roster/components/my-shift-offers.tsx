import type { MyShiftItem } from '@klokwerk/contract/my-roster';
import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerAlert } from '../../../components/signed-in/banner-alert';
import { LoadFailed, LoadingRows } from '../../../components/signed-in/load-states';
import { MyOffersList } from './my-offers-list';
import { OfferShiftForm } from './offer-shift-form';
import { OffersForMe } from './offers-for-me';
import { useMyShiftOffers } from './use-my-shift-offers';

/**
 * Diensten ruilen on Mijn rooster (docs/open-shifts-and-swaps.md): offer one of my next shifts
 * to a colleague or to everyone with my job title, take a shift offered to me, and follow or
 * withdraw my own offers until the planner decides.
 */
export function MyShiftOffers({ shifts, now }: { shifts: readonly MyShiftItem[]; now: Date }) {
  const { t } = useTranslation('open-shifts');
  const headingId = useId();
  const state = useMyShiftOffers(shifts, now);
  const { offers, timeZone } = state;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('mine.offersTitle')}
      </Title>
      <BannerAlert banner={state.banner} onClose={state.closeBanner} />
      {offers.isPending && <LoadingRows rows={2} height={72} />}
      {offers.isError && (
        <LoadFailed
          title={t('mine.offersFailed')}
          error={offers.error}
          retryLabel={t('retry')}
          onRetry={() => void offers.refetch()}
        />
      )}
      {offers.isSuccess && (
        <>
          <OffersForMe
            offers={offers.data.forMe}
            timeZone={timeZone}
            accepting={state.accepting}
            onAccept={state.accept}
          />
          <OfferShiftForm
            form={state.form}
            offerable={state.offerable}
            colleagues={offers.data.colleagues}
            timeZone={timeZone}
          />
          <MyOffersList offers={offers.data.mine} timeZone={timeZone} onWithdraw={state.withdraw} />
        </>
      )}
    </Stack>
  );
}
