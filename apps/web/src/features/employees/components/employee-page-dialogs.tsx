import type { Role } from '@klokwerk/domain/roles';
import { lazy, Suspense } from 'react';
import type { EmployeeDialogState } from './use-employee-dialogs';

// Each dialog is a chunk of its own (Mantine's modal stack, the form, the contract rules),
// fetched when a pointer or the keyboard comes near a card or the add button.
export const loadDetailDialog = () => import('./employee-dialog');
const EmployeeDialog = lazy(async () => ({ default: (await loadDetailDialog()).EmployeeDialog }));
export const loadAddDialog = () => import('./add-employee-dialog');
const AddEmployeeDialog = lazy(async () => ({
  default: (await loadAddDialog()).AddEmployeeDialog,
}));

export interface EmployeePageDialogsProps {
  dialogs: EmployeeDialogState;
  companyId: number | null;
  /** The company's name, which Medewerker toevoegen says it adds to. */
  companyName: string;
  today: string;
  actorRole: Role | null;
}

/** The open card's employee dialog and Medewerker toevoegen. */
export function EmployeePageDialogs({ dialogs, companyId, ...props }: EmployeePageDialogsProps) {
  const { current } = dialogs;
  return (
    <Suspense fallback={null}>
      {current && (
        <EmployeeDialog
          key={current.employeeId}
          employee={current}
          opened={dialogs.detailOpened}
          onClose={dialogs.closeDetails}
          today={props.today}
          actorRole={props.actorRole}
          onRemoved={dialogs.removed}
        />
      )}
      {dialogs.everAdded && companyId !== null && (
        <AddEmployeeDialog
          opened={dialogs.addOpened}
          onClose={dialogs.closeAdd}
          companyId={companyId}
          companyName={props.companyName}
          onCreated={dialogs.created}
        />
      )}
    </Suspense>
  );
}
