import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { type CompanyOpenShift, useDeleteOpenShift } from '../../../lib/queries/open-shifts';
import { withServerReason } from '../../../lib/server-reason';
import { useLazyDialog } from '../../../lib/use-lazy-dialog';

/**
 * Verwijderen → the confirmation → the delete call → the banner; `openingId` names the open
 * shift whose button waits for the dialog's code (useLazyDialog).
 */
export function useDeleteOpenShiftFlow(show: ShowBanner) {
  const { t } = useTranslation('open-shifts');
  const remove = useDeleteOpenShift();
  const { dialog, open, close, openingKey } = useLazyDialog(
    (shift: CompanyOpenShift) => shift.openShiftId,
  );

  const confirm = () => {
    const shift = dialog?.subject;
    if (!shift) return;
    remove.mutate(shift.openShiftId, {
      onSuccess: ({ declinedClaims }) =>
        show(
          'success',
          declinedClaims === 0
            ? t('delete.deleted')
            : t('delete.deletedWithClaims', { count: declinedClaims }),
        ),
      onError: (error) => show('error', withServerReason(t('delete.failed'), error), true),
      onSettled: close,
    });
  };

  return {
    dialog,
    open,
    close,
    confirm,
    deleting: remove.isPending,
    openingId: openingKey,
  };
}
