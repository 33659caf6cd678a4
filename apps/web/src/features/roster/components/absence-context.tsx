import { Badge } from '@mantine/core';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { AbsenceKind, AbsenceMarks } from '../lib/absences';

/**
 * The roster's absence marks (approved leave, sick periods) for the grids, handed down through
 * context so the grids and their blocks need no new props: a block reads its warnings, a cell
 * whether its person is away that day. `day` is the day view's day ('yyyy-mm-dd'): there the
 * row's header carries the mark; null in the week view, where each cell does.
 */
export interface RosterAbsences extends AbsenceMarks {
  day: string | null;
}

const NONE: RosterAbsences = { notes: new Map(), cells: new Map(), day: null };

const AbsenceContext = createContext<RosterAbsences>(NONE);

export const AbsenceProvider = AbsenceContext.Provider;

/** The warnings about a block's shift in leave or sickness, if any. */
export function useAbsenceNotes(key: string): string[] | undefined {
  return useContext(AbsenceContext).notes.get(key);
}

/** The same for any block by its key (the grid's one tooltip, which follows the blocks). */
export function useAbsenceNotesOf(): (key: string) => string[] | undefined {
  const { notes } = useContext(AbsenceContext);
  return (key) => notes.get(key);
}

const LOOK: Record<AbsenceKind, { color: string; label: 'absence.leave' | 'absence.sick' }> = {
  // Dark shades: white text on them passes WCAG AA.
  leave: { color: 'blue.9', label: 'absence.leave' },
  sick: { color: 'grape.9', label: 'absence.sick' },
};

function Mark({ kind }: { kind: AbsenceKind }) {
  const { t } = useTranslation('roster');
  const look = LOOK[kind];
  return (
    <Badge color={look.color} variant="filled" size="xs" tt="none" radius="sm">
      {t(look.label)}
    </Badge>
  );
}

/** The week view's cell: 'Verlof' or 'Ziek' when its person is away that day. */
export function AbsenceCellMark({ employeeId, day }: { employeeId: number; day: string }) {
  const kind = useContext(AbsenceContext).cells.get(`${employeeId}:${day}`);
  return kind ? <Mark kind={kind} /> : null;
}

/** The day view's row header: the same mark for the day shown. */
export function AbsenceRowMark({ employeeId }: { employeeId: number }) {
  const { cells, day } = useContext(AbsenceContext);
  const kind = day === null ? undefined : cells.get(`${employeeId}:${day}`);
  return kind ? <Mark kind={kind} /> : null;
}

/** The heading of the absence part of a block's tooltip. */
export function useAbsenceHeading(): string {
  return useTranslation('roster').t('absence.title');
}
