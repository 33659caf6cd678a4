import { toIsoDate } from '@klokwerk/domain/local-date';
import { can } from '@klokwerk/domain/policies';
import type { Role } from '@klokwerk/domain/roles';
import { useMemo } from 'react';
import { useCompanyLeave, useCompanySickness } from '../../../lib/queries/leave';
import { absenceMarks } from '../lib/absences';
import type { Week } from '../lib/period';
import type { RosterShift } from '../lib/roster-rows';
import type { RosterAbsences } from './absence-context';

export interface RosterAbsencesInput {
  role: Role | null;
  companyId: number | null;
  week: Week;
  /** The day view's day ('yyyy-mm-dd'), or null in the week view. */
  day: string | null;
  timeZone: string;
  shifts: readonly RosterShift[];
}

/**
 * The week's approved leave and sick reports of the company (for roles that may read them,
 * leave.view), as marks on the grid (docs/decisions/025). Until they load, nothing is marked.
 */
export function useRosterAbsences({
  role,
  companyId,
  week,
  day,
  timeZone,
  shifts,
}: RosterAbsencesInput): RosterAbsences {
  const asked = can(role, 'leave.view') ? companyId : null;
  const first = week.days[0];
  const last = week.days.at(-1);
  const from = first ? toIsoDate(first) : null;
  const to = last ? toIsoDate(last) : null;
  const leave = useCompanyLeave(asked, { status: 'APPROVED', from, to });
  const sickness = useCompanySickness(asked, { from, to });
  const marks = useMemo(
    () => absenceMarks(shifts, leave.data ?? [], sickness.data ?? [], week.days, timeZone),
    [shifts, leave.data, sickness.data, week.days, timeZone],
  );
  return useMemo(() => ({ ...marks, day }), [marks, day]);
}
