import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import classes from './warning-alert.module.css';

export interface WarningAlertProps {
  title: string;
  intro?: string;
  items: readonly string[];
  onClose?(): void;
  closeLabel?: string;
}

/**
 * Warnings that do not block (an overlap, a time someone marked Niet beschikbaar), in the
 * warning colour. Read out politely: the planner is not stopped.
 */
export function WarningAlert({ title, intro, items, onClose, closeLabel }: WarningAlertProps) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={title}
      withCloseButton={onClose !== undefined}
      closeButtonLabel={closeLabel}
      onClose={onClose}
      role="status"
      classNames={{ title: classes.title, message: classes.message }}
    >
      {intro}
      <ul className={classes.items}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Alert>
  );
}
