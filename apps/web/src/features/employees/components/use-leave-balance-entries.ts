import { type RefObject, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type LeaveCorrectionValues,
  type LeaveOpeningValues,
  useAddLeaveCorrection,
  useLeaveAdjustments,
  useSaveLeaveOpening,
} from '../api/leave-adjustments';

/**
 * What HR enters of an employee's leave, the opening balance and corrections, and which of the
 * two forms is open: one at a time. After saving, the focus goes back to the button that
 * opened the form.
 */
export function useLeaveBalanceEntries(employeeId: number) {
  const { t } = useTranslation('employees');
  const adjustments = useLeaveAdjustments(employeeId);
  const saveOpening = useSaveLeaveOpening(employeeId);
  const addCorrection = useAddLeaveCorrection(employeeId);
  const [editing, setEditing] = useState<'opening' | 'correction' | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // Stable, so that the notice's timer does not start again on every render.
  const closeSaved = useCallback(() => setSaved(null), []);
  const openingButton = useRef<HTMLButtonElement>(null);
  const correctionButton = useRef<HTMLButtonElement>(null);

  const done = (message: string, button: RefObject<HTMLButtonElement | null>) => {
    setEditing(null);
    setSaved(message);
    requestAnimationFrame(() => button.current?.focus());
  };
  const submitOpening = (body: LeaveOpeningValues, onError: (error: unknown) => void) =>
    saveOpening.mutate(body, {
      onSuccess: () => done(t('leave.openingSaved'), openingButton),
      onError,
    });
  const submitCorrection = (body: LeaveCorrectionValues, onError: (error: unknown) => void) =>
    addCorrection.mutate(body, {
      onSuccess: () => done(t('leave.correctionSaved'), correctionButton),
      onError,
    });
  const start = (form: 'opening' | 'correction') => {
    setSaved(null);
    setEditing(form);
  };

  return {
    adjustments,
    editing,
    cancel: () => setEditing(null),
    saved,
    closeSaved,
    opening: {
      busy: saveOpening.isPending,
      button: openingButton,
      start: () => start('opening'),
      submit: submitOpening,
    },
    correction: {
      busy: addCorrection.isPending,
      button: correctionButton,
      start: () => start('correction'),
      submit: submitCorrection,
    },
  };
}
