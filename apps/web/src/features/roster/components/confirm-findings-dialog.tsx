import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCalendarCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Finding } from '../lib/compliance';
import { FindingList } from './finding-list';

export interface ConfirmFindingsDialogProps {
  opened: boolean;
  violations: readonly Finding[];
  onConfirm(): void;
  onBack(): void;
}

/**
 * Before Rooster Bevestigen sends a roster with Arbeidstijdenwet violations: the
 * violations, and the choice. Going back is the default (it has the focus, and Escape means it
 * too): confirming anyway is a decision, not a reflex.
 */
export function ConfirmFindingsDialog({
  opened,
  violations,
  onConfirm,
  onBack,
}: ConfirmFindingsDialogProps) {
  const { t } = useTranslation('roster');
  return (
    <Modal
      opened={opened}
      onClose={onBack}
      title={t('confirmFindings.title')}
      size="lg"
      centered
      // The choice is the two buttons; a close button would be a third way to say "back".
      withCloseButton={false}
    >
      <Stack gap="md">
        <Text size="sm" fw={600}>
          {t('confirmFindings.intro', { count: violations.length })}
        </Text>
        <FindingList findings={violations} />
        <Text size="sm">{t('confirmFindings.explanation')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={onBack}
            data-autofocus
          >
            {t('confirmFindings.back')}
          </Button>
          <Button leftSection={<IconCalendarCheck size={18} aria-hidden />} onClick={onConfirm}>
            {t('confirmFindings.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
