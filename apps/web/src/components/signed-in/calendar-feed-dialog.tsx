import { Alert, Button, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../lib/api-client';
import { copyText } from '../../lib/copy-text';
import { useCalendarFeed, useRenewCalendarFeed } from '../../lib/queries/calendar-feed';

function messageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}

export interface CalendarFeedDialogProps {
  opened: boolean;
  onClose(): void;
}

/**
 * The signed-in employee's feed address with Kopiëren and Toevoegen aan agenda (webcal:, which
 * phones open as a subscription), and Nieuwe link maken, which ends the old address after a
 * question: for a phone that was lost or an address shared by mistake.
 */
export function CalendarFeedDialog({ opened, onClose }: CalendarFeedDialogProps) {
  const { t } = useTranslation('roster');
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const inputRef = useRef<HTMLInputElement>(null);
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const copy = async (url: string) => {
    const how = await copyText(url, inputRef.current);
    setCopied(how === 'copied');
    setNotice(how === 'copied' ? t('feed.copiedNotice') : t('feed.selectedNotice'));
  };
  const makeNew = (afterQuestion: boolean) =>
    renew.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        setCopied(false);
        setNotice(afterQuestion ? t('feed.renewed') : null);
      },
    });

  const address = feed.data;
  return (
    <Modal
      opened={opened}
      onClose={renew.isPending ? () => undefined : onClose}
      title={t('feed.title')}
      centered
      closeButtonProps={{ 'aria-label': t('feed.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('feed.explanation')}</Text>
        {feed.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t('feed.loading')}</Text>
          </Group>
        ) : feed.isError ? (
          <Alert color="red" variant="light" role="alert">
            {messageOf(feed.error)}
          </Alert>
        ) : address === null || address === undefined ? (
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('feed.none')}</Text>
            <Button
              leftSection={<IconCalendarPlus size={18} aria-hidden />}
              onClick={() => makeNew(false)}
              loading={renew.isPending}
            >
              {t('feed.create')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm">
            <TextInput
              ref={inputRef}
              label={t('feed.address')}
              value={address.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Group gap="sm">
              <Button
                leftSection={
                  copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
                }
                onClick={() => void copy(address.url)}
              >
                {copied ? t('feed.copied') : t('feed.copy')}
              </Button>
              <Button
                component="a"
                href={address.webcalUrl}
                variant="light"
                leftSection={<IconCalendarPlus size={18} aria-hidden />}
              >
                {t('feed.subscribe')}
              </Button>
            </Group>
            {notice && (
              <Text size="sm" role="status">
                {notice}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {t('feed.private')}
            </Text>
            {asking ? (
              <Stack gap="sm">
                <Text size="sm" fw={600} role="alert">
                  {t('feed.renewQuestion')}
                </Text>
                <Group gap="sm" justify="flex-end">
                  <Button
                    variant="default"
                    onClick={() => setAsking(false)}
                    disabled={renew.isPending}
                  >
                    {t('feed.cancel')}
                  </Button>
                  <Button color="red.9" onClick={() => makeNew(true)} loading={renew.isPending}>
                    {t('feed.renewConfirm')}
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  leftSection={<IconRefresh size={18} aria-hidden />}
                  onClick={() => setAsking(true)}
                >
                  {t('feed.renew')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
        {renew.isError && (
          <Alert color="red" variant="light" role="alert">
            {messageOf(renew.error)}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
