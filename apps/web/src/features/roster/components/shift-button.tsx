import { IconAlertTriangleFilled } from '@tabler/icons-react';
import type { CSSProperties, MouseEvent } from 'react';
import type { RosterShift } from '../lib/roster-rows';
import { useAbsenceNotes } from './absence-context';
import classes from './roster-grid.module.css';

/** The Arbeidstijdenwet violations a block is involved in, read out as its description. */
export interface ShiftFlag {
  /** The id of the hidden text the block's aria-describedby points at. */
  id: string;
  text: string;
}

/** The flag of the block with `key`, or null when no violation names its shift. */
export function shiftFlag(
  key: string,
  flags: ReadonlyMap<string, string[]>,
  title: string,
): ShiftFlag | null {
  const messages = flags.get(key);
  return messages ? { id: `atw-${key}`, text: `${title}: ${messages.join('; ')}` } : null;
}

export interface ShiftButtonProps {
  shift: RosterShift;
  /** Read out after the time: the person and the day, and whether it is a concept. */
  description: string;
  /** Violations of the Arbeidstijdenwet: a mark in the block, its text on hover and focus. */
  flag?: ShiftFlag | null;
  /** One handler for every block: it reads the shift from `data-shift`, so no closure per block. */
  onOpen(event: MouseEvent<HTMLButtonElement>): void;
  /** The week grid lets a concept be dragged onto another cell. */
  draggable?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * A shift block: start and end in 24-hour time, in the primary colour when definitive and the
 * warning colour when a concept. A plain button, not a component tree: a week holds hundreds.
 * A flagged block carries a mark and describes its violations; the grid's one FindingTip
 * shows them on hover and keyboard focus, so a flagged block has no title of its own.
 */
export function ShiftButton({
  shift,
  description,
  flag,
  onOpen,
  draggable,
  className,
  style,
}: ShiftButtonProps) {
  // Leave or sickness in the shift's time marks it too, with its own description.
  const absence = useAbsenceNotes(shift.key);
  const marked = Boolean(flag || absence);
  const kind = shift.concept ? classes.concept : classes.final;
  const name = `${shift.label}, ${description}`;
  const classNames = [classes.shift, kind, marked && classes.flagged].filter(Boolean).join(' ');
  const describedBy = [flag?.id, absence && `abs-${shift.key}`].filter(Boolean).join(' ');
  return (
    <>
      <button
        type="button"
        className={className ? `${classNames} ${className}` : classNames}
        data-shift={shift.key}
        data-flagged={marked ? '' : undefined}
        aria-label={name}
        aria-describedby={describedBy || undefined}
        title={marked ? undefined : name}
        onClick={onOpen}
        draggable={draggable || undefined}
        style={style}
      >
        {marked && (
          <span className={classes.mark} aria-hidden>
            <IconAlertTriangleFilled size={11} />
          </span>
        )}
        {shift.label}
      </button>
      {flag && (
        <span id={flag.id} hidden>
          {flag.text}
        </span>
      )}
      {absence && (
        <span id={`abs-${shift.key}`} hidden>
          {absence.join(' ')}
        </span>
      )}
    </>
  );
}
