import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingRows } from '../../../components/signed-in/load-states';
import { TimedAlert } from '../../../components/signed-in/timed-alert';
import type { Employee } from '../../../lib/queries/employees';
import { DialogSection } from './dialog-section';
import { LeaveCorrectionsPanel } from './leave-corrections-panel';
import { LeaveOpeningPanel } from './leave-opening-panel';
import { useLeaveBalanceEntries } from './use-leave-balance-entries';

export interface LeaveAdjustmentsProps {
  employee: Employee;
  today: string;
  /** leave-adjustments.manage: enter the opening balance and corrections. */
  mayManage: boolean;
}

/**
 * HR's part of the employee's leave (docs/screens.md#employees): the opening balance and the
 * corrections with their reasons, each entered in a form in place. Corrections are never
 * changed or removed, so the list only grows.
 */
export function LeaveAdjustments({ employee, today, mayManage }: LeaveAdjustmentsProps) {
  const { t } = useTranslation('employees');
  const entries = useLeaveBalanceEntries(employee.employeeId);
  const { adjustments, editing, opening, correction } = entries;
  // A form is open in place, or its button shows while neither form is open.
  const show = (form: 'opening' | 'correction') => {
    if (!mayManage) return null;
    if (editing === form) return 'form';
    return editing === null ? 'button' : null;
  };

  return (
    <DialogSection title={t('sections.leave')}>
      <Text size="sm" c="dimmed">
        {t('leave.intro')}
      </Text>
      {entries.saved && (
        <TimedAlert kind="success" onClose={entries.closeSaved}>
          {entries.saved}
        </TimedAlert>
      )}
      {adjustments.isPending && <LoadingRows rows={1} height={48} />}
      {adjustments.isError && (
        <LoadFailed
          title={t('leave.loadFailed')}
          error={adjustments.error}
          retryLabel={t('retry')}
          onRetry={() => void adjustments.refetch()}
        />
      )}
      {adjustments.isSuccess && (
        <>
          <LeaveOpeningPanel
            opening={adjustments.data.opening}
            thisYear={Number(today.slice(0, 4))}
            show={show('opening')}
            busy={opening.busy}
            button={opening.button}
            onEdit={opening.start}
            onSubmit={opening.submit}
            onCancel={entries.cancel}
          />
          <LeaveCorrectionsPanel
            corrections={adjustments.data.corrections}
            today={today}
            show={show('correction')}
            busy={correction.busy}
            button={correction.button}
            onAdd={correction.start}
            onSubmit={correction.submit}
            onCancel={entries.cancel}
          />
        </>
      )}
    </DialogSection>
  );
}
