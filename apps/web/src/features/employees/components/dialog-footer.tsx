import { Group, type GroupProps, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { TimedAlert } from '../../../components/signed-in/timed-alert';
import classes from './dialog.module.css';

export interface DialogFooterProps {
  /** A failure of the dialog's action, shown right above its buttons. */
  error?: string | null;
  onErrorClose?(): void;
  justify?: GroupProps['justify'];
  children: ReactNode;
}

/**
 * The dialog's buttons, kept in sight at the bottom while a long form scrolls, with the
 * failure of what they did just above them: where the eye is after pressing one.
 */
export function DialogFooter({
  error,
  onErrorClose,
  justify = 'flex-end',
  children,
}: DialogFooterProps) {
  return (
    <Stack gap="xs" className={classes.actions}>
      {error && (
        <TimedAlert kind="error" onClose={() => onErrorClose?.()}>
          {error}
        </TimedAlert>
      )}
      <Group justify={justify} gap="sm">
        {children}
      </Group>
    </Stack>
  );
}
