import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCompanyEmployees } from '../../../lib/queries/employees';
import { useCategories, useJobTitles } from '../../../lib/queries/organisation';
import { useSchedules } from '../api/get-schedules';
import type { Period } from '../lib/period';
import { type RosterShift, type RowPerson, rosterShifts, rowPeople } from '../lib/roster-rows';

export interface RosterDataInput {
  companyId: number | null;
  week: Period;
  timeZone: string;
  department: number | null;
}

export type RosterStatus = 'loading' | 'failed' | 'ready';

/**
 * Everything the grids need for one week: the week's shifts with the concepts (one request),
 * the company's employees and job titles (the rows and their departments); memoised, so
 * opening a dialog or a banner does not lay out 150 rows again.
 */
export function useRosterData({ companyId, week, timeZone, department }: RosterDataInput) {
  const schedules = useSchedules(companyId, week);
  const employees = useCompanyEmployees(companyId);
  const jobTitles = useJobTitles(companyId);
  const categories = useCategories(companyId);

  const shifts: RosterShift[] = useMemo(
    () => rosterShifts(schedules.data ?? [], timeZone),
    [schedules.data, timeZone],
  );
  const categoryOfJobTitle = useMemo(
    () => new Map((jobTitles.data ?? []).map((title) => [title.id, title.categoryId])),
    [jobTitles.data],
  );
  const people: RowPerson[] = useMemo(
    () => rowPeople({ listed: employees.data ?? [], categoryOfJobTitle, shifts, department }),
    [employees.data, categoryOfJobTitle, shifts, department],
  );

  const needed: UseQueryResult[] = [schedules, employees, jobTitles, categories];
  let status: RosterStatus = 'ready';
  if (needed.some((query) => query.isError)) status = 'failed';
  else if (needed.some((query) => query.isPending)) status = 'loading';

  const retry = () => {
    for (const query of needed) if (query.isError) void query.refetch();
  };

  return {
    status,
    shifts,
    people,
    employees: employees.data ?? [],
    categories,
    retry,
  };
}
