import { employeeUpdateBody } from '@klokwerk/contract/employees';
import { Checkbox, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalidField } from '../../../lib/focus-first-error';
import type { Employee, UpdatedEmployee, useUpdateEmployee } from '../../../lib/queries/employees';
import {
  type BsnChange,
  type EmployeeFormValues,
  toFormValues,
  toUpdateBody,
} from '../lib/form-values';
import { showRefusal } from '../lib/show-refusal';
import { BsnReveal } from './bsn-reveal';
import { DialogSection } from './dialog-section';
import { type EmployeeFieldName, EmployeeFields } from './employee-fields';

const resolveUpdate = schemaResolver(employeeUpdateBody, { sync: true });

/**
 * Everything is required except the BSN, the end date and the rating; the hours per week
 * follow the contract periods and are not edited here.
 */
const REQUIRED = new Set<EmployeeFieldName>([
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'dateOfBirth',
  'address',
  'jobTitleId',
  'startDate',
  'contractType',
  'salary',
]);

export interface EmployeeEditFormProps {
  /** The form element's id, for the dialog's save button outside it. */
  id: string;
  employee: Employee;
  mayEditBsn: boolean;
  /** The dialog's mutation, so its save button (outside this form) shows that it is busy. */
  update: ReturnType<typeof useUpdateEmployee>;
  onSaved(updated: UpdatedEmployee): void;
  /** A failure that belongs to no field: the dialog shows it in its banner. */
  onError(message: string | null): void;
}

/**
 * The edit state of the detail dialog. Validated with the contract's employeeUpdateBody, so
 * its messages ("Ongeldig e-mailadres", "Ongeldige functie geselecteerd", …) show under the
 * fields; a server error naming a field shows there too, any other in the dialog's banner.
 */
export function EmployeeEditForm({
  id,
  employee,
  mayEditBsn,
  update,
  onSaved,
  onError,
}: EmployeeEditFormProps) {
  const { t } = useTranslation('employees');
  const formRef = useRef<HTMLFormElement>(null);
  const [removeBsn, setRemoveBsn] = useState(false);
  const bsn: BsnChange = { kind: removeBsn ? 'remove' : 'keep' };
  const form = useForm<EmployeeFormValues>({
    initialValues: toFormValues(employee),
    // Whether the BSN is kept or removed does not change what is valid.
    validate: (values) => resolveUpdate(toUpdateBody(values, { kind: 'keep' })),
  });

  const submit = form.onSubmit(
    (values) => {
      onError(null);
      update.mutate(
        { employeeId: employee.employeeId, body: toUpdateBody(values, bsn) },
        {
          onSuccess: onSaved,
          onError: (error) => showRefusal(form, formRef.current, error, onError),
        },
      );
    },
    () => focusFirstInvalidField(formRef.current),
  );

  return (
    <form ref={formRef} id={id} onSubmit={submit} noValidate aria-busy={update.isPending}>
      <Stack gap="lg">
        <EmployeeFields
          field={(name) => form.getInputProps(name)}
          required={REQUIRED}
          companyId={employee.companyId}
          hoursFromContract={employee.hoursPerWeek}
        />
        {mayEditBsn && (
          <DialogSection title={t('fields.socialSecurityNumber')}>
            <BsnReveal employeeId={employee.employeeId} />
            <TextInput
              label={t('bsn.newLabel')}
              description={t('bsn.newHint')}
              inputMode="numeric"
              autoComplete="off"
              disabled={removeBsn}
              {...form.getInputProps('socialSecurityNumber')}
            />
            <Checkbox
              label={t('bsn.remove')}
              description={t('bsn.removeHint')}
              checked={removeBsn}
              onChange={(event) => {
                setRemoveBsn(event.currentTarget.checked);
                form.clearFieldError('socialSecurityNumber');
              }}
            />
          </DialogSection>
        )}
      </Stack>
    </form>
  );
}
