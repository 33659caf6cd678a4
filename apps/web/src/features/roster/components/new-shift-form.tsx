import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import type { CompanyEmployees } from '../../../lib/queries/employees';
import { CandidateFindings } from './candidate-findings';
import { NewShiftFields } from './new-shift-fields';
import type { NewShiftFormState } from './use-new-shift-form';
import { WarningAlert } from './warning-alert';

export interface NewShiftFormProps {
  shift: NewShiftFormState;
  employees: CompanyEmployees;
  /** Wijzigen: the form changes a shift rather than adding a concept. */
  editing: boolean;
}

/**
 * The form's fields, then why saving failed, the warnings and the Arbeidstijdenwet's findings,
 * which never block, and Annuleren and Opslaan.
 */
export function NewShiftForm({ shift, employees, editing }: NewShiftFormProps) {
  const { t } = useTranslation('roster');
  const { form, mutation, saving, warnings, checkFailed } = shift;
  return (
    <form ref={shift.formRef} onSubmit={shift.submit} noValidate aria-busy={saving}>
      <Stack gap="md">
        <Text size="sm">{editing ? t('newShift.editIntro') : t('newShift.intro')}</Text>
        <NewShiftFields form={form} employees={employees} />
        {mutation.isError && (
          <Alert color="red" variant="light" role="alert">
            {`${t('errors.saveShift')} ${mutation.error instanceof ApiError ? mutation.error.message : GENERIC_ERROR_MESSAGE}`}
          </Alert>
        )}
        {form.errors.companyId && (
          <Alert color="red" variant="light" role="alert">
            {form.errors.companyId}
          </Alert>
        )}
        {(warnings.length > 0 || checkFailed) && (
          <WarningAlert
            title={t('newShift.warningsTitle')}
            items={checkFailed ? [...warnings, t('newShift.checkFailed')] : warnings}
          />
        )}
        <CandidateFindings {...shift.labour} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={shift.close} disabled={saving}>
            {t('newShift.cancel')}
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {saving ? t('newShift.saving') : t('newShift.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
