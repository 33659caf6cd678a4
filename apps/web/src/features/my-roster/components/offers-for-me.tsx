import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyOffers } from '../../../lib/queries/open-shifts';
import { shiftText } from '../../../lib/shift-text';
import { TakeShiftCard } from './take-shift-card';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

type OfferForMe = MyOffers['forMe'][number];

export interface OffersForMeProps {
  offers: readonly OfferForMe[];
  timeZone: string;
  accepting(item: OfferForMe): boolean;
  onAccept(item: OfferForMe): void;
}

/** The shifts colleagues offer me, each to accept unless I already did or may not. */
export function OffersForMe({ offers, timeZone, accepting, onAccept }: OffersForMeProps) {
  const { t } = useTranslation('open-shifts');
  if (offers.length === 0) return <Text>{t('mine.forMeEmpty')}</Text>;
  return (
    <Stack component="ul" gap="sm" style={listStyle}>
      {offers.map((item) => (
        <TakeShiftCard
          key={item.offerId}
          text={shiftText(item, timeZone)}
          detail={t('mine.offeredBy', {
            name: `${item.from.firstName} ${item.from.lastName}`,
          })}
          status={item.status === 'OFFERED' ? null : t(`offerStatus.${item.status}`)}
          blockers={item.blockers}
          action={t('mine.accept')}
          loading={accepting(item)}
          onTake={() => onAccept(item)}
        />
      ))}
    </Stack>
  );
}
