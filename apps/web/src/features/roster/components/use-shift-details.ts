import { useCallback, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useDeleteSchedule } from '../api/delete-schedule';
import type { RosterShift } from '../lib/roster-rows';

export interface ShiftDetailsInput {
  companyId: number | null;
  /** Removes concept shifts from the session. */
  remove(ids: readonly string[]): void;
  show: ShowBanner;
}

/**
 * Dienst Details: which shift is open, and Verwijderen — a concept shift only here in the
 * browser (docs/screens.md#roster), a definitive one on the server. A failed delete keeps the dialog
 * open with the reason.
 */
export function useShiftDetails({ companyId, remove, show }: ShiftDetailsInput) {
  const { t } = useTranslation('roster');
  const mutation = useDeleteSchedule(companyId);
  const [shift, setShift] = useState<RosterShift | null>(null);
  const [opened, setOpened] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [, startOpening] = useTransition();

  const open = useCallback((chosen: RosterShift) => {
    startOpening(() => {
      setShift(chosen);
      setError(null);
      setOpened(true);
    });
  }, []);
  const close = useCallback(() => setOpened(false), []);

  const removeShift = () => {
    if (!shift) return;
    if (shift.draftId !== null) {
      remove([shift.draftId]);
      setOpened(false);
      show('success', t('notices.draftDeleted'));
      return;
    }
    if (shift.scheduleId === null) return;
    setError(null);
    mutation.mutate(shift.scheduleId, {
      onSuccess: () => {
        setOpened(false);
        show('success', t('notices.deleted'));
      },
      onError: (failure) =>
        setError(
          `${t('errors.delete')} ${failure instanceof ApiError ? failure.message : GENERIC_ERROR_MESSAGE}`,
        ),
    });
  };

  return {
    shift,
    opened,
    error,
    deleting: mutation.isPending,
    open,
    close,
    remove: removeShift,
  };
}
