import { Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerAlert } from '../../../components/signed-in/banner-alert';
import { QueryList } from '../../../components/signed-in/query-list';
import { useBanner } from '../../../components/signed-in/use-banner';
import { useClaimOpenShift, useMyOpenShifts } from '../../../lib/queries/open-shifts';
import { withServerReason } from '../../../lib/server-reason';
import { shiftText } from '../../../lib/shift-text';
import { myShiftsKey } from '../api/get-my-shifts';
import { TakeShiftCard } from './take-shift-card';

/**
 * Open diensten on Mijn rooster: the open shifts for my job title, each with Claimen, or why I
 * cannot take it (docs/open-shifts-and-swaps.md).
 */
export function MyOpenShifts() {
  const { t } = useTranslation('open-shifts');
  const headingId = useId();
  const open = useMyOpenShifts(true);
  const claim = useClaimOpenShift();
  const queryClient = useQueryClient();
  const { banner, show, close } = useBanner();
  const timeZone = open.data?.timeZone ?? 'Europe/Amsterdam';

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t('mine.openTitle')}
      </Title>
      <BannerAlert banner={banner} onClose={close} />
      <QueryList
        query={open}
        items={(data) => data.openShifts}
        loading={{ rows: 1, height: 72 }}
        failed={t('mine.openFailed')}
        retryLabel={t('retry')}
        empty={t('mine.openEmpty')}
      >
        {(shift) => {
          const text = shiftText(shift, timeZone);
          return (
            <TakeShiftCard
              key={shift.openShiftId}
              text={text}
              detail={shift.jobTitle.name}
              status={
                shift.myClaim === null
                  ? null
                  : t('mine.myClaim', { status: t(`claimStatus.${shift.myClaim}`) })
              }
              blockers={shift.blockers}
              action={t('mine.claim')}
              loading={claim.isPending && claim.variables === shift.openShiftId}
              onTake={() =>
                claim.mutate(shift.openShiftId, {
                  onSuccess: (answer) => {
                    void queryClient.invalidateQueries({ queryKey: myShiftsKey });
                    show(
                      'success',
                      answer.status === 'APPROVED' ? t('mine.claimedApproved') : t('mine.claimed'),
                    );
                  },
                  onError: (error) =>
                    show('error', withServerReason(t('mine.claimFailed'), error), true),
                })
              }
            />
          );
        }}
      </QueryList>
    </Stack>
  );
}
