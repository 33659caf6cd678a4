import { Paper, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';

/** A quiet box where the cards would be, saying why there are none and what to do. */
export function EmptyState({ title, text }: { title: string; text?: string }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <Text c="dimmed" lh={0} aria-hidden>
          <IconUsers size={32} />
        </Text>
        <Text fw={600}>{title}</Text>
        {text && (
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
