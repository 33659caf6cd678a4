import { Badge, Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export interface LeaveSectionProps {
  title: string;
  count?: number;
  /** A button beside the heading, such as Ziek melden. */
  action?: ReactNode;
  children: ReactNode;
}

/** One part of Verlof en ziekte: its heading with the count, then its list. */
export function LeaveSection({ title, count, action, children }: LeaveSectionProps) {
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="xs">
        <Group gap="xs" align="center">
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {count !== undefined && (
            <Badge variant="light" tt="none" size="lg">
              {count}
            </Badge>
          )}
        </Group>
        {action}
      </Group>
      {children}
    </Stack>
  );
}
