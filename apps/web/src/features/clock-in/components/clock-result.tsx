import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlertCircle,
  IconCloudUpload,
  IconInfoCircle,
  IconLogin,
  IconLogout,
} from '@tabler/icons-react';
import type { ClockOutcome } from '../lib/clock-outcome';
import classes from './clock-result.module.css';

const LOOK = {
  clockIn: { color: 'green', Icon: IconLogin },
  clockOut: { color: 'blue', Icon: IconLogout },
  alreadyClockedIn: { color: 'yellow', Icon: IconInfoCircle },
  stored: { color: 'orange', Icon: IconCloudUpload },
  error: { color: 'red', Icon: IconAlertCircle },
} as const;

/** One outcome, large enough to read from a step away; colour and icon say the same as the text. */
export function ClockResult({ outcome }: { outcome: ClockOutcome }) {
  const { color, Icon } = LOOK[outcome.kind];
  return (
    <Paper
      radius="lg"
      p="md"
      bg={`var(--mantine-color-${color}-light)`}
      style={{ border: `2px solid var(--mantine-color-${color}-outline)` }}
    >
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon color={color} size={48} radius="xl" variant="filled" aria-hidden>
          <Icon size={30} />
        </ThemeIcon>
        <div>
          <Text className={classes.headline}>{outcome.headline}</Text>
          {outcome.detail && <Text className={classes.detail}>{outcome.detail}</Text>}
        </div>
      </Group>
    </Paper>
  );
}
