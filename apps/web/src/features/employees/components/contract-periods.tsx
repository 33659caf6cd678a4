import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingRows } from '../../../components/signed-in/load-states';
import { TimedAlert } from '../../../components/signed-in/timed-alert';
import type { Employee } from '../../../lib/queries/employees';
import { ContractPeriodCard } from './contract-period-card';
import { ContractPeriodForm } from './contract-period-form';
import { DialogSection } from './dialog-section';
import { useContractPeriods } from './use-contract-periods';

export interface ContractPeriodsProps {
  employee: Employee;
  today: string;
  /** contracts.manage: add, change and remove; otherwise the list only. */
  mayManage: boolean;
}

/**
 * The employee's contract periods (docs/screens.md#employees): the list, newest last, and for
 * HR and the owners a form in place to add or change one and a question before removing one.
 * After a change the focus goes back to the button that started it.
 */
export function ContractPeriods({ employee, today, mayManage }: ContractPeriodsProps) {
  const { t } = useTranslation('employees');
  const state = useContractPeriods(employee);
  const { contracts, periods, busy } = state;
  const name = `${employee.firstName} ${employee.lastName}`;

  return (
    <DialogSection title={t('sections.contracts')}>
      <Text size="sm" c="dimmed">
        {t('contracts.intro')}
      </Text>
      {state.saved && (
        <TimedAlert kind="success" onClose={state.closeSaved}>
          {state.saved}
        </TimedAlert>
      )}
      {state.failure && (
        <TimedAlert kind="error" durationMs={null} onClose={state.closeFailure}>
          {state.failure}
        </TimedAlert>
      )}
      {contracts.isPending && <LoadingRows rows={1} height={48} />}
      {contracts.isError && (
        <LoadFailed
          title={t('contracts.loadFailed')}
          error={contracts.error}
          retryLabel={t('retry')}
          onRetry={() => void contracts.refetch()}
        />
      )}
      {contracts.isSuccess && periods.length === 0 && (
        <Text size="sm" fs="italic">
          {t('contracts.empty')}
        </Text>
      )}
      {periods.length > 0 && (
        <Stack
          component="ul"
          gap="xs"
          m={0}
          p={0}
          aria-label={t('contracts.listLabel', { name })}
          style={{ listStyle: 'none' }}
        >
          {periods.map((period) => (
            <ContractPeriodCard
              key={period.contractId}
              period={period}
              today={today}
              actions={mayManage && state.idle}
              open={state.openIn(period)}
              busy={busy}
              onEdit={() => state.edit(period)}
              onDelete={() => state.askDelete(period)}
              onSubmit={state.submit}
              onRemove={() => state.remove(period)}
              onCancel={state.cancel}
            />
          ))}
        </Stack>
      )}
      {mayManage && state.adding && (
        <ContractPeriodForm
          period={null}
          busy={busy}
          onSubmit={state.submit}
          onCancel={state.cancel}
        />
      )}
      {mayManage && state.idle && contracts.isSuccess && (
        <Group>
          <Button
            ref={state.addButton}
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={state.add}
          >
            {t('contracts.add')}
          </Button>
        </Group>
      )}
    </DialogSection>
  );
}
