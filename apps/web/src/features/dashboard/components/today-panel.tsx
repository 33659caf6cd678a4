import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export interface TodayPanelProps {
  title: string;
  count?: number;
  /** The screen that deals with what the panel shows. */
  link?: { to: string; label: string };
  children: ReactNode;
}

/** One panel of Vandaag: a titled section with its count and the way to the screen behind it. */
export function TodayPanel({ title, count, link, children }: TodayPanelProps) {
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={3} size="h5" id={titleId}>
            {title}
          </Title>
          {count !== undefined && (
            <Badge variant="light" tt="none">
              {count}
            </Badge>
          )}
        </Group>
        {children}
        {link && (
          <Anchor component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

interface TodayRow {
  key: number;
  name: string;
  detail: ReactNode;
}

/** A panel's people, each with the times or marks that say why they are in it. */
export function TodayRows({ items, empty }: { items: TodayRow[]; empty: string }) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={4} style={listStyle}>
      {items.map((item) => (
        // On a phone the times move under the name rather than squeeze a badge.
        <Group component="li" key={item.key} justify="space-between" gap={4} wrap="wrap">
          <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {item.name}
          </Text>
          <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
            {item.detail}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
