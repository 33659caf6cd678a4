import { weekdayName } from '@klokwerk/domain/dutch-calendar';
import { formatLocalDate } from '@klokwerk/domain/format';
import { type LocalDate, toIsoDate } from '@klokwerk/domain/local-date';
import { type DragEvent, type MouseEvent, memo, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterOpenShift } from '../lib/open-shift-rows';
import { sameDay, type WeekRow } from '../lib/roster-rows';
import { AbsenceCellMark } from './absence-context';
import { FindingTip } from './finding-tip';
import { OpenShiftChip } from './open-shift-chip';
import { PersonHeader } from './person-header';
import classes from './roster-grid.module.css';
import { ShiftButton, shiftFlag } from './shift-button';

export interface WeekGridProps {
  rows: readonly WeekRow[];
  days: readonly LocalDate[];
  today: LocalDate;
  /** The heading that names the week, for the scroll region and the table. */
  labelledBy: string;
  /** Arbeidstijdenwet violations by block key. */
  flags: ReadonlyMap<string, string[]>;
  /** The week's open shifts by day, Monday first: a row above the employees when any. */
  openShifts: readonly (readonly RosterOpenShift[])[];
  onOpen(event: MouseEvent<HTMLButtonElement>): void;
  /**
   * Each empty cell is a button (focusable, Enter opens) that calls this with `data-employee`
   * and `data-day` (yyyy-mm-dd).
   */
  onAdd(event: MouseEvent<HTMLButtonElement>): void;
  /**
   * A concept block dropped on a cell: its key, and the cell's employee and day (yyyy-mm-dd).
   * Dragging is the pointer's shortcut; Wijzigen in Dienst Details moves a shift by keyboard.
   */
  onMove(shiftKey: string, employeeId: number, day: string): void;
}

/** What a dragged block carries: its key, under a type of our own that no other drag has. */
const SHIFT_TYPE = 'application/x-klokwerk-shift';

/** The cell of the week under a drag event, with its employee and day. */
function cellOf(event: DragEvent): HTMLTableCellElement | null {
  return event.target instanceof Element
    ? event.target.closest<HTMLTableCellElement>('td[data-day]')
    : null;
}

/**
 * Drag and drop of concept blocks, with one set of handlers on the table (a week holds
 * hundreds of blocks and cells). The cell under the block is marked while it is dragged.
 */
function useDropCells(onMove: WeekGridProps['onMove']) {
  const marked = useRef<HTMLTableCellElement | null>(null);
  const mark = (cell: HTMLTableCellElement | null) => {
    if (marked.current === cell) return;
    marked.current?.classList.remove(classes.dropTarget ?? '');
    cell?.classList.add(classes.dropTarget ?? '');
    marked.current = cell;
  };
  return {
    onDragStart: (event: DragEvent) => {
      const block =
        event.target instanceof HTMLElement ? event.target.closest('[draggable="true"]') : null;
      const key = block instanceof HTMLElement ? block.dataset.shift : undefined;
      if (!key) return;
      event.dataTransfer.setData(SHIFT_TYPE, key);
      event.dataTransfer.effectAllowed = 'move';
    },
    onDragOver: (event: DragEvent) => {
      const cell = cellOf(event);
      if (!cell || !event.dataTransfer.types.includes(SHIFT_TYPE)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      mark(cell);
    },
    onDragLeave: (event: DragEvent) => {
      // Out of the table, not into another of its cells.
      if (
        !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))
      ) {
        mark(null);
      }
    },
    onDragEnd: () => mark(null),
    onDrop: (event: DragEvent) => {
      const cell = cellOf(event);
      const key = event.dataTransfer.getData(SHIFT_TYPE);
      mark(null);
      if (!cell || !key) return;
      event.preventDefault();
      onMove(key, Number(cell.dataset.employee), cell.dataset.day ?? '');
    },
  };
}

interface DayColumn {
  key: string;
  name: string;
  date: string;
  today: boolean;
}

/**
 * Weekweergave (docs/screens.md#roster): employees in rows with name and job title, one column per
 * day, Monday first, and each shift in the cell of the day it starts on.
 */
export const WeekGrid = memo(function WeekGrid({
  rows,
  days,
  today,
  labelledBy,
  flags,
  openShifts,
  onOpen,
  onAdd,
  onMove,
}: WeekGridProps) {
  const { t } = useTranslation('roster');
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const drop = useDropCells(onMove);
  // Stable while the week is, so the memoised rows are not drawn again.
  const columns: DayColumn[] = useMemo(
    () =>
      days.map((day) => ({
        key: toIsoDate(day),
        name: weekdayName(day),
        date: formatLocalDate(day),
        today: sameDay(day, today),
      })),
    [days, today],
  );
  return (
    <section
      ref={setScroller}
      className={classes.scroller}
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
    >
      <FindingTip container={scroller} flags={flags} title={t('labour.title')} />
      <table className={`${classes.table} ${classes.week}`} aria-labelledby={labelledBy} {...drop}>
        <colgroup>
          <col className={classes.personColumn} />
          {columns.map((column) => (
            <col key={column.key} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className={classes.corner}>
              {t('grid.employee')}
            </th>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.today ? classes.today : undefined}
                aria-current={column.today ? 'date' : undefined}
              >
                <span className={classes.dayName}>{column.name}</span>
                <span className={classes.dayDate}>{column.date}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {openShifts.some((day) => day.length > 0) && (
            <OpenShiftRow openShifts={openShifts} columns={columns} />
          )}
          {rows.map((row) => (
            <WeekRowView
              key={row.person.employeeId}
              row={row}
              columns={columns}
              concept={t('grid.concept')}
              labour={t('labour.title')}
              addLabel={t('grid.add')}
              flags={flags}
              onOpen={onOpen}
              onAdd={onAdd}
            />
          ))}
        </tbody>
      </table>
    </section>
  );
});

/**
 * Open diensten of the week, above the employees: each chip in the column of the day it starts
 * on. Its cells carry no day or employee, so a dragged shift cannot be dropped on them.
 */
function OpenShiftRow({
  openShifts,
  columns,
}: {
  openShifts: readonly (readonly RosterOpenShift[])[];
  columns: readonly DayColumn[];
}) {
  const { t } = useTranslation('roster');
  return (
    <tr className={classes.openRow}>
      <th scope="row" className={classes.person}>
        <span className={classes.name}>{t('openShiftGrid.row')}</span>
      </th>
      {columns.map((column, index) => (
        <td key={column.key} className={column.today ? classes.today : undefined}>
          {openShifts[index]?.map((shift) => (
            <OpenShiftChip
              key={shift.key}
              shift={shift}
              dayLabel={`${column.name} ${column.date}`}
            />
          ))}
        </td>
      ))}
    </tr>
  );
}

interface WeekRowViewProps {
  row: WeekRow;
  columns: readonly DayColumn[];
  concept: string;
  labour: string;
  /** 'Dienst toevoegen': read out with the person and the day. */
  addLabel: string;
  flags: ReadonlyMap<string, string[]>;
  onOpen(event: MouseEvent<HTMLButtonElement>): void;
  onAdd(event: MouseEvent<HTMLButtonElement>): void;
}

const WeekRowView = memo(function WeekRowView({
  row,
  columns,
  concept,
  labour,
  addLabel,
  flags,
  onOpen,
  onAdd,
}: WeekRowViewProps) {
  const name = `${row.person.firstName} ${row.person.lastName}`;
  return (
    <tr>
      <PersonHeader person={row.person} />
      {row.days.map((shifts, index) => {
        const column = columns[index];
        return (
          <td
            key={column?.key ?? index}
            className={column?.today ? classes.today : undefined}
            data-employee={row.person.employeeId}
            data-day={column?.key}
          >
            {column && <AbsenceCellMark employeeId={row.person.employeeId} day={column.key} />}
            {shifts.map((shift) => (
              <ShiftButton
                key={shift.key}
                shift={shift}
                draggable={shift.concept}
                description={`${name}, ${column?.name ?? ''} ${column?.date ?? ''}${shift.concept ? `, ${concept}` : ''}`}
                flag={shiftFlag(shift.key, flags, labour)}
                onOpen={onOpen}
              />
            ))}
            {shifts.length === 0 && column && (
              <button
                type="button"
                className={classes.addCell}
                data-employee={row.person.employeeId}
                data-day={column.key}
                aria-label={`${addLabel}: ${name}, ${column.name} ${column.date}`}
                onClick={onAdd}
              >
                +
              </button>
            )}
          </td>
        );
      })}
    </tr>
  );
});
