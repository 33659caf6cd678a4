import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface DeleteDialogProps {
  opened: boolean;
  /** The delete call is under way: the dialog waits for its outcome. */
  deleting: boolean;
  texts: { title: string; close: string; cancel: string; confirm: string };
  onConfirm(): void;
  onClose(): void;
  /** What is asked about: the question, the name, and what goes with it. */
  children: ReactNode;
}

/**
 * The confirmation before something is deleted, Annuleren focused. Screens load it in a chunk
 * of their own: Mantine's modal stack comes only when someone opens one.
 */
export function DeleteDialog({
  opened,
  deleting,
  texts,
  onConfirm,
  onClose,
  children,
}: DeleteDialogProps) {
  return (
    <Modal
      opened={opened}
      // A delete once sent cannot be called back: closing would suggest it can.
      onClose={deleting ? () => undefined : onClose}
      title={texts.title}
      centered
      closeButtonProps={{ 'aria-label': texts.close }}
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deleting} data-autofocus>
            {texts.cancel}
          </Button>
          <Button
            // Shade 9: white on Mantine's default red is below WCAG AA.
            color="red.9"
            leftSection={<IconTrash size={18} aria-hidden />}
            loading={deleting}
            onClick={onConfirm}
          >
            {texts.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
