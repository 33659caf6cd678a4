import { blockedMessage } from '@klokwerk/contract/open-shifts';
import type { Blocker } from '@klokwerk/domain/open-shifts';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';

/**
 * A shift I may take on Mijn rooster, an open shift to claim or a colleague's offer to accept:
 * the shift, who or what it is for, and then one of three — where I stand once I acted
 * (`status`), why I cannot take it (`blockers`), or the button that takes it. The button's
 * name carries the shift, so among several cards each says which one it takes.
 */
export function TakeShiftCard({
  text,
  detail,
  status,
  blockers,
  action,
  loading,
  onTake,
}: {
  text: string;
  detail: string;
  status: string | null;
  blockers: readonly Blocker[];
  action: string;
  loading: boolean;
  onTake(): void;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Text fw={700}>{text}</Text>
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
        {status !== null ? (
          <Badge variant="light" tt="none" style={{ alignSelf: 'flex-start' }}>
            {status}
          </Badge>
        ) : blockers.length > 0 ? (
          <Text size="sm">{blockedMessage(blockers)}</Text>
        ) : (
          <Group>
            <Button aria-label={`${action}: ${text}`} loading={loading} onClick={onTake}>
              {action}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
