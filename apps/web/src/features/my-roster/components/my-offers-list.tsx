import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyOffers } from '../../../lib/queries/open-shifts';
import { shiftText } from '../../../lib/shift-text';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

type MyOffer = MyOffers['mine'][number];

export interface MyOffersListProps {
  offers: readonly MyOffer[];
  timeZone: string;
  onWithdraw(item: MyOffer): void;
}

/** My own offers with where each stands; one not yet decided on I may withdraw. */
export function MyOffersList({ offers, timeZone, onWithdraw }: MyOffersListProps) {
  const { t } = useTranslation('open-shifts');
  if (offers.length === 0) return null;
  return (
    <Stack gap="xs">
      <Text fw={700}>{t('mine.mineTitle')}</Text>
      <Stack component="ul" gap="sm" style={listStyle}>
        {offers.map((item) => (
          <Paper component="li" key={item.offerId} withBorder radius="md" p="md">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" align="flex-start">
                <Text fw={700}>{shiftText(item, timeZone)}</Text>
                <Badge variant="light" tt="none">
                  {t(`offerStatus.${item.status}`)}
                </Badge>
              </Group>
              {(item.status === 'OFFERED' || item.status === 'ACCEPTED') && (
                <Group>
                  <Button size="compact-sm" variant="light" onClick={() => onWithdraw(item)}>
                    {t('mine.withdraw')}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
