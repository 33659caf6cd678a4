import { formatDate } from '@klokwerk/domain/format';
import { type LocalDate, localDateOf } from '@klokwerk/domain/local-date';
import { useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import type { DraftShift } from '../lib/drafts';
import { rosterShifts } from '../lib/roster-rows';
import type { Warnings } from './use-confirm-drafts';

export interface NewShiftInput {
  timeZone: string;
  /** The department filter: cleared when it would hide the new shift. */
  department: number | null;
  add(draft: Omit<DraftShift, 'id'>): DraftShift;
  show: ShowBanner;
  onWarnings(warnings: Warnings | null): void;
  /** Shows the day of the new shift (and every department, when `department` is null). */
  onGoTo(date: LocalDate, department: null | undefined): void;
}

/**
 * Nieuwe Dienst: opening the dialog (a chunk of its own, mounted afresh each time so the form
 * starts on the day shown), and what saving does: the concept shift joins the session, the
 * roster moves to its day, and its warnings stay in view.
 */
export function useNewShift(input: NewShiftInput) {
  const { t } = useTranslation('roster');
  const [dialog, setDialog] = useState({ key: 0, opened: false });
  const [opening, startOpening] = useTransition();

  const open = () =>
    startOpening(() => setDialog((current) => ({ key: current.key + 1, opened: true })));
  const close = () => setDialog((current) => ({ ...current, opened: false }));

  const saved = (draft: Omit<DraftShift, 'id'>, warnings: string[]) => {
    const created = input.add(draft);
    close();
    const [shift] = rosterShifts([], [created], input.timeZone);
    if (shift) {
      const hidden = input.department !== null && draft.employee.categoryId !== input.department;
      input.onGoTo(localDateOf(shift.startTime, input.timeZone), hidden ? null : undefined);
      input.show(
        'success',
        t('notices.draftAdded', {
          name: `${draft.employee.firstName} ${draft.employee.lastName}`,
          date: formatDate(shift.startTime, input.timeZone),
          time: shift.label,
        }),
      );
    }
    input.onWarnings(
      warnings.length > 0 ? { intro: t('notices.draftWarnings'), items: warnings } : null,
    );
  };

  return { key: dialog.key, opened: dialog.opened, opening, open, close, saved };
}
