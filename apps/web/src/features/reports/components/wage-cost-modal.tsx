import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface WageCostMessage {
  tone: 'success' | 'info' | 'error';
  title: string;
  text: string;
  /** The server's explanation beside the specification's text, when it gave one. */
  detail?: string;
}

const ICONS = {
  success: { Icon: IconCircleCheck, color: 'green' },
  info: { Icon: IconInfoCircle, color: 'blue' },
  error: { Icon: IconAlertCircle, color: 'red' },
} as const;

/**
 * The wage-cost report's modal (docs/screens.md#wage-cost): title, icon, text and Sluiten; it closes on
 * Sluiten or the close mark. Its own chunk, with Mantine's modal stack.
 */
export function WageCostModal({
  message,
  opened,
  onClose,
}: {
  message: WageCostMessage;
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation('reports');
  const { Icon, color } = ICONS[message.tone];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={message.title}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon color={color} variant="light" size="xl" radius="xl" aria-hidden>
            <Icon size={26} />
          </ThemeIcon>
          <Stack gap={6}>
            <Text>{message.text}</Text>
            {message.detail && (
              <Text size="sm" c="dimmed">
                {message.detail}
              </Text>
            )}
          </Stack>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
