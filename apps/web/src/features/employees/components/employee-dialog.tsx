import { can } from '@klokwerk/domain/policies';
import type { Role } from '@klokwerk/domain/roles';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneDialog } from '../../../components/signed-in/phone-dialog';
import { TimedAlert } from '../../../components/signed-in/timed-alert';
import { useChangeAccountEmail } from '../../../lib/queries/company-users';
import {
  type Employee,
  type EmployeeRemoval,
  type UpdatedEmployee,
  useRemoveEmployee,
  useUpdateEmployee,
} from '../../../lib/queries/employees';
import { accountEmailFailure } from '../lib/account-email-failure';
import { errorMessage } from '../lib/error-message';
import classes from './dialog.module.css';
import { EmployeeDelete } from './employee-delete';
import { EmployeeEdit } from './employee-edit';
import { EmployeeView } from './employee-view';
import { useDialogMode } from './use-dialog-mode';
import { useLinkedAccount } from './use-linked-account';

type Mode = 'view' | 'edit' | 'delete';

export interface EmployeeDialogProps {
  employee: Employee;
  opened: boolean;
  onClose(): void;
  today: string;
  actorRole: Role | null;
  /** The employee is gone (deleted or archived); the page says so and closes the dialog. */
  onRemoved(removal: EmployeeRemoval, employee: Employee): void;
}

/**
 * The detail dialog with its three states: view, then edit or delete-confirm (EmployeeView,
 * EmployeeEdit, EmployeeDelete). Full screen on a phone, so a long form scrolls as a page
 * would. The mutations and banners live here, not in the states: a save's follow-up (the
 * account's address) must still be heard once the edit state is gone, and closing waits for
 * whichever state is busy.
 */
export function EmployeeDialog({
  employee,
  opened,
  onClose,
  today,
  actorRole,
  onRemoved,
}: EmployeeDialogProps) {
  const { t } = useTranslation('employees');
  const { mode, move, reset, body } = useDialogMode<Mode>('view');
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateEmployee();
  const changeEmail = useChangeAccountEmail(employee.companyId);
  const remove = useRemoveEmployee(employee.companyId);
  const { users, account } = useLinkedAccount(employee.companyId, employee.employeeId);
  const mayViewBsn = can(actorRole, 'bsn.view');
  const name = `${employee.firstName} ${employee.lastName}`;

  const show = (next: Mode) => {
    setSaved(null);
    setFailure(null);
    remove.reset();
    move(next);
  };

  const close = () => {
    if (update.isPending || remove.isPending) return;
    reset();
    setSaved(null);
    setFailure(null);
    onClose();
  };

  // The account's address follows the employee's: it is where its password-reset links go.
  const followEmail = (updated: UpdatedEmployee) => {
    if (!account?.email || account.email.toLowerCase() === updated.email.toLowerCase()) return;
    changeEmail.mutate(
      { userName: account.userName, newEmail: updated.email },
      {
        onError: (error) =>
          setFailure(
            t('account.emailNotChanged', {
              reason: accountEmailFailure(error, {
                inUse: t('account.emailInUse'),
                tenant: t('account.tenantConfig'),
              }),
            }),
          ),
      },
    );
  };

  const onSaved = (updated: UpdatedEmployee) => {
    show('view');
    setSaved(t('form.saved', { name }));
    followEmail(updated);
  };

  const confirmDelete = () =>
    remove.mutate(
      { employeeId: employee.employeeId, email: employee.email },
      { onSuccess: (removal) => onRemoved(removal, employee) },
    );

  const title =
    mode === 'edit' ? t('form.editTitle', { name }) : mode === 'delete' ? t('delete.title') : name;

  return (
    <PhoneDialog
      opened={opened}
      onClose={close}
      title={title}
      size="xl"
      closeLabel={t('view.close')}
      classNames={{ title: classes.title }}
    >
      <Stack gap="lg" ref={body}>
        {saved && (
          <TimedAlert kind="success" onClose={() => setSaved(null)}>
            {saved}
          </TimedAlert>
        )}
        {mode === 'view' && failure && (
          // Kept until closed: it asks the user to act on the account.
          <TimedAlert kind="error" durationMs={null} onClose={() => setFailure(null)}>
            {failure}
          </TimedAlert>
        )}
        {mode === 'view' && (
          <EmployeeView
            employee={employee}
            today={today}
            account={account}
            accountError={users.isError ? errorMessage(users.error) : null}
            mayViewBsn={mayViewBsn}
            mayManageContracts={can(actorRole, 'contracts.manage')}
            leave={
              can(actorRole, 'leave-adjustments.manage')
                ? 'manage'
                : can(actorRole, 'leave-adjustments.view')
                  ? 'view'
                  : 'hidden'
            }
            balances={{
              leave: can(actorRole, 'leave.view'),
              hours: can(actorRole, 'reports.hours'),
            }}
            onEdit={() => show('edit')}
            onDelete={() => show('delete')}
            onClose={close}
          />
        )}
        {mode === 'edit' && (
          <EmployeeEdit
            employee={employee}
            account={account}
            actorRole={actorRole}
            mayEditBsn={mayViewBsn}
            update={update}
            failure={failure}
            onFailure={setFailure}
            onSaved={onSaved}
            onCancel={() => show('view')}
          />
        )}
        {mode === 'delete' && (
          <EmployeeDelete
            employee={employee}
            account={account}
            remove={remove}
            onConfirm={confirmDelete}
            onCancel={() => show('view')}
          />
        )}
      </Stack>
    </PhoneDialog>
  );
}
