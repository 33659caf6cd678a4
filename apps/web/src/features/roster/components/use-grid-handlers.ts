import type { LocalDate } from '@klokwerk/domain/local-date';
import { readIsoDate } from '@klokwerk/domain/local-date';
import { type MouseEvent, useCallback, useMemo } from 'react';
import type { RosterShift } from '../lib/roster-rows';
import type { NewShiftStart } from './use-new-shift';

export interface GridHandlersInput {
  shifts: readonly RosterShift[];
  /** Nieuwe Dienst, prefilled. */
  openNewShift(start: NewShiftStart): void;
  /** Dienst Details. */
  openShift(shift: RosterShift): void;
  /** A concept dropped on another cell. */
  move(shift: RosterShift, employeeId: number, day: LocalDate): void;
}

/**
 * The grids' three handlers, one each for every block and cell (no closure per block, a week
 * holds hundreds): they read the shift's key, or the cell's employee and day, from the element.
 */
export function useGridHandlers({ shifts, openNewShift, openShift, move }: GridHandlersInput) {
  const shiftsByKey = useMemo(() => new Map(shifts.map((shift) => [shift.key, shift])), [shifts]);
  // An empty cell of the week: Nieuwe Dienst for its person and day.
  const onAdd = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      const { employee, day } = event.currentTarget.dataset;
      openNewShift({ date: readIsoDate(day ?? ''), employeeId: Number(employee) || null });
    },
    [openNewShift],
  );
  const onOpen = useCallback(
    (event: MouseEvent<HTMLButtonElement>) => {
      const shift = shiftsByKey.get(event.currentTarget.dataset.shift ?? '');
      if (shift) openShift(shift);
    },
    [shiftsByKey, openShift],
  );
  const onMove = useCallback(
    (key: string, employeeId: number, day: string) => {
      const shift = shiftsByKey.get(key);
      const target = readIsoDate(day);
      if (shift && target) move(shift, employeeId, target);
    },
    [shiftsByKey, move],
  );
  return { onAdd, onOpen, onMove };
}
