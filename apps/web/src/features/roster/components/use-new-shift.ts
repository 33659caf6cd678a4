import { formatDate } from '@klokwerk/domain/format';
import { type LocalDate, localDateOf } from '@klokwerk/domain/local-date';
import { useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import type { CreatedShift } from '../api/roster-writes';
import { type RosterShift, shiftLabel } from '../lib/roster-rows';
import type { Warnings } from './use-publish-week';

export interface NewShiftInput {
  timeZone: string;
  /** The department filter: cleared when it would hide the new shift. */
  department: number | null;
  show: ShowBanner;
  onWarnings(warnings: Warnings | null): void;
  /** Shows the day of the new shift (and every department, when `department` is null). */
  onGoTo(date: LocalDate, department: null | undefined): void;
}

/** Where the dialog starts: the day shown, the empty cell's employee and day, or a shift. */
export interface NewShiftStart {
  date: LocalDate | null;
  employeeId: number | null;
  /** Wijzigen: the shift the form changes. */
  editing?: RosterShift;
}

/**
 * Nieuwe Dienst: opening the dialog (a chunk of its own, mounted afresh each time so the form
 * starts on the day shown, or on the empty cell clicked), and what saving does: the roster moves
 * to the concept's day, and its warnings stay in view.
 */
export function useNewShift(input: NewShiftInput) {
  const { t } = useTranslation('roster');
  const [dialog, setDialog] = useState({
    key: 0,
    opened: false,
    start: { date: null, employeeId: null } as NewShiftStart,
  });
  const [opening, startOpening] = useTransition();

  const open = (start: NewShiftStart = { date: null, employeeId: null }) =>
    startOpening(() => setDialog((current) => ({ key: current.key + 1, opened: true, start })));
  const close = () => setDialog((current) => ({ ...current, opened: false }));

  const saved = (created: CreatedShift) => {
    close();
    const start = new Date(created.startTime);
    const { employee } = created;
    const hidden = input.department !== null && employee.categoryId !== input.department;
    input.onGoTo(localDateOf(start, input.timeZone), hidden ? null : undefined);
    input.show(
      'success',
      t(dialog.start.editing ? 'notices.changed' : 'notices.draftAdded', {
        name: `${employee.firstName} ${employee.lastName}`,
        date: formatDate(start, input.timeZone),
        time: shiftLabel(start, new Date(created.endTime), input.timeZone),
      }),
    );
    input.onWarnings(
      created.warnings.length > 0
        ? { intro: t('notices.draftWarnings'), items: created.warnings }
        : null,
    );
  };

  return {
    key: dialog.key,
    opened: dialog.opened,
    start: dialog.start,
    opening,
    open,
    close,
    saved,
  };
}
