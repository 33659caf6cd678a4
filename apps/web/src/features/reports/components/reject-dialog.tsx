import { approvalBody } from '@klokwerk/contract/time';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CountedTextarea } from '../../../components/signed-in/counted-textarea';
import { NO_REASON } from '../api/update-approval-status';

const validate = schemaResolver(approvalBody.pick({ rejectionReason: true }), { sync: true });

export interface RejectDialogProps {
  /** Who and when, as the table shows it: 'Emma Smit, 03-11-2026 09:02'. */
  subject: string;
  opened: boolean;
  /** The rejection is on its way: the dialog waits for its outcome. */
  rejecting: boolean;
  onConfirm(rejectionReason: string): void;
  onClose(): void;
}

/**
 * Afkeuren asks for a reason, which the employee then reads beside the registration. The
 * specification sends 'Reason not provided' (docs/screens.md#hours-report): an empty field still does, so a
 * manager in a hurry rejects with two clicks. Its own chunk, with Mantine's modal stack.
 */
export function RejectDialog({
  subject,
  opened,
  rejecting,
  onConfirm,
  onClose,
}: RejectDialogProps) {
  const { t } = useTranslation('reports');
  const form = useForm({ initialValues: { rejectionReason: '' }, validate });
  return (
    <Modal
      opened={opened}
      onClose={rejecting ? () => undefined : onClose}
      title={t('hours.reject.title')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form
        noValidate
        onSubmit={form.onSubmit(({ rejectionReason }) =>
          onConfirm(rejectionReason.trim() === '' ? NO_REASON : rejectionReason.trim()),
        )}
      >
        <Stack gap="md">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {subject}
          </Text>
          <CountedTextarea
            label={t('hours.reject.reason')}
            description={t('hours.reject.reasonHint')}
            limit={500}
            rows={3}
            data-autofocus
            {...form.getInputProps('rejectionReason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={rejecting}>
              {t('hours.reject.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={rejecting}>
              {t('hours.reject.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
