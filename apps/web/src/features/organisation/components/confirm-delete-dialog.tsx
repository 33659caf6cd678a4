import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DeleteTarget } from './delete-target';

export interface ConfirmDeleteDialogProps {
  target: DeleteTarget;
  opened: boolean;
  /** The delete call is under way: the dialog waits for its outcome. */
  deleting: boolean;
  onConfirm(): void;
  onClose(): void;
}

/**
 * The confirmation of docs/screens.md#organisation for a category (with the job titles that go with it) or
 * a job title. Its own chunk: Mantine's modal stack is loaded only by screens that open one.
 */
export function ConfirmDeleteDialog({
  target,
  opened,
  deleting,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('organisation');
  const isCategory = target.kind === 'category';
  return (
    <Modal
      opened={opened}
      // A delete once sent cannot be called back: closing would suggest it can.
      onClose={deleting ? () => undefined : onClose}
      title={isCategory ? t('confirm.categoryTitle') : t('confirm.jobTitleTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('confirm.close') }}
    >
      <Stack gap="md">
        <Text>{isCategory ? t('confirm.categoryText') : t('confirm.jobTitleText')}</Text>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {target.name}
        </Text>
        {target.kind === 'category' && target.jobTitleNames.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('confirm.linked', { names: target.jobTitleNames.join(', ') })}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deleting} data-autofocus>
            {t('confirm.cancel')}
          </Button>
          <Button
            // Shade 9: white on Mantine's default red is below WCAG AA.
            color="red.9"
            leftSection={<IconTrash size={18} aria-hidden />}
            loading={deleting}
            onClick={onConfirm}
          >
            {t('confirm.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
