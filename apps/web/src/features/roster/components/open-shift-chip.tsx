import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RosterOpenShift } from '../lib/open-shift-rows';
import classes from './roster-grid.module.css';

export interface OpenShiftChipProps {
  shift: RosterOpenShift;
  /** 'zaterdag 13-12-2026': read out after the time and the job title, as with shift blocks. */
  dayLabel: string;
  /** The day view lays the chip on one line of its hour track. */
  compact?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * An open shift on the roster: its time, job title, free places and waiting claims, as a link
 * to Open diensten, where it is decided on. A plain link, like the shift blocks beside it.
 */
export function OpenShiftChip({ shift, dayLabel, compact, className, style }: OpenShiftChipProps) {
  const { t } = useTranslation('roster');
  const places = t('openShiftGrid.places', { left: shift.placesLeft, places: shift.places });
  const claims =
    shift.waitingClaims > 0 ? t('openShiftGrid.claims', { count: shift.waitingClaims }) : null;
  const label = [shift.label, shift.jobTitle, dayLabel, t('openShiftGrid.kind'), places, claims]
    .filter(Boolean)
    .join(', ');
  const lines = [shift.jobTitle, places, claims].filter((line): line is string => line !== null);
  return (
    <Link
      to="/open-diensten"
      className={[classes.openShift, compact && classes.openShiftLine, className]
        .filter(Boolean)
        .join(' ')}
      data-open-shift={shift.key}
      aria-label={label}
      title={label}
      style={style}
    >
      <span className={classes.openShiftTime}>{shift.label}</span>
      {compact
        ? ` ${lines.join(' · ')}`
        : lines.map((line) => (
            <span key={line} className={line === claims ? classes.openShiftClaims : undefined}>
              {line}
            </span>
          ))}
    </Link>
  );
}
