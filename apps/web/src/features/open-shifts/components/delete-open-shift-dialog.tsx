import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
 * what becomes of the claims that wait. Its own chunk: Mantine's modal stack is loaded only
 * when a planner opens it.
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
    <Modal
      opened={opened}
      // A delete once sent cannot be called back: closing would suggest it can.
      onClose={deleting ? () => undefined : onClose}
      title={t('delete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('delete.close') }}
    >
      <Stack gap="md">
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {shift.jobTitle.name}: {shiftText(shift, timeZone)}
        </Text>
        <Text>{t('delete.question')}</Text>
        {pending > 0 && <Text size="sm">{t('delete.claims', { count: pending })}</Text>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deleting} data-autofocus>
            {t('delete.cancel')}
          </Button>
          <Button
            // Shade 9: white on Mantine's default red is below WCAG AA.
            color="red.9"
            leftSection={<IconTrash size={18} aria-hidden />}
            loading={deleting}
            onClick={onConfirm}
          >
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
