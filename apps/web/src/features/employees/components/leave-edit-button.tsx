import { Button, Group } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';

export interface LeaveEditButtonProps {
  button: RefObject<HTMLButtonElement | null>;
  icon: ReactNode;
  onClick(): void;
  children: ReactNode;
}

/** The button that opens one of the leave forms in place, and takes the focus back after it. */
export function LeaveEditButton({ button, icon, onClick, children }: LeaveEditButtonProps) {
  return (
    <Group>
      <Button ref={button} variant="light" size="sm" leftSection={icon} onClick={onClick}>
        {children}
      </Button>
    </Group>
  );
}
