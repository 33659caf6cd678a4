import { can } from '@klokwerk/domain/policies';
import type { Role } from '@klokwerk/domain/roles';
import { Button, Divider, Group, Modal, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ObjectHistory } from '../../../components/signed-in/object-history';
import { TimedAlert } from '../../../components/signed-in/timed-alert';
import { useChangeAccountEmail } from '../../../lib/queries/company-users';
import {
  type Employee,
  type EmployeeRemoval,
  useRemoveEmployee,
  useUpdateEmployee,
} from '../../../lib/queries/employees';
import { accountEmailFailure } from '../lib/account-email-failure';
import { errorMessage } from '../lib/error-message';
import { AccountRoleForm } from './account-role-form';
import { DeleteConfirm } from './delete-confirm';
import classes from './dialog.module.css';
import { DialogFooter } from './dialog-footer';
import { EmployeeDetails } from './employee-details';
import { EmployeeEditForm } from './employee-edit-form';
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
 * The detail dialog with its three states (spec part 2 §2 and §4): view, then edit or
 * delete-confirm. Full screen on a phone, so a long form scrolls as a page would.
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
  const phone = useMediaQuery('(max-width: 36em)');
  const formId = useId();
  const [mode, setMode] = useState<Mode>('view');
  const body = useRef<HTMLDivElement>(null);
  // Counts the changes of state; 0 until the first, when Mantine has placed the focus.
  const [moves, setMoves] = useState(0);
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
    setMoves((n) => n + 1);
    setMode(next);
  };

  // A new state starts at its top, with the keyboard on its main control (else its first
  // field): the button that was pressed is gone. Mantine places the focus when it opens.
  useEffect(() => {
    if (moves === 0) return;
    const content = body.current?.closest('.mantine-Modal-content');
    if (content) content.scrollTop = 0;
    const target =
      body.current?.querySelector<HTMLElement>('[data-mode-focus]') ??
      body.current?.querySelector<HTMLElement>('input:not([disabled])');
    target?.focus();
  }, [moves]);

  const close = () => {
    if (update.isPending || remove.isPending) return;
    setMode('view');
    setSaved(null);
    setFailure(null);
    onClose();
  };

  const confirmDelete = () =>
    remove.mutate(
      { employeeId: employee.employeeId, email: employee.email },
      { onSuccess: (removal) => onRemoved(removal, employee) },
    );

  const title =
    mode === 'edit' ? t('form.editTitle', { name }) : mode === 'delete' ? t('delete.title') : name;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      size="xl"
      fullScreen={phone}
      centered={!phone}
      closeButtonProps={{ 'aria-label': t('view.close') }}
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
          <>
            <EmployeeDetails
              employee={employee}
              today={today}
              account={account}
              accountError={users.isError ? errorMessage(users.error) : null}
              mayViewBsn={mayViewBsn}
            />
            <ObjectHistory
              entity="employee"
              entityId={employee.employeeId}
              companyId={employee.companyId}
            />
            <DialogFooter justify="space-between">
              {/* The theme's error red keeps 4.5:1 in both schemes, also on hover. */}
              <Button
                variant="default"
                c="var(--mantine-color-error)"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => show('delete')}
              >
                {t('view.delete')}
              </Button>
              <Group gap="sm">
                <Button variant="default" onClick={close}>
                  {t('view.close')}
                </Button>
                <Button
                  leftSection={<IconPencil size={18} aria-hidden />}
                  onClick={() => show('edit')}
                  data-mode-focus
                >
                  {t('view.edit')}
                </Button>
              </Group>
            </DialogFooter>
          </>
        )}

        {mode === 'edit' && (
          <>
            <EmployeeEditForm
              id={formId}
              employee={employee}
              mayEditBsn={mayViewBsn}
              update={update}
              onSaved={(updated) => {
                show('view');
                setSaved(t('form.saved', { name }));
                // The account's address follows the employee's (spec part 2 §7).
                if (account?.email && account.email.toLowerCase() !== updated.email.toLowerCase()) {
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
                }
              }}
              onError={setFailure}
            />
            {account && (
              <>
                <Divider />
                <Stack gap="sm">
                  <Title order={3} size="h5">
                    {t('sections.account')}
                  </Title>
                  <AccountRoleForm
                    account={account}
                    companyId={employee.companyId}
                    actorRole={actorRole}
                  />
                </Stack>
              </>
            )}
            <DialogFooter error={failure} onErrorClose={() => setFailure(null)}>
              <Button variant="default" onClick={() => show('view')} disabled={update.isPending}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" form={formId} loading={update.isPending}>
                {t('form.save')}
              </Button>
            </DialogFooter>
          </>
        )}

        {mode === 'delete' && (
          <>
            <DeleteConfirm employee={employee} account={account} />
            <DialogFooter
              error={remove.isError ? errorMessage(remove.error) : null}
              onErrorClose={() => remove.reset()}
            >
              <Button
                variant="default"
                onClick={() => show('view')}
                disabled={remove.isPending}
                data-mode-focus
              >
                {t('delete.cancel')}
              </Button>
              <Button color="red.9" onClick={confirmDelete} loading={remove.isPending}>
                {t('delete.confirm')}
              </Button>
            </DialogFooter>
          </>
        )}
      </Stack>
    </Modal>
  );
}
