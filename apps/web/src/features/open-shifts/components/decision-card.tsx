import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/**
 * A card of the planner's lists on Open diensten (an open shift, an offered shift): the shift
 * with its state beside it, named by it for a screen reader, then what waits for a decision.
 */
export function DecisionCard({
  title,
  badge,
  children,
}: {
  title: string;
  badge: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={700} id={titleId}>
            {title}
          </Text>
          <Badge variant="light" tt="none">
            {badge}
          </Badge>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
