import type { CSSProperties, MouseEvent } from 'react';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpenShiftBlock } from '../lib/open-shift-rows';
import type { DayBlock, DayRow } from '../lib/roster-rows';
import { FindingTip } from './finding-tip';
import { OpenShiftChip } from './open-shift-chip';
import { PersonHeader } from './person-header';
import classes from './roster-grid.module.css';
import { ShiftButton, shiftFlag } from './shift-button';

export interface DayGridProps {
  rows: readonly DayRow[];
  /** 'maandag 24-11-2026', read out with each block. */
  dayLabel: string;
  labelledBy: string;
  /** Arbeidstijdenwet violations by block key. */
  flags: ReadonlyMap<string, string[]>;
  /** The day's open shifts on their hours: a row above the employees when any. */
  openShifts: { blocks: readonly OpenShiftBlock[]; lanes: number };
  onOpen(event: MouseEvent<HTMLButtonElement>): void;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
const DAY_MINUTES = 24 * 60;

/**
 * Dagweergave (docs/screens.md#roster): 24 hour columns, 00 to 23, on the company's clock. A shift
 * that crosses midnight shows its early hours here when the day is the next one.
 */
export const DayGrid = memo(function DayGrid({
  rows,
  dayLabel,
  labelledBy,
  flags,
  openShifts,
  onOpen,
}: DayGridProps) {
  const { t } = useTranslation('roster');
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  useFirstShiftInView(scroller, rows, openShifts.blocks, dayLabel);
  const texts = { concept: t('grid.concept'), continued: t('grid.fromPreviousDay') };
  const labour = t('labour.title');
  return (
    <section
      ref={setScroller}
      className={classes.scroller}
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
    >
      <FindingTip container={scroller} flags={flags} title={labour} />
      <table className={`${classes.table} ${classes.day}`} aria-labelledby={labelledBy}>
        <colgroup>
          <col className={classes.personColumn} />
          {HOURS.map((hour) => (
            <col key={hour} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className={classes.corner}>
              {t('grid.employee')}
            </th>
            {HOURS.map((hour) => (
              <th key={hour} scope="col" className={classes.hour}>
                {hour}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {openShifts.blocks.length > 0 && (
            <tr className={classes.openRow}>
              <th scope="row" className={classes.person}>
                <span className={classes.name}>{t('openShiftGrid.row')}</span>
              </th>
              <td
                colSpan={HOURS.length}
                className={classes.track}
                style={{ '--lanes': openShifts.lanes } as CSSProperties}
              >
                {openShifts.blocks.map((block) => (
                  <OpenShiftChip
                    key={block.shift.key}
                    shift={block.shift}
                    dayLabel={dayLabel}
                    compact
                    className={classes.block}
                    style={position({ segment: block, lane: block.lane })}
                  />
                ))}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.person.employeeId}>
              <PersonHeader person={row.person} />
              <td
                colSpan={HOURS.length}
                className={classes.track}
                style={{ '--lanes': row.lanes } as CSSProperties}
              >
                {row.blocks.map((block) => (
                  <ShiftButton
                    key={block.shift.key}
                    shift={block.shift}
                    description={describe(block, row, dayLabel, texts)}
                    flag={shiftFlag(block.shift.key, flags, labour)}
                    onOpen={onOpen}
                    className={blockClasses(block)}
                    style={position(block)}
                  />
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
});

/**
 * On a phone the 24 hours scroll sideways: a day opens at the hour before its first shift, not
 * on an empty night. The early hours of last night's shifts do not count (they would open the
 * day at 00:00 again), unless they are all the day has. Open shifts count as shifts do. Once
 * per day shown, so a refresh of the roster leaves the planner's own scrolling alone.
 */
function useFirstShiftInView(
  scroller: HTMLElement | null,
  rows: readonly DayRow[],
  openShifts: readonly OpenShiftBlock[],
  dayLabel: string,
): void {
  const earliest = useMemo(() => {
    const segments = [
      ...rows.flatMap((row) => row.blocks.map((block) => block.segment)),
      ...openShifts,
    ];
    const today = segments.filter((segment) => !segment.fromPreviousDay);
    return Math.min(...(today.length > 0 ? today : segments).map((s) => s.startMinute));
  }, [rows, openShifts]);
  const scrolledDay = useRef<string | null>(null);
  useEffect(() => {
    if (!scroller || !Number.isFinite(earliest) || scrolledDay.current === dayLabel) return;
    scrolledDay.current = dayLabel;
    const hour = Math.max(0, Math.floor(earliest / 60) - 1);
    const headers = scroller.querySelectorAll<HTMLElement>('thead th');
    const corner = headers[0];
    const column = headers[hour + 1];
    // The person column stays in view (sticky): the hour goes just right of it.
    if (corner && column) scroller.scrollLeft = column.offsetLeft - corner.offsetWidth;
  }, [scroller, earliest, dayLabel]);
}

function describe(
  block: DayBlock,
  row: DayRow,
  dayLabel: string,
  texts: { concept: string; continued: string },
): string {
  const parts = [`${row.person.firstName} ${row.person.lastName}`, dayLabel];
  if (block.segment.fromPreviousDay) parts.push(texts.continued);
  if (block.shift.concept) parts.push(texts.concept);
  return parts.join(', ');
}

function blockClasses(block: DayBlock): string {
  return [
    classes.block,
    block.segment.fromPreviousDay ? classes.continued : '',
    block.segment.intoNextDay ? classes.continues : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function position({
  segment,
  lane,
}: {
  segment: Pick<DayBlock['segment'], 'startMinute' | 'endMinute'>;
  lane: number;
}): CSSProperties {
  const from = (segment.startMinute / DAY_MINUTES) * 100;
  const length = ((segment.endMinute - segment.startMinute) / DAY_MINUTES) * 100;
  return {
    '--from': `${from}%`,
    '--length': `${length}%`,
    '--lane': lane,
  } as CSSProperties;
}
