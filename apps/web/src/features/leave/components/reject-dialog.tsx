import { rejectLeaveBody } from '@klokwerk/contract/leave';
import { Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CountedTextarea } from '../../../components/signed-in/counted-textarea';
import { FormDialog } from '../../../components/signed-in/form-dialog';
import { useLeaveText } from '../../../components/signed-in/leave-labels';
import { ApiError } from '../../../lib/api-client';
import { type LeaveItem, useRejectLeave } from '../../../lib/queries/leave';
import { withServerReason } from '../../../lib/server-reason';

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
          onFailed(withServerReason(t('pending.rejectFailed'), error));
        },
      },
    );
  });

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      texts={{
        title: t('reject.title'),
        close: t('dialogClose'),
        cancel: t('reject.cancel'),
        submit: t('reject.confirm'),
      }}
      onSubmit={submit}
      pending={reject.isPending}
      submitColor="red.9"
    >
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
    </FormDialog>
  );
}
