import { Button, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DecisionButtons } from '../../../components/signed-in/decision-buttons';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { type CompanyOpenShift, useDecideClaim } from '../../../lib/queries/open-shifts';
import { withServerReason } from '../../../lib/server-reason';
import { shiftText } from '../../../lib/shift-text';
import { STATUS_COLOURS } from '../../../lib/status-colours';
import { DecisionCard } from './decision-card';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * An open shift with its places and its claims, each pending one with Goedkeuren/Afwijzen, and
 * Verwijderen while nobody was given a place (the server refuses it after that).
 */
export function OpenShiftCard({
  shift,
  timeZone,
  show,
  onDelete,
  onPrepareDelete,
  opening,
}: {
  shift: CompanyOpenShift;
  timeZone: string;
  show: ShowBanner;
  onDelete(shift: CompanyOpenShift): void;
  /** Fetches the confirmation's code before it is needed. */
  onPrepareDelete(): void;
  /** The confirmation of this shift is loading. */
  opening: boolean;
}) {
  const { t } = useTranslation('open-shifts');
  const title = `${shift.jobTitle.name}: ${shiftText(shift, timeZone)}`;
  const decide = useDecideClaim();
  const failure = (error: unknown) =>
    show('error', withServerReason(t('list.decideFailed'), error), true);
  return (
    <DecisionCard
      title={title}
      badge={t('list.places', { left: shift.placesLeft, places: shift.places })}
    >
      {shift.claims.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('list.noClaims')}
        </Text>
      )}
      {shift.claims.length > 0 && (
        <Stack component="ul" gap={6} style={listStyle}>
          {shift.claims.map((claim) => {
            const name = `${claim.firstName} ${claim.lastName}`;
            return (
              <Group component="li" key={claim.claimId} gap="xs" justify="space-between">
                <Text size="sm">
                  {name} ·{' '}
                  <Text span c={claim.status === 'REJECTED' ? STATUS_COLOURS.negative : undefined}>
                    {t(`claimStatus.${claim.status}`)}
                  </Text>
                </Text>
                {claim.status === 'PENDING' && (
                  <DecisionButtons
                    size="compact-sm"
                    texts={{ approve: t('list.approve'), reject: t('list.reject') }}
                    about={name}
                    approving={decide.isPending && decide.variables?.claimId === claim.claimId}
                    onApprove={() =>
                      decide.mutate(
                        { claimId: claim.claimId, approve: true },
                        {
                          onSuccess: () => show('success', t('list.approved', { name })),
                          onError: failure,
                        },
                      )
                    }
                    onReject={() =>
                      decide.mutate(
                        { claimId: claim.claimId, approve: false },
                        {
                          onSuccess: () => show('success', t('list.rejected', { name })),
                          onError: failure,
                        },
                      )
                    }
                  />
                )}
              </Group>
            );
          })}
        </Stack>
      )}
      {shift.filled === 0 && (
        <Group justify="flex-end">
          <Button
            size="compact-sm"
            variant="outline"
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={`${t('delete.action')}: ${title}`}
            loading={opening}
            onPointerEnter={onPrepareDelete}
            onFocus={onPrepareDelete}
            onClick={() => onDelete(shift)}
          >
            {t('delete.action')}
          </Button>
        </Group>
      )}
    </DecisionCard>
  );
}
