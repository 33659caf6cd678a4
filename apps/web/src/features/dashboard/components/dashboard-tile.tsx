import type { Tile } from '@klokwerk/domain/tiles';
import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
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

export interface DashboardTileProps {
  tile: Tile;
  onLogout: () => void;
  /** A link of its own under the tile's name (the Rooster tile's labour-law note). */
  note?: ReactNode;
}

/**
 * A tile is a link to its page; the one without a path (Uitloggen) is a button. A tile with a
 * note is a card whose name link covers it, with the note's link on top: a link may not hold
 * another.
 */
export function DashboardTile({ tile, onLogout, note }: DashboardTileProps) {
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
  if (note !== undefined) {
    return (
      <Card withBorder padding="lg" radius="md" className={`${classes.tile} ${classes.withNote}`}>
        <Link to={tile.path} className={classes.cover}>
          <TileContent tile={tile} />
        </Link>
        {note}
      </Card>
    );
  }
  return (
    <Card component={Link} to={tile.path} withBorder padding="lg" radius="md" className={tileClass}>
      <TileContent tile={tile} />
    </Card>
  );
}
