import { Button, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HoursBalance } from '../../../components/signed-in/hours-balance';
import { LeaveBalance } from '../../../components/signed-in/leave-balance';
import { ObjectHistory } from '../../../components/signed-in/object-history';
import type { CompanyUser } from '../../../lib/queries/company-users';
import type { Employee } from '../../../lib/queries/employees';
import { ContractPeriods } from './contract-periods';
import { DialogFooter } from './dialog-footer';
import { EmployeeDetails } from './employee-details';
import { LeaveAdjustments } from './leave-adjustments';

export interface EmployeeViewProps {
  employee: Employee;
  today: string;
  /** undefined while loading, null without an account. */
  account: CompanyUser | null | undefined;
  accountError: string | null;
  mayViewBsn: boolean;
  /** contracts.manage: add, change and remove contract periods. */
  mayManageContracts: boolean;
  /** leave-adjustments.view and .manage: the opening leave balance and corrections. */
  leave: 'hidden' | 'view' | 'manage';
  /** leave.view: the leave balance; reports.hours: the plus and minus hours. */
  balances: { leave: boolean; hours: boolean };
  onEdit(): void;
  onDelete(): void;
  onClose(): void;
}

/**
 * The dialog's view state: the details, the contract periods, the leave balance, HR's leave
 * entries (each changed in place), the plus and minus hours, their history, and the way to edit or delete.
 */
export function EmployeeView({
  employee,
  today,
  account,
  accountError,
  mayViewBsn,
  mayManageContracts,
  leave,
  balances,
  onEdit,
  onDelete,
  onClose,
}: EmployeeViewProps) {
  const { t } = useTranslation('employees');
  const year = Number(today.slice(0, 4));
  return (
    <>
      <EmployeeDetails
        employee={employee}
        today={today}
        account={account}
        accountError={accountError}
        mayViewBsn={mayViewBsn}
      />
      <ContractPeriods employee={employee} today={today} mayManage={mayManageContracts} />
      {balances.leave && (
        <LeaveBalance of={employee.employeeId} currentYear={year} titleOrder={3} />
      )}
      {leave !== 'hidden' && (
        <LeaveAdjustments employee={employee} today={today} mayManage={leave === 'manage'} />
      )}
      {balances.hours && (
        <HoursBalance
          of={employee.employeeId}
          currentYear={year}
          currentMonth={Number(today.slice(5, 7))}
          titleOrder={3}
        />
      )}
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
          onClick={onDelete}
        >
          {t('view.delete')}
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('view.close')}
          </Button>
          <Button
            leftSection={<IconPencil size={18} aria-hidden />}
            onClick={onEdit}
            data-mode-focus
          >
            {t('view.edit')}
          </Button>
        </Group>
      </DialogFooter>
    </>
  );
}
