import { AbsenceProvider, type RosterAbsences } from './absence-context';
import { RosterBoard, type RosterBoardProps } from './roster-board';

/**
 * The roster board with the week's leave and sickness handed to its blocks and cells
 * (docs/decisions/025), so the grids need no props of their own for it.
 */
export function MarkedRosterBoard({
  absences,
  ...props
}: RosterBoardProps & { absences: RosterAbsences }) {
  return (
    <AbsenceProvider value={absences}>
      <RosterBoard {...props} />
    </AbsenceProvider>
  );
}
