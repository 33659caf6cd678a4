import { sickReportBody } from '@klokwerk/contract/sickness';
import { Select, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/signed-in/form-dialog';
import { ApiError } from '../../../lib/api-client';
import { useCompanyEmployees } from '../../../lib/queries/employees';
import { type SickReport, useReportSick } from '../../../lib/queries/leave';
import { wallClockValue } from '../../../lib/wall-clock';

const resolve = schemaResolver(sickReportBody, { sync: true });
const FIELDS: ReadonlySet<string> = new Set(['employeeId', 'sickFrom']);

export interface SickDialogProps {
  companyId: number;
  timeZone: string;
  opened: boolean;
  onClose(): void;
  onReported(report: SickReport): void;
}

/**
 * Ziek melden: who, and since when (now unless told otherwise, on the company's clock).
 * Nothing else is asked, on purpose: no reason, no illness (docs/decisions/025).
 */
export function SickDialog({ companyId, timeZone, opened, onClose, onReported }: SickDialogProps) {
  const { t } = useTranslation('leave');
  const employees = useCompanyEmployees(companyId);
  const report = useReportSick();
  const form = useForm({
    initialValues: { employeeId: '', sickFrom: wallClockValue(new Date(), timeZone) },
    validate: resolve,
  });

  const submit = form.onSubmit((values) => {
    report.mutate(
      { employeeId: values.employeeId, sickFrom: values.sickFrom },
      {
        onSuccess: (saved) => {
          form.reset();
          onReported(saved);
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.field : undefined;
          const message = error instanceof ApiError ? error.message : t('sickness.reportFailed');
          form.setFieldError(field && FIELDS.has(field) ? field : 'employeeId', message);
        },
      },
    );
  });

  const options = (employees.data ?? []).map((employee) => ({
    value: String(employee.employeeId),
    label: `${employee.firstName} ${employee.lastName}`,
  }));

  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      texts={{
        title: t('sickForm.title'),
        close: t('dialogClose'),
        cancel: t('sickForm.cancel'),
        submit: t('sickForm.submit'),
      }}
      onSubmit={submit}
      pending={report.isPending}
    >
      <Text size="sm" c="dimmed">
        {t('sickness.privacy')}
      </Text>
      <Select
        label={t('sickForm.employee')}
        placeholder={
          employees.isPending ? t('sickForm.employeesLoading') : t('sickForm.employeePlaceholder')
        }
        data={options}
        searchable
        nothingFoundMessage={t('sickForm.noEmployees')}
        required
        data-autofocus
        {...form.getInputProps('employeeId')}
      />
      <TextInput
        type="datetime-local"
        label={t('sickForm.sickFrom')}
        description={t('sickForm.sickFromHint')}
        required
        {...form.getInputProps('sickFrom')}
      />
    </FormDialog>
  );
}
