import { rejectLeaveBody } from '@klokwerk/contract/leave';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CountedTextarea } from '../../../components/signed-in/counted-textarea';
import { useLeaveText } from '../../../components/signed-in/leave-labels';
import { ApiError } from '../../../lib/api-client';
import { type LeaveItem, useRejectLeave } from '../../../lib/queries/leave';

export interface RejectDialogProps {
  leave: LeaveItem;
  opened: boolean;
  onClose(): void;
  onRejected(leave: LeaveItem): void;
  onFailed(text: string): void;
}

/** Verlofaanvraag afwijzen: the reason is required, and the employee reads it in the mail. */
export function RejectDialog({ leave, opened, onClose, onRejected, onFailed }: RejectDialogProps) {
  const { t } = useTranslation('leave');
  const text = useLeaveText();
  const reject = useRejectLeave();
  const form = useForm({
    initialValues: { rejectionReason: '' },
    validate: schemaResolver(rejectLeaveBody, { sync: true }),
  });
  const name = `${leave.firstName} ${leave.lastName}`;

  const submit = form.onSubmit(({ rejectionReason }) => {
    reject.mutate(
      { leaveId: leave.leaveId, rejectionReason: rejectionReason.trim() },
      {
        onSuccess: onRejected,
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'rejectionReason') {
            form.setFieldError('rejectionReason', error.message);
            return;
          }
          onFailed(
            error instanceof ApiError
              ? `${t('pending.rejectFailed')} ${error.message}`
              : t('pending.rejectFailed'),
          );
        },
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('reject.title')}
      size="md"
      closeButtonProps={{ 'aria-label': t('dialogClose') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t('reject.intro', {
              name,
              type: text.type(leave).toLowerCase(),
              days: text.days(leave),
            })}
          </Text>
          <CountedTextarea
            label={t('reject.reason')}
            description={t('reject.reasonHint', { firstName: leave.firstName })}
            required
            data-autofocus
            rows={4}
            limit={1000}
            {...form.getInputProps('rejectionReason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={reject.isPending}>
              {t('reject.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={reject.isPending}>
              {t('reject.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
