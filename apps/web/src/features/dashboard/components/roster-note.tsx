import { Anchor, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './dashboard-tile.module.css';
import { useNextWeekViolations } from './use-next-week-violations';

export interface RosterNoteProps {
  companyId: number;
  timeZone: string;
}

/**
 * On the Rooster tile: next week's definitive roster breaks the Arbeidstijdenwet,
 * with a link to that week. One small call after the tiles are drawn; nothing while it runs,
 * when it fails, or when the week is within the law.
 */
export function RosterNote({ companyId, timeZone }: RosterNoteProps) {
  const { t } = useTranslation();
  const { week, violations: count } = useNextWeekViolations(companyId, timeZone);
  if (count === 0) return null;
  return (
    <Anchor
      component={Link}
      to={`/Schedulepro?datum=${week.monday}`}
      size="sm"
      fw={600}
      c="red.9"
      className={classes.note}
      // Not a tile of its own: lists of the tiles leave it out.
      data-tile-note
    >
      <Group gap={6} wrap="nowrap" component="span">
        <IconAlertTriangle size={16} aria-hidden />
        {t('dashboard.labourNote', { count })}
      </Group>
    </Anchor>
  );
}
