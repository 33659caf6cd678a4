import type { Tile } from '@klokwerk/domain/tiles';
import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router';
import classes from './dashboard-tile.module.css';
import { TileIcon } from './tile-icon';

// mantine-focus-auto: Mantine's visible focus ring for keyboard users, which Card lacks.
const tileClass = `${classes.tile} mantine-focus-auto`;

function TileContent({ tile }: { tile: Tile }) {
  return (
    <Group wrap="nowrap" gap="md">
      <ThemeIcon variant="light" size={48} radius="md">
        <TileIcon tileKey={tile.key} />
      </ThemeIcon>
      <Text fw={600} fz="lg">
        {tile.label}
      </Text>
    </Group>
  );
}

/** A tile is a link to its page; the one without a path (Uitloggen) is a button. */
export function DashboardTile({ tile, onLogout }: { tile: Tile; onLogout: () => void }) {
  if (tile.path === null) {
    return (
      <Card
        component="button"
        type="button"
        withBorder
        padding="lg"
        radius="md"
        className={tileClass}
        onClick={onLogout}
      >
        <TileContent tile={tile} />
      </Card>
    );
  }
  return (
    <Card component={Link} to={tile.path} withBorder padding="lg" radius="md" className={tileClass}>
      <TileContent tile={tile} />
    </Card>
  );
}
