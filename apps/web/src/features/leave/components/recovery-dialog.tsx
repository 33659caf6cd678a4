import { recoveryBody } from '@klokwerk/contract/sickness';
import { formatDate, formatTime } from '@klokwerk/domain/format';
import { Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/signed-in/form-dialog';
import { ApiError } from '../../../lib/api-client';
import { type SickReport, useReportRecovery } from '../../../lib/queries/leave';
import { wallClockValue } from '../../../lib/wall-clock';

export interface RecoveryDialogProps {
  report: SickReport;
  timeZone: string;
  opened: boolean;
  onClose(): void;
  onRecovered(report: SickReport): void;
}

/** Hersteld melden: from when the employee can work again (now unless told otherwise). */
export function RecoveryDialog({
  report,
  timeZone,
  opened,
  onClose,
  onRecovered,
}: RecoveryDialogProps) {
  const { t } = useTranslation('leave');
  const recover = useReportRecovery();
  const form = useForm({
    initialValues: { recoveredAt: wallClockValue(new Date(), timeZone) },
    validate: schemaResolver(recoveryBody, { sync: true }),
  });
  const since = new Date(report.sickFrom);

  const submit = form.onSubmit(({ recoveredAt }) => {
    recover.mutate(
      { sickReportId: report.sickReportId, recoveredAt },
      {
        onSuccess: onRecovered,
        onError: (error) =>
          form.setFieldError(
            'recoveredAt',
            error instanceof ApiError ? error.message : t('sickness.recoverFailed'),
          ),
      },
    );
  });

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      texts={{
        title: t('recoveryForm.title'),
        close: t('dialogClose'),
        cancel: t('recoveryForm.cancel'),
        submit: t('recoveryForm.submit'),
      }}
      onSubmit={submit}
      pending={recover.isPending}
    >
      <Text size="sm">
        {t('recoveryForm.intro', {
          name: `${report.firstName} ${report.lastName}`,
          date: formatDate(since, timeZone),
          time: formatTime(since, timeZone),
        })}
      </Text>
      <TextInput
        type="datetime-local"
        label={t('recoveryForm.recoveredAt')}
        description={t('recoveryForm.recoveredAtHint', { firstName: report.firstName })}
        required
        data-autofocus
        {...form.getInputProps('recoveredAt')}
      />
    </FormDialog>
  );
}
