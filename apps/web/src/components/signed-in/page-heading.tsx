import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackToSettings } from './back-to-settings';

export interface PageHeadingProps {
  title: string;
  /** The line under the title; none while it is not known yet. */
  intro: string | null;
  /** The way back for the screens opened from Instellingen. */
  backToSettings?: boolean;
  /** What else belongs under the title, such as a link to a related screen. */
  children?: ReactNode;
}

/** The top of a signed-in screen: its one h1 and what the screen is for. */
export function PageHeading({ title, intro, backToSettings = false, children }: PageHeadingProps) {
  return (
    <Stack gap={4}>
      {backToSettings && (
        <div>
          <BackToSettings />
        </div>
      )}
      <Title order={1}>{title}</Title>
      {intro !== null && <Text c="dimmed">{intro}</Text>}
      {children}
    </Stack>
  );
}
