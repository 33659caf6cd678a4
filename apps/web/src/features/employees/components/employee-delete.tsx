import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyUser } from '../../../lib/queries/company-users';
import type { Employee, useRemoveEmployee } from '../../../lib/queries/employees';
import { errorMessage } from '../lib/error-message';
import { DeleteConfirm } from './delete-confirm';
import { DialogFooter } from './dialog-footer';

export interface EmployeeDeleteProps {
  employee: Employee;
  account: CompanyUser | null | undefined;
  /** The dialog's mutation: closing the dialog waits for it too. */
  remove: ReturnType<typeof useRemoveEmployee>;
  onConfirm(): void;
  onCancel(): void;
}

/** The dialog's delete state: what deleting does, and the buttons that confirm or go back. */
export function EmployeeDelete({
  employee,
  account,
  remove,
  onConfirm,
  onCancel,
}: EmployeeDeleteProps) {
  const { t } = useTranslation('employees');
  return (
    <>
      <DeleteConfirm employee={employee} account={account} />
      <DialogFooter
        error={remove.isError ? errorMessage(remove.error) : null}
        onErrorClose={() => remove.reset()}
      >
        <Button variant="default" onClick={onCancel} disabled={remove.isPending} data-mode-focus>
          {t('delete.cancel')}
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={remove.isPending}>
          {t('delete.confirm')}
        </Button>
      </DialogFooter>
    </>
  );
}
