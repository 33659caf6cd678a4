import { employeeCreateBody } from '@klokwerk/contract/employees';
import { Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneDialog } from '../../../components/signed-in/phone-dialog';
import { focusFirstInvalidField } from '../../../lib/focus-first-error';
import { type CreatedEmployee, useCreateEmployee } from '../api/create-employee';
import { EMPTY_EMPLOYEE, type NewEmployeeFormValues, toCreateBody } from '../lib/form-values';
import { showRefusal } from '../lib/show-refusal';
import classes from './dialog.module.css';
import { DialogFooter } from './dialog-footer';
import { type EmployeeFieldName, EmployeeFields } from './employee-fields';

const resolveCreate = schemaResolver(employeeCreateBody, { sync: true });

/** Names and e-mail are required; the rest may follow later (spec-free, see the contract). */
const REQUIRED = new Set<EmployeeFieldName>(['firstName', 'lastName', 'email']);

export interface AddEmployeeDialogProps {
  opened: boolean;
  onClose(): void;
  companyId: number;
  companyName: string;
  onCreated(employee: CreatedEmployee): void;
}

/**
 * "Medewerker toevoegen" (beyond the specification): a manager adds someone directly, without
 * an account, typically kitchen staff who only clock in at the kiosk with their phone number.
 */
export function AddEmployeeDialog({
  opened,
  onClose,
  companyId,
  companyName,
  onCreated,
}: AddEmployeeDialogProps) {
  const { t } = useTranslation('employees');
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateEmployee();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewEmployeeFormValues>({
    initialValues: EMPTY_EMPLOYEE,
    validate: (values) => resolveCreate(toCreateBody(values, companyId)),
  });

  const close = () => {
    if (create.isPending) return;
    form.reset();
    setFailure(null);
    onClose();
  };

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      create.mutate(toCreateBody(values, companyId), {
        onSuccess: (created) => {
          form.reset();
          onCreated(created);
        },
        onError: (error) => showRefusal(form, formRef.current, error, setFailure),
      });
    },
    () => focusFirstInvalidField(formRef.current),
  );

  return (
    <PhoneDialog
      opened={opened}
      onClose={close}
      title={t('create.title')}
      size="xl"
      closeLabel={t('view.close')}
      classNames={{ title: classes.title }}
    >
      <form ref={formRef} onSubmit={submit} noValidate aria-busy={create.isPending}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Text size="sm">{t('create.intro')}</Text>
            <Text size="sm" fw={600}>
              {t('create.company', { company: companyName })}
            </Text>
          </Stack>
          <EmployeeFields
            field={(name) => form.getInputProps(name)}
            required={REQUIRED}
            companyId={companyId}
          />
          <DialogFooter error={failure} onErrorClose={() => setFailure(null)}>
            <Button variant="default" onClick={close} disabled={create.isPending}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </DialogFooter>
        </Stack>
      </form>
    </PhoneDialog>
  );
}
