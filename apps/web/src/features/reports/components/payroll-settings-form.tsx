import { type PayrollSettings, payrollSettingsBody } from '@klokwerk/contract/payroll';
import { Button, Group, SimpleGrid, Stack, TextInput, Title, type TitleOrder } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { ApiError } from '../../../lib/api-client';
import { useSavePayrollSettings } from '../api/save-payroll-settings';
import { failureText } from '../lib/error-text';

const validate = schemaResolver(payrollSettingsBody, { sync: true });

/** The codes of leave per type and of sick hours, after the hours code. */
const ABSENCE_CODES = ['vacationCode', 'specialLeaveCode', 'unpaidLeaveCode', 'sickCode'] as const;

function formValues(settings: PayrollSettings) {
  return {
    debtorNumber: settings.debtorNumber ?? '',
    companyNumber: settings.companyNumber ?? '',
    hoursCode: settings.hoursCode ?? '',
    vacationCode: settings.vacationCode,
    specialLeaveCode: settings.specialLeaveCode,
    unpaidLeaveCode: settings.unpaidLeaveCode,
    sickCode: settings.sickCode,
  };
}

export interface PayrollSettingsFormProps {
  /** The saved settings; the form starts from them (mount it again for another company). */
  settings: PayrollSettings;
  titleOrder: TitleOrder;
  onNotice: ShowBanner;
}

/**
 * The company's payroll settings: the numbers by which Visma Nmbrs knows the customer and the
 * company, the hours code of the paid hours and the codes of leave and sick hours, checked with
 * the contract's own rules.
 */
export function PayrollSettingsForm({ settings, titleOrder, onNotice }: PayrollSettingsFormProps) {
  const { t } = useTranslation('reports');
  const titleId = useId();
  const save = useSavePayrollSettings();
  const form = useForm({
    initialValues: formValues(settings),
    validate,
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { companyId: settings.companyId, settings: payrollSettingsBody.parse(values) },
      {
        onSuccess: (saved) => {
          form.setValues(formValues(saved));
          form.resetDirty();
          onNotice('success', t('payroll.settings.saved'));
        },
        onError: (error) => {
          // A field the server names gets the message beside it, as the form's own check does.
          if (error instanceof ApiError && error.field && error.field in form.values) {
            form.setFieldError(error.field, error.message);
          } else onNotice('error', failureText(t('payroll.settings.saveFailed'), error), true);
        },
      },
    ),
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={titleOrder} size="h3" id={titleId}>
        {t('payroll.settings.title')}
      </Title>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={t('payroll.settings.debtorNumber')}
              description={t('payroll.settings.debtorNumberHint')}
              inputMode="numeric"
              maxLength={10}
              required
              {...form.getInputProps('debtorNumber')}
            />
            <TextInput
              label={t('payroll.settings.companyNumber')}
              description={t('payroll.settings.companyNumberHint')}
              inputMode="numeric"
              maxLength={10}
              required
              {...form.getInputProps('companyNumber')}
            />
            <TextInput
              label={t('payroll.settings.hoursCode')}
              description={t('payroll.settings.hoursCodeHint')}
              maxLength={10}
              required
              {...form.getInputProps('hoursCode')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm">
            {ABSENCE_CODES.map((field) => (
              <TextInput
                key={field}
                label={t(`payroll.settings.${field}`)}
                maxLength={10}
                required
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
          <Group>
            <Button
              type="submit"
              variant="default"
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              loading={save.isPending}
            >
              {t('payroll.settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
