import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconTrash, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { ApiError } from '../../../lib/api-client';
import { type CompanyOpenShift, useDecideClaim } from '../../../lib/queries/open-shifts';
import { shiftText } from '../../../lib/shift-text';
import { STATUS_COLOURS } from '../../../lib/status-colours';

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
  const titleId = useId();
  const title = `${shift.jobTitle.name}: ${shiftText(shift, timeZone)}`;
  const decide = useDecideClaim();
  const failure = (error: unknown) =>
    show(
      'error',
      error instanceof ApiError
        ? `${t('list.decideFailed')} ${error.message}`
        : t('list.decideFailed'),
      true,
    );
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={700} id={titleId}>
            {title}
          </Text>
          <Badge variant="light" tt="none">
            {t('list.places', { left: shift.placesLeft, places: shift.places })}
          </Badge>
        </Group>
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
                    <Text
                      span
                      c={claim.status === 'REJECTED' ? STATUS_COLOURS.negative : undefined}
                    >
                      {t(`claimStatus.${claim.status}`)}
                    </Text>
                  </Text>
                  {claim.status === 'PENDING' && (
                    <Group gap="xs">
                      <Button
                        size="compact-sm"
                        color="#267335"
                        leftSection={<IconCheck size={16} aria-hidden />}
                        aria-label={`${t('list.approve')}: ${name}`}
                        loading={decide.isPending && decide.variables?.claimId === claim.claimId}
                        onClick={() =>
                          decide.mutate(
                            { claimId: claim.claimId, approve: true },
                            {
                              onSuccess: () => show('success', t('list.approved', { name })),
                              onError: failure,
                            },
                          )
                        }
                      >
                        {t('list.approve')}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="outline"
                        color="red.9"
                        leftSection={<IconX size={16} aria-hidden />}
                        aria-label={`${t('list.reject')}: ${name}`}
                        onClick={() =>
                          decide.mutate(
                            { claimId: claim.claimId, approve: false },
                            {
                              onSuccess: () => show('success', t('list.rejected', { name })),
                              onError: failure,
                            },
                          )
                        }
                      >
                        {t('list.reject')}
                      </Button>
                    </Group>
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
      </Stack>
    </Paper>
  );
}
