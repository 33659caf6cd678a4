import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconSparkles, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useProposeRoster } from '../api/propose-roster';
import type { Week } from '../lib/period';
import { ProposalSummary } from './proposal-summary';

export interface ProposeRosterProps {
  companyId: number;
  week: Week;
  timeZone: string;
}

/**
 * Rooster voorstellen (docs/roster-proposal.md): asks for confirmation, shows that it is
 * solving (up to ten seconds), then what it planned as concepts and what stayed open. Beside it
 * the way to Bezetting, where the needs it fills are kept.
 */
export function ProposeRoster({ companyId, week, timeZone }: ProposeRosterProps) {
  const { t } = useTranslation('roster');
  const [opened, setOpened] = useState(false);
  const propose = useProposeRoster(companyId);
  const monday = week.start.slice(0, 10);
  const open = () => {
    propose.reset();
    setOpened(true);
  };
  // A dialog that is solving stays: the answer is on its way and is shown when it comes.
  const close = () => {
    if (!propose.isPending) setOpened(false);
  };
  const error = propose.error
    ? propose.error instanceof ApiError
      ? propose.error.message
      : GENERIC_ERROR_MESSAGE
    : null;

  return (
    <Group gap="sm">
      <Button variant="light" leftSection={<IconSparkles size={18} aria-hidden />} onClick={open}>
        {t('proposal.button')}
      </Button>
      <Button
        component={Link}
        to="/bezetting"
        variant="subtle"
        leftSection={<IconUsersGroup size={18} aria-hidden />}
      >
        {t('proposal.staffingLink')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('proposal.title', { number: week.number })}
        withCloseButton={!propose.isPending}
        closeButtonProps={{ 'aria-label': t('proposal.close') }}
        closeOnEscape={!propose.isPending}
        closeOnClickOutside={!propose.isPending}
      >
        {propose.isPending ? (
          <Stack align="center" gap="sm" py="md" role="status">
            <Loader aria-hidden />
            <Text ta="center">{t('proposal.solving')}</Text>
          </Stack>
        ) : propose.data ? (
          <Stack gap="md">
            <ProposalSummary summary={propose.data} timeZone={timeZone} />
            <Group justify="flex-end">
              <Button onClick={() => setOpened(false)}>{t('proposal.close')}</Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text>{t('proposal.question')}</Text>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('proposal.cancel')}
              </Button>
              <Button onClick={() => propose.mutate({ companyId, week: monday })}>
                {t('proposal.start')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Group>
  );
}
