import { useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { ApiError } from '../../../lib/api-client';
import { type CompanyOpenShift, useDeleteOpenShift } from '../../../lib/queries/open-shifts';

/**
 * Verwijderen → the confirmation → the delete call → the banner. The dialog opens in a
 * transition, so while its code loads the card stays as it is and `openingId` names the open
 * shift whose button waits.
 */
export function useDeleteOpenShiftFlow(show: ShowBanner) {
  const { t } = useTranslation('open-shifts');
  const remove = useDeleteOpenShift();
  const [dialog, setDialog] = useState<{ shift: CompanyOpenShift; opened: boolean } | null>(null);
  const [requested, setRequested] = useState<number | null>(null);
  const [opening, startOpening] = useTransition();

  const open = (shift: CompanyOpenShift) => {
    setRequested(shift.openShiftId);
    startOpening(() => setDialog({ shift, opened: true }));
  };
  // The shift stays while the dialog fades out, so its text does not vanish first.
  const close = () => setDialog((current) => current && { ...current, opened: false });

  const confirm = () => {
    const shift = dialog?.shift;
    if (!shift) return;
    remove.mutate(shift.openShiftId, {
      onSuccess: ({ declinedClaims }) =>
        show(
          'success',
          declinedClaims === 0
            ? t('delete.deleted')
            : t('delete.deletedWithClaims', { count: declinedClaims }),
        ),
      onError: (error) =>
        show(
          'error',
          error instanceof ApiError ? `${t('delete.failed')} ${error.message}` : t('delete.failed'),
          true,
        ),
      onSettled: close,
    });
  };

  return {
    dialog,
    open,
    close,
    confirm,
    deleting: remove.isPending,
    openingId: opening ? requested : null,
  };
}
