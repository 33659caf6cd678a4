import { paySettingsBody } from '@klokwerk/contract/pay-settings';
import { Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsSave } from '../../../components/signed-in/settings-parts';
import { ApiError } from '../../../lib/api-client';
import { focusFirstInvalidField } from '../../../lib/focus-first-error';
import type { CompanyPaySettings } from '../api/get-pay-settings';
import { useSavePaySettings } from '../api/save-pay-settings';
import { type PayFormValues, toBody, toFormValues } from '../lib/form-values';
import { HolidaySettings } from './holiday-settings';
import { ExtraLeaveSettings, SicknessSettings } from './leave-settings';
import { SurchargeBands } from './surcharge-bands';

const resolve = schemaResolver(paySettingsBody, { sync: true });

export interface PaySettingsFormProps {
  settings: CompanyPaySettings;
  /** The year whose holiday dates the list shows: this year on the company's calendar. */
  year: number;
  readOnly: boolean;
  onSaved(): void;
  onFailed(message: string): void;
}

/**
 * Every setting of one company in one form, checked with the contract's own schema (so its
 * Dutch messages show under the fields, nested ones under the band they belong to) and saved
 * at once. A refusal naming a field shows under it; any other in the page's banner.
 */
export function PaySettingsForm({
  settings,
  year,
  readOnly,
  onSaved,
  onFailed,
}: PaySettingsFormProps) {
  const { t } = useTranslation('pay');
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSavePaySettings();
  const form = useForm<PayFormValues>({
    initialValues: toFormValues(settings),
    validate: (values) => resolve(toBody(values)),
  });

  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        { companyId: settings.companyId, body: toBody(values) },
        {
          onSuccess: (saved) => {
            form.setValues(toFormValues(saved));
            form.resetDirty();
            onSaved();
          },
          onError: (error) => {
            const field = error instanceof ApiError ? error.field : undefined;
            if (field && (field.split('.')[0] ?? '') in values) {
              form.setFieldError(field, error instanceof ApiError ? error.message : '');
              focusFirstInvalidField(formRef.current);
            }
            onFailed(
              t('saveFailed', { message: error instanceof Error ? error.message : String(error) }),
            );
          },
        },
      ),
    () => {
      onFailed(t('invalid'));
      focusFirstInvalidField(formRef.current);
    },
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-busy={save.isPending}>
      <Stack gap="lg">
        <HolidaySettings form={form} year={year} readOnly={readOnly} />
        <ExtraLeaveSettings form={form} readOnly={readOnly} />
        <SicknessSettings form={form} readOnly={readOnly} />
        <SurchargeBands form={form} readOnly={readOnly} />
        <SettingsSave readOnly={readOnly} saving={save.isPending} label={t('save')} />
      </Stack>
    </form>
  );
}
