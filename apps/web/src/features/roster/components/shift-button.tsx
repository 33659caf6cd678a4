import type { CSSProperties, MouseEvent } from 'react';
import type { RosterShift } from '../lib/roster-rows';
import classes from './roster-grid.module.css';

export interface ShiftButtonProps {
  shift: RosterShift;
  /** Read out after the time: the person and the day, and whether it is a concept. */
  description: string;
  refused: boolean;
  /** One handler for every block: it reads the shift from `data-shift`, so no closure per block. */
  onOpen(event: MouseEvent<HTMLButtonElement>): void;
  className?: string;
  style?: CSSProperties;
}

/**
 * A shift block: start and end in 24-hour time, in the primary colour when definitive and the
 * warning colour when a concept. A plain button, not a component tree: a week holds hundreds.
 */
export function ShiftButton({
  shift,
  description,
  refused,
  onOpen,
  className,
  style,
}: ShiftButtonProps) {
  const kind = shift.draftId === null ? classes.final : classes.concept;
  return (
    <button
      type="button"
      className={`${classes.shift} ${kind}${refused ? ` ${classes.refused}` : ''}${className ? ` ${className}` : ''}`}
      data-shift={shift.key}
      aria-label={`${shift.label}, ${description}`}
      title={`${shift.label}, ${description}`}
      onClick={onOpen}
      style={style}
    >
      {shift.label}
    </button>
  );
}
