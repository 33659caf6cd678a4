import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One titled part of an employee dialog (Persoonsgegevens, Contract en loon, Gebruikersaccount, BSN): a heading
 * one level below the dialog's title, so a screen reader can jump from part to part.
 */
export function DialogSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
