import type { LocalDate } from '@klokwerk/domain/local-date';
import type { Week } from '../lib/period';
import type { RosterView } from '../lib/roster-search';
import { LabourLawPanel } from './labour-law-panel';
import { MarkedRosterBoard } from './marked-roster-board';
import { StaffingCoveragePanel } from './staffing-coverage-panel';
import type { RosterPlanning } from './use-roster-planning';
import type { RosterWeek } from './use-roster-week';

export interface RosterWeekViewProps {
  companyId: number;
  timeZone: string;
  view: RosterView;
  today: LocalDate;
  day: LocalDate;
  week: Week;
  reads: RosterWeek;
  grid: RosterPlanning['grid'];
}

/** The week or day on the grid, then how it is staffed and what the Arbeidstijdenwet finds. */
export function RosterWeekView({
  companyId,
  timeZone,
  week,
  reads,
  grid,
  ...props
}: RosterWeekViewProps) {
  const { data, compliance } = reads;
  return (
    <>
      <MarkedRosterBoard
        absences={reads.absences}
        view={props.view}
        week={week}
        day={props.day}
        today={props.today}
        timeZone={timeZone}
        status={data.status}
        people={data.people}
        shifts={data.shifts}
        flags={compliance.flags}
        openShifts={reads.openShifts.shifts}
        onOpen={grid.onOpen}
        onAdd={grid.onAdd}
        onMove={grid.onMove}
        onRetry={data.retry}
      />
      <StaffingCoveragePanel companyId={companyId} week={week} timeZone={timeZone} />
      <LabourLawPanel
        weekNumber={week.number}
        status={compliance.status}
        findings={compliance.report?.findings ?? []}
        withoutBirthDate={reads.unknownAges}
        onRetry={compliance.retry}
      />
    </>
  );
}
