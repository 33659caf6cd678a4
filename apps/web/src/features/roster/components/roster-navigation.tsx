import { addDays, type LocalDate } from '@klokwerk/domain/local-date';
import { useQueryClient } from '@tanstack/react-query';
import type { Categories } from '../../../lib/queries/organisation';
import { schedulesQueryOptions } from '../api/get-schedules';
import { monthStart, type Week, weekAround } from '../lib/period';
import { sameDay } from '../lib/roster-rows';
import type { RosterSearch } from '../lib/roster-search';
import { RosterSettings, type Step } from './roster-settings';

export interface RosterNavigationProps {
  companyId: number | null;
  search: Pick<RosterSearch, 'view' | 'department'>;
  update(changes: Partial<RosterSearch>): void;
  today: LocalDate;
  day: LocalDate;
  week: Week;
  month: string;
  months: ReadonlyArray<{ value: string; label: string }>;
  categories: Categories | undefined;
}

/**
 * The settings panel bound to the address: each step, month and department is written there,
 * and the week a step leads to is asked for before the step is taken.
 */
export function RosterNavigation({ companyId, search, update, ...props }: RosterNavigationProps) {
  const queryClient = useQueryClient();
  const { today, day, week, months, month } = props;
  const stepTarget = (value: Step) =>
    value === 0 ? null : addDays(day, value * (search.view === 'week' ? 7 : 1));
  const prepareStep = (value: Step) => {
    const target = stepTarget(value) ?? today;
    void queryClient.prefetchQuery(schedulesQueryOptions(companyId, weekAround(target)));
  };
  return (
    <RosterSettings
      view={search.view}
      onViewChange={(view) => update({ view })}
      onStep={(value) => update({ date: stepTarget(value) })}
      onPrepareStep={prepareStep}
      atCurrent={
        search.view === 'week' ? week.start === weekAround(today).start : sameDay(day, today)
      }
      month={months.some((choice) => choice.value === month) ? month : null}
      monthChoices={months}
      onMonthChange={(key) => update({ date: monthStart(key) })}
      department={search.department}
      categories={props.categories}
      onDepartmentChange={(department) => update({ department })}
    />
  );
}
