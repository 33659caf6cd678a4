import { Button, Group, type MantineColor, Modal, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

export interface FormDialogProps {
  opened: boolean;
  onClose(): void;
  texts: { title: string; close: string; cancel: string; submit: string };
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The call is under way: Annuleren waits, the submit button spins. */
  pending: boolean;
  /** The submit button's colour, red for a refusal; the theme's by default. */
  submitColor?: MantineColor;
  children: ReactNode;
}

/**
 * A short form in a dialog (a leave request, a ziekmelding, a refusal with its reason): the
 * fields, then Annuleren and the submit button.
 */
export function FormDialog({
  opened,
  onClose,
  texts,
  onSubmit,
  pending,
  submitColor,
  children,
}: FormDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={texts.title}
      size="md"
      closeButtonProps={{ 'aria-label': texts.close }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {texts.cancel}
            </Button>
            <Button type="submit" color={submitColor} loading={pending}>
              {texts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
