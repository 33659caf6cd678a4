import { useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import type { Employee, EmployeeRemoval } from '../../../lib/queries/employees';
import type { CreatedEmployee } from '../api/create-employee';

/**
 * The employee dialog and Medewerker toevoegen, and the banners their outcomes leave on the
 * page. Opening is a transition: the button shows it is busy while the dialog's chunk loads.
 */
export function useEmployeeDialogs(employees: readonly Employee[] | undefined) {
  const { t } = useTranslation('employees');
  const [selected, setSelected] = useState<Employee | null>(null);
  const [detailOpened, setDetailOpened] = useState(false);
  const [addOpened, setAddOpened] = useState(false);
  const [everAdded, setEverAdded] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [, startOpeningDetails] = useTransition();
  const [openingAdd, startOpeningAdd] = useTransition();
  // The open card's fresh data after an edit; its last known state while the dialog closes.
  const current =
    (selected && employees?.find((e) => e.employeeId === selected.employeeId)) ?? selected;

  return {
    current,
    detailOpened,
    openDetails: (employee: Employee) =>
      startOpeningDetails(() => {
        setSelected(employee);
        setDetailOpened(true);
      }),
    closeDetails: () => setDetailOpened(false),
    removed: ({ employee, accountError }: EmployeeRemoval, gone: Employee) => {
      setDetailOpened(false);
      setNotice(employee.message);
      setWarning(
        accountError
          ? t('delete.accountWarning', { email: gone.email, message: accountError.message })
          : null,
      );
    },
    everAdded,
    addOpened,
    openingAdd,
    openAdd: () =>
      startOpeningAdd(() => {
        setEverAdded(true);
        setAddOpened(true);
      }),
    closeAdd: () => setAddOpened(false),
    created: (created: CreatedEmployee) => {
      setAddOpened(false);
      setNotice(t('create.created', { name: `${created.firstName} ${created.lastName}` }));
    },
    notice,
    closeNotice: () => setNotice(null),
    warning,
    closeWarning: () => setWarning(null),
  };
}

export type EmployeeDialogState = ReturnType<typeof useEmployeeDialogs>;
