import { Alert, Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { ApiError } from '../../../lib/api-client';
import { type OfferToDecide, useDecideOffer } from '../../../lib/queries/open-shifts';
import { shiftText } from '../../../lib/shift-text';

/**
 * An offered shift in the planner's list. An accepted one shows the taker's labour-law findings
 * with the shift moved to them (docs/open-shifts-and-swaps.md), and Goedkeuren/Afwijzen.
 */
export function OfferCard({
  offer,
  timeZone,
  show,
}: {
  offer: OfferToDecide;
  timeZone: string;
  show: ShowBanner;
}) {
  const { t } = useTranslation('open-shifts');
  const titleId = useId();
  const decide = useDecideOffer();
  const from = `${offer.from.firstName} ${offer.from.lastName}`;
  const taker = offer.taker ? `${offer.taker.firstName} ${offer.taker.lastName}` : null;
  const failure = (error: unknown) =>
    show(
      'error',
      error instanceof ApiError
        ? `${t('offers.decideFailed')} ${error.message}`
        : t('offers.decideFailed'),
      true,
    );
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={700} id={titleId}>
            {shiftText(offer, timeZone)}
          </Text>
          <Badge variant="light" tt="none">
            {t(`offerStatus.${offer.status}`)}
          </Badge>
        </Group>
        <Text size="sm">{t('offers.from', { name: from })}</Text>
        <Text size="sm" c="dimmed">
          {offer.to
            ? t('offers.toNamed', { name: `${offer.to.firstName} ${offer.to.lastName}` })
            : t('offers.toAll')}
        </Text>
        {taker && offer.status === 'ACCEPTED' && (
          <>
            <Text size="sm" fw={600}>
              {t('offers.taker', { name: taker })}
            </Text>
            {offer.findings.length === 0 ? (
              <Text size="sm">{t('offers.noFindings', { name: taker })}</Text>
            ) : (
              <Alert color="orange" variant="light" title={t('offers.findings', { name: taker })}>
                <List size="sm">
                  {offer.findings.map((finding) => (
                    <List.Item key={`${finding.rule}-${finding.at}`}>{finding.message}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Group gap="xs">
              <Button
                size="compact-md"
                color="#267335"
                leftSection={<IconCheck size={16} aria-hidden />}
                loading={decide.isPending && decide.variables?.approve === true}
                onClick={() =>
                  decide.mutate(
                    { offerId: offer.offerId, approve: true },
                    {
                      onSuccess: () => show('success', t('offers.approved', { name: taker })),
                      onError: failure,
                    },
                  )
                }
              >
                {t('offers.approve')}
              </Button>
              <Button
                size="compact-md"
                variant="outline"
                color="red.9"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={() =>
                  decide.mutate(
                    { offerId: offer.offerId, approve: false },
                    { onSuccess: () => show('success', t('offers.rejected')), onError: failure },
                  )
                }
              >
                {t('offers.reject')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
