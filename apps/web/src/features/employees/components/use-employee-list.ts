import { useMemo, useState } from 'react';
import { useCompanyEmployees } from '../../../lib/queries/employees';
import { localIsoDate } from '../lib/employee-format';
import { type EmployeeStatus, employeeStatus } from '../lib/profile-status';
import { matchesSearch } from '../lib/search';

/** The company's employees, each with its status, and those the search and status filter keep. */
export function useEmployeeList(companyId: number | null) {
  const employees = useCompanyEmployees(companyId);
  const [search, setSearch] = useState('');
  const [statusFilter, setStatusFilter] = useState<EmployeeStatus | null>(null);
  // "Today" of whoever looks, read once per visit of the page.
  const [today] = useState(() => localIsoDate(new Date()));

  const withStatus = useMemo(
    () =>
      (employees.data ?? []).map((employee) => ({
        employee,
        status: employeeStatus(employee, today),
      })),
    [employees.data, today],
  );
  const shown = withStatus.filter(
    ({ employee, status }) =>
      (statusFilter === null || status === statusFilter) && matchesSearch(employee, search),
  );
  return { employees, search, setSearch, statusFilter, setStatusFilter, today, withStatus, shown };
}

export type EmployeeListState = ReturnType<typeof useEmployeeList>;
