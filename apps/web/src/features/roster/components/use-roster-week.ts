import type { Role } from '@klokwerk/domain/roles';
import type { Week } from '../lib/period';
import type { RosterSearch } from '../lib/roster-search';
import { useRosterAbsences } from './use-roster-absences';
import { useRosterData } from './use-roster-data';
import { useRosterOpenShifts } from './use-roster-open-shifts';
import { useWeekCompliance } from './use-week-compliance';
import { useWeekShifts } from './use-week-shifts';

export interface RosterWeekInput {
  role: Role | null;
  companyId: number | null;
  timeZone: string;
  week: Week;
  /** The day shown ('yyyy-mm-dd'). */
  dayKey: string;
  search: Pick<RosterSearch, 'view' | 'department'>;
}

/**
 * What the roster reads for the week shown: its shifts and rows, the open shifts, the leave
 * and sickness marked on the grid, the labour-law findings and the concepts among its shifts.
 */
export function useRosterWeek({
  role,
  companyId,
  timeZone,
  week,
  dayKey,
  search,
}: RosterWeekInput) {
  const data = useRosterData({ companyId, week, timeZone, department: search.department });
  const openShifts = useRosterOpenShifts({ role, companyId, timeZone });
  const absences = useRosterAbsences({
    role,
    companyId,
    week,
    day: search.view === 'dag' ? dayKey : null,
    timeZone,
    shifts: data.shifts,
  });
  const compliance = useWeekCompliance({ companyId, week });
  const { concepts, unknownAges } = useWeekShifts({
    week,
    timeZone,
    shifts: data.shifts,
    withoutBirthDate: compliance.report?.withoutBirthDate ?? null,
  });
  return { data, openShifts, absences, compliance, concepts, unknownAges };
}

export type RosterWeek = ReturnType<typeof useRosterWeek>;
