import type { Role } from '@klokwerk/domain/roles';
import { Button, Divider } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyUser } from '../../../lib/queries/company-users';
import type { Employee, UpdatedEmployee, useUpdateEmployee } from '../../../lib/queries/employees';
import { AccountRoleForm } from './account-role-form';
import { DialogFooter } from './dialog-footer';
import { DialogSection } from './dialog-section';
import { EmployeeEditForm } from './employee-edit-form';

export interface EmployeeEditProps {
  employee: Employee;
  /** undefined while loading, null without an account. */
  account: CompanyUser | null | undefined;
  actorRole: Role | null;
  mayEditBsn: boolean;
  /** The dialog's mutation: closing the dialog waits for it too. */
  update: ReturnType<typeof useUpdateEmployee>;
  /** A failure that belongs to no field, shown above the buttons. */
  failure: string | null;
  onFailure(message: string | null): void;
  onSaved(updated: UpdatedEmployee): void;
  onCancel(): void;
}

/**
 * The dialog's edit state: the employee's form, the linked account's role (a form of its own,
 * saved on its own), and the buttons that save or cancel the employee's form.
 */
export function EmployeeEdit({
  employee,
  account,
  actorRole,
  mayEditBsn,
  update,
  failure,
  onFailure,
  onSaved,
  onCancel,
}: EmployeeEditProps) {
  const { t } = useTranslation('employees');
  const formId = useId();
  return (
    <>
      <EmployeeEditForm
        id={formId}
        employee={employee}
        mayEditBsn={mayEditBsn}
        update={update}
        onSaved={onSaved}
        onError={onFailure}
      />
      {account && (
        <>
          <Divider />
          <DialogSection title={t('sections.account')}>
            <AccountRoleForm
              account={account}
              companyId={employee.companyId}
              actorRole={actorRole}
            />
          </DialogSection>
        </>
      )}
      <DialogFooter error={failure} onErrorClose={() => onFailure(null)}>
        <Button variant="default" onClick={onCancel} disabled={update.isPending}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" form={formId} loading={update.isPending}>
          {t('form.save')}
        </Button>
      </DialogFooter>
    </>
  );
}
