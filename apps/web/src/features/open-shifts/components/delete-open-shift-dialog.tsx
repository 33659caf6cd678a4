import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '../../../components/signed-in/delete-dialog';
import type { CompanyOpenShift } from '../../../lib/queries/open-shifts';
import { shiftText } from '../../../lib/shift-text';

export interface DeleteOpenShiftDialogProps {
  /** The open shift asked about; it stays set while the dialog closes, so the text stays too. */
  shift: CompanyOpenShift;
  timeZone: string;
  opened: boolean;
  /** The delete call is under way: the dialog waits for its outcome. */
  deleting: boolean;
  onConfirm(): void;
  onClose(): void;
}

/**
 * The confirmation before an open shift is withdrawn (docs/screens.md#open-diensten), saying
 * what becomes of the claims that wait. Its own chunk, loaded when a planner opens it.
 */
export function DeleteOpenShiftDialog({
  shift,
  timeZone,
  opened,
  deleting,
  onConfirm,
  onClose,
}: DeleteOpenShiftDialogProps) {
  const { t } = useTranslation('open-shifts');
  const pending = shift.claims.filter((claim) => claim.status === 'PENDING').length;
  return (
    <DeleteDialog
      opened={opened}
      deleting={deleting}
      texts={{
        title: t('delete.title'),
        close: t('delete.close'),
        cancel: t('delete.cancel'),
        confirm: t('delete.confirm'),
      }}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
        {shift.jobTitle.name}: {shiftText(shift, timeZone)}
      </Text>
      <Text>{t('delete.question')}</Text>
      {pending > 0 && <Text size="sm">{t('delete.claims', { count: pending })}</Text>}
    </DeleteDialog>
  );
}
