import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../lib/queries/employees';
import {
  type ContractPeriod,
  type ContractPeriodValues,
  useChangeContract,
  useContracts,
} from '../api/contracts';
import { errorMessage } from '../lib/error-message';

type Editing =
  | { kind: 'new' }
  | { kind: 'edit'; period: ContractPeriod }
  | { kind: 'delete'; period: ContractPeriod };

/**
 * An employee's contract periods and what is being done to them: one period added, changed or
 * removed at a time. After a change the focus goes back to the button that started it.
 */
export function useContractPeriods(employee: Employee) {
  const { t } = useTranslation('employees');
  const contracts = useContracts(employee.employeeId);
  const change = useChangeContract(employee.employeeId, employee.companyId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // Stable, so that a notice's timer does not start again on every render.
  const closeSaved = useCallback(() => setSaved(null), []);
  const closeFailure = useCallback(() => setFailure(null), []);

  const finish = (message: string) => {
    setEditing(null);
    setSaved(message);
    requestAnimationFrame(() => addButton.current?.focus());
  };

  const submit = (body: ContractPeriodValues, onError: (error: unknown) => void) => {
    setSaved(null);
    const mutation =
      editing?.kind === 'edit'
        ? { kind: 'update' as const, contractId: editing.period.contractId, body }
        : { kind: 'create' as const, body };
    change.mutate(mutation, { onSuccess: () => finish(t('contracts.saved')), onError });
  };

  const remove = (period: ContractPeriod) => {
    setFailure(null);
    change.mutate(
      { kind: 'delete', contractId: period.contractId },
      {
        onSuccess: () => finish(t('contracts.deleted')),
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  /** What is open in a period's card: its form, the question before removing it, or nothing. */
  const openIn = (period: ContractPeriod) =>
    editing !== null && editing.kind !== 'new' && editing.period.contractId === period.contractId
      ? editing.kind
      : null;

  return {
    contracts,
    periods: contracts.data?.periods ?? [],
    busy: change.isPending,
    idle: editing === null,
    adding: editing?.kind === 'new',
    openIn,
    add: () => {
      setSaved(null);
      setEditing({ kind: 'new' });
    },
    edit: (period: ContractPeriod) => setEditing({ kind: 'edit', period }),
    askDelete: (period: ContractPeriod) => setEditing({ kind: 'delete', period }),
    cancel: () => setEditing(null),
    submit,
    remove,
    saved,
    closeSaved,
    failure,
    closeFailure,
    addButton,
  };
}
