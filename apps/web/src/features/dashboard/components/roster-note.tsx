import { Anchor, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRosterCompliance } from '../api/get-roster-compliance';
import { nextWeek } from '../lib/next-week';
import classes from './dashboard-tile.module.css';

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
  const week = useMemo(() => nextWeek(new Date(), timeZone), [timeZone]);
  const { data } = useRosterCompliance(companyId, week);
  const count = data?.findings.filter((finding) => finding.severity === 'violation').length ?? 0;
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
