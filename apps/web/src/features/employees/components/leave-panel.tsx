import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';
import { LeaveEditButton } from './leave-edit-button';

export interface LeavePanelProps {
  title: string;
  /** Said instead of the content while nothing is entered. */
  emptyText: string | null;
  /** What is entered; not shown while `emptyText` is. */
  children: ReactNode;
  /** The form in place, the button that opens it, or neither (a reader, or the other form open). */
  show: 'form' | 'button' | null;
  form: ReactNode;
  button: RefObject<HTMLButtonElement | null>;
  buttonIcon: ReactNode;
  buttonLabel: string;
  onOpen(): void;
}

/**
 * One part of the employee's leave entries (the opening balance, the corrections): its title,
 * what is entered, and below it the form in place or the button that opens it.
 */
export function LeavePanel({ title, emptyText, children, show, form, ...edit }: LeavePanelProps) {
  return (
    <Stack gap="xs">
      <Title order={4} size="h6">
        {title}
      </Title>
      {emptyText === null ? (
        children
      ) : (
        <Text size="sm" fs="italic">
          {emptyText}
        </Text>
      )}
      {show === 'form' && form}
      {show === 'button' && (
        <LeaveEditButton button={edit.button} icon={edit.buttonIcon} onClick={edit.onOpen}>
          {edit.buttonLabel}
        </LeaveEditButton>
      )}
    </Stack>
  );
}
