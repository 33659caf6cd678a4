import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DecisionButtons } from '../../../components/signed-in/decision-buttons';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { type OfferToDecide, useDecideOffer } from '../../../lib/queries/open-shifts';
import { withServerReason } from '../../../lib/server-reason';
import { shiftText } from '../../../lib/shift-text';
import { DecisionCard } from './decision-card';

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
  const decide = useDecideOffer();
  const from = `${offer.from.firstName} ${offer.from.lastName}`;
  const taker = offer.taker ? `${offer.taker.firstName} ${offer.taker.lastName}` : null;
  const failure = (error: unknown) =>
    show('error', withServerReason(t('offers.decideFailed'), error), true);
  return (
    <DecisionCard title={shiftText(offer, timeZone)} badge={t(`offerStatus.${offer.status}`)}>
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
          <DecisionButtons
            size="compact-md"
            texts={{ approve: t('offers.approve'), reject: t('offers.reject') }}
            approving={decide.isPending && decide.variables?.approve === true}
            onApprove={() =>
              decide.mutate(
                { offerId: offer.offerId, approve: true },
                {
                  onSuccess: () => show('success', t('offers.approved', { name: taker })),
                  onError: failure,
                },
              )
            }
            onReject={() =>
              decide.mutate(
                { offerId: offer.offerId, approve: false },
                { onSuccess: () => show('success', t('offers.rejected')), onError: failure },
              )
            }
          />
        </>
      )}
    </DecisionCard>
  );
}
