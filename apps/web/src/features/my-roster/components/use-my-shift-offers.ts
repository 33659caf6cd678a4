import type { MyShiftItem } from '@klokwerk/contract/my-roster';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanner } from '../../../components/signed-in/use-banner';
import {
  type MyOffers,
  useAnswerOffer,
  useMyOffers,
  useOfferShift,
} from '../../../lib/queries/open-shifts';
import { withServerReason } from '../../../lib/server-reason';
import { myShiftsKey } from '../api/get-my-shifts';

/** The choice of Aanbieden aan that offers the shift to everyone with my job title. */
export const EVERYONE = 'iedereen';

type OfferForMe = MyOffers['forMe'][number];
type MyOffer = MyOffers['mine'][number];

/**
 * My offers and those made to me, with the steps on them: offering one of my next shifts,
 * accepting an offer and withdrawing my own. Each outcome is told in the section's banner.
 */
export function useMyShiftOffers(shifts: readonly MyShiftItem[], now: Date) {
  const { t } = useTranslation('open-shifts');
  const offers = useMyOffers(true);
  const offer = useOfferShift();
  const answer = useAnswerOffer();
  const queryClient = useQueryClient();
  const { banner, show, close } = useBanner();
  const [scheduleId, setScheduleId] = useState<string | null>(null);
  const [to, setTo] = useState(EVERYONE);
  const failed = (what: string) => (error: unknown) =>
    show('error', withServerReason(what, error), true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    offer.mutate(
      { scheduleId: scheduleId ?? '', toEmployeeId: to === EVERYONE ? null : to },
      {
        onSuccess: () => {
          setScheduleId(null);
          show('success', t('mine.offered'));
        },
        onError: failed(t('mine.offerFailed')),
      },
    );
  };

  const accept = (item: OfferForMe) =>
    answer.mutate(
      { offerId: item.offerId, step: 'accept' },
      {
        onSuccess: () => show('success', t('mine.accepted')),
        onError: failed(t('mine.acceptFailed')),
      },
    );

  const withdraw = (item: MyOffer) =>
    answer.mutate(
      { offerId: item.offerId, step: 'withdraw' },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: myShiftsKey });
          show('success', t('mine.withdrawn'));
        },
        onError: failed(t('mine.withdrawFailed')),
      },
    );

  return {
    offers,
    timeZone: offers.data?.timeZone ?? 'Europe/Amsterdam',
    offerable: shifts.filter((s) => Date.parse(s.startTime) > now.getTime()),
    banner,
    closeBanner: close,
    form: { scheduleId, setScheduleId, to, setTo, busy: offer.isPending, submit },
    accept,
    accepting: (item: OfferForMe) => answer.isPending && answer.variables?.offerId === item.offerId,
    withdraw,
  };
}

export type OfferForm = ReturnType<typeof useMyShiftOffers>['form'];
